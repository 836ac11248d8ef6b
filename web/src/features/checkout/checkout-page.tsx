import { useReactiveVar } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@store/domain';
import { useCheckoutPageQuery, useCheckoutQuoteQuery } from '@/__generated__/graphql.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { cartCodeVar, cartVar } from '@/state/cart.ts';
import { CartProblems } from './cart-problems.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { toQuoteLines } from '@/state/quote-lines.ts';
import { ShippingForm } from './shipping-form.tsx';
import { usePlaceOrder } from './use-place-order.ts';
import './checkout.css';

/** /checkout: a guest gets a login link; a customer fills in the delivery details beside the priced cart. */
export function CheckoutPage() {
  usePageMeta({
    title: 'Checkout',
    description: 'Check out: delivery anywhere in the UAE, free shipping, cash on delivery.',
    keywords: 'checkout, cash on delivery, UAE delivery',
  });
  const cart = useReactiveVar(cartVar);
  const code = useReactiveVar(cartCodeVar);
  const page = useCheckoutPageQuery({ fetchPolicy: 'cache-and-network' });
  const quote = useCheckoutQuoteQuery({
    variables: { lines: toQuoteLines(cart), discountCode: code || null },
    skip: cart.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  const { submit, placed } = usePlaceOrder(cart, code, () => void quote.refetch().catch(() => undefined));

  const me = page.data?.me;
  const priced = cart.length > 0 ? quote.data?.cartQuote : undefined;
  const blocked = !priced || priced.lines.length === 0 || priced.lines.some((line) => line.problem);

  return (
    <section className="checkout container">
      <h1>Checkout</h1>
      {placed ? (
        <p role="status" className="message--success">
          {MESSAGES.orderPlaced}
        </p>
      ) : !page.data && page.loading ? (
        <p role="status">Loading…</p>
      ) : !page.data ? (
        <p role="alert" className="message--error">
          {MESSAGES.somethingWentWrong}
        </p>
      ) : !me ? (
        <p className="checkout__guest">
          Please log in to place your order.{' '}
          <Link to={`/login?next=${encodeURIComponent('/checkout')}`}>Login here</Link>
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
