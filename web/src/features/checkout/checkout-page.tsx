import { Link } from 'react-router-dom';
import { useCheckoutPageQuery, useCheckoutQuoteQuery } from '@/__generated__/graphql.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { cartCodeVar, cartVar } from '@/state/cart.ts';
import { CartProblems } from './cart-problems.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { toQuoteLines } from '@/state/quote-lines.ts';
import { ShippingForm } from './shipping-form.tsx';
import { usePlaceOrder } from './use-place-order.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { useStoredValuesRestored } from '@/lib/use-stored-values-restored.ts';
import { userVar } from '@/state/user.ts';
import './checkout.css';
import { useStoredVar } from '@/lib/use-stored-var.ts';

/**
 * /checkout: a guest gets a login link; a customer fills in the delivery details beside the priced cart. The
 * server renders it as a guest; once the page has hydrated the browser asks who is there, showing "Loading" while
 * it asks only to a shopper whose browser remembers a login (a guest keeps the login link, unmoved).
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const restored = useStoredValuesRestored();
  const remembered = useStoredVar(userVar)?.isLogin === true;
  usePageMeta({
    title: t('checkout.title'),
    description: t('checkout.description'),
    keywords: t('checkout.keywords'),
  });
  const cart = useStoredVar(cartVar);
  const code = useStoredVar(cartCodeVar);
  const page = useCheckoutPageQuery({ fetchPolicy: 'cache-and-network', skip: !restored });
  const quote = useCheckoutQuoteQuery({
    variables: { lines: toQuoteLines(cart), discountCode: code || null },
    skip: cart.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  const { submit, placed } = usePlaceOrder(cart, code, () => void quote.refetch().catch(() => undefined));

  const me = page.data?.me;
  const asking = !page.data && (page.loading || !restored);
  const priced = cart.length > 0 ? quote.data?.cartQuote : undefined;
  const blocked = !priced || priced.lines.length === 0 || priced.lines.some((line) => line.problem);

  return (
    <section className="checkout container">
      <h1>{t('checkout.title')}</h1>
      {placed ? (
        <p role="status" className="message--success">
          {t('domain.orderPlaced')}
        </p>
      ) : asking && remembered ? (
        <p role="status">{t('shopping.loading')}</p>
      ) : !page.data && !asking ? (
        <p role="alert" className="message--error">
          {t('domain.somethingWentWrong')}
        </p>
      ) : !me || !page.data ? (
        <p className="checkout__guest">
          {t('checkout.loginFirst')}{' '}
          <Link to={`/login?next=${encodeURIComponent('/checkout')}`}>{t('checkout.loginHere')}</Link>
        </p>
      ) : (
        <div className="checkout__layout">
          <ShippingForm
            customer={me}
            storeInfo={page.data.storeInfo}
            blocked={blocked}
            notice={priced && <CartProblems quote={priced} />}
            onSubmit={submit}
          />
          <CheckoutSummary
            cart={cart}
            quote={priced}
            loading={quote.loading}
            failed={quote.error !== undefined}
            onRetry={() => void quote.refetch().catch(() => undefined)}
          />
        </div>
      )}
    </section>
  );
}
