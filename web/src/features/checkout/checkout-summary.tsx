import { Link } from 'react-router-dom';
import type { CheckoutSummary_QuoteFragment } from '@/__generated__/graphql.ts';
import { Price } from '@/components/ui/price.tsx';
import type { CartLine } from '@/state/cart.ts';
import { DiscountCodeForm } from '@/components/discount-code-form.tsx';
import { useDomainText } from '@/i18n/domain-text.ts';
import { colourName, sizeName } from '@/i18n/variant-names.ts';
import { useTranslation } from '@/i18n/i18n.tsx';

interface CheckoutSummaryProps {
  cart: readonly CartLine[];
  quote: CheckoutSummary_QuoteFragment | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The order as the store prices it (cartQuote): what the shopper will pay on delivery. */
export function CheckoutSummary({ cart, quote, loading, failed, onRetry }: CheckoutSummaryProps) {
  const { t } = useTranslation();
  const say = useDomainText();
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t('cartPage.summary')}</h2>
      {cart.length === 0 ? (
        <p>
          {t('domain.emptyCart')} <Link to="/all-collections">{t('cart.explore')}</Link>
        </p>
      ) : failed && !quote ? (
        <div role="alert" className="checkout-summary__failed">
          <p>{t('checkout.cantPrice')}</p>
          <button type="button" className="button button--outline" onClick={onRetry}>
            {t('shopping.tryAgain')}
          </button>
        </div>
      ) : !quote ? (
        <p role="status">{loading ? t('checkout.pricing') : ''}</p>
      ) : (
        <>
          <ul className="checkout-summary__lines">
            {quote.lines.map((line, index) => {
              const local = cart[index];
              const title = line.product?.title ?? local?.title ?? t('product.title');
              return (
                <li
                  key={`${line.productId}-${index}`}
                  className={`checkout-summary__line${line.problem ? ' checkout-summary__line--problem' : ''}`}
                >
                  <span className="checkout-summary__image">
                    <img src={line.product?.imageSrc ?? local?.imgSrc ?? ''} alt="" width={60} height={80} />
                    <span
                      className="checkout-summary__quantity"
                      aria-label={t('checkout.quantityOf', { quantity: line.quantity })}
                    >
                      {line.quantity}
                    </span>
                  </span>
                  <span className="checkout-summary__text">
                    <strong>{title}</strong>
                    {line.product ? (
                      <small>
                        {t('checkout.lineDetails', {
                          size: sizeName(t, line.size),
                          colour: colourName(t, line.colour),
                        })}{' '}
                        <Price price={line.unitPrice} /> {t('checkout.each')}
                      </small>
                    ) : (
                      <small>
                        {t('checkout.lineChoice', {
                          size: line.size ? sizeName(t, line.size) : '–',
                          colour: line.colour ? colourName(t, line.colour) : '–',
                        })}
                      </small>
                    )}
                    {line.problem && <small className="checkout-summary__problem">{say(line.problem)}</small>}
                  </span>
                  {line.problem ? (
                    <span className="checkout-summary__excluded">{t('cartPage.notInTotal')}</span>
                  ) : (
                    <Price price={line.lineTotal} />
                  )}
                </li>
              );
            })}
          </ul>
          <DiscountCodeForm appliedCode={quote.appliedCode} codeProblem={quote.codeProblem} />
          <dl className="checkout-summary__totals">
            <dt>{t('cart.subtotal')}</dt>
            <dd>
              <Price price={quote.subtotal} />
            </dd>
            <dt>{t('cartPage.bulkDiscount')}</dt>
            <dd>
              − <Price price={quote.discount} />
            </dd>
            {quote.appliedCode && (
              <>
                <dt>{t('cart.discountCode', { code: quote.appliedCode.code })}</dt>
                <dd>
                  − <Price price={quote.codeDiscount} />
                </dd>
              </>
            )}
            <dt>{t('cartPage.shipping')}</dt>
            <dd>{quote.shipping > 0 ? <Price price={quote.shipping} /> : t('cartPage.free')}</dd>
            <dt className="checkout-summary__total">{t('cartPage.total')}</dt>
            <dd className="checkout-summary__total">
              <Price price={quote.total} />
            </dd>
          </dl>
        </>
      )}
    </aside>
  );
}
