import { MESSAGES } from '@store/domain';
import { Link } from 'react-router-dom';
import type { CheckoutSummary_QuoteFragment } from '@/__generated__/graphql.ts';
import { Price } from '@/components/ui/price.tsx';
import type { CartLine } from '@/state/cart.ts';
import { DiscountCodeForm } from '@/components/discount-code-form.tsx';

interface CheckoutSummaryProps {
  cart: readonly CartLine[];
  quote: CheckoutSummary_QuoteFragment | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The order as the store prices it (cartQuote): what the shopper will pay on delivery. */
export function CheckoutSummary({ cart, quote, loading, failed, onRetry }: CheckoutSummaryProps) {
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">Order Summary</h2>
      {cart.length === 0 ? (
        <p>
          {MESSAGES.emptyCart} <Link to="/all-collections">Explore Products</Link>
        </p>
      ) : failed && !quote ? (
        <div role="alert" className="checkout-summary__failed">
          <p>We could not price your cart right now.</p>
          <button type="button" className="button button--outline" onClick={onRetry}>
            Try again
          </button>
        </div>
      ) : !quote ? (
        <p role="status">{loading ? 'Pricing your cart…' : ''}</p>
      ) : (
        <>
          <ul className="checkout-summary__lines">
            {quote.lines.map((line, index) => {
              const local = cart[index];
              const title = line.product?.title ?? local?.title ?? 'Product';
              return (
                <li
                  key={`${line.productId}-${index}`}
                  className={`checkout-summary__line${line.problem ? ' checkout-summary__line--problem' : ''}`}
                >
                  <span className="checkout-summary__image">
                    <img src={line.product?.imageSrc ?? local?.imgSrc ?? ''} alt="" width={60} height={80} />
                    <span className="checkout-summary__quantity" aria-label={`Quantity ${line.quantity}`}>
                      {line.quantity}
                    </span>
                  </span>
                  <span className="checkout-summary__text">
                    <strong>{title}</strong>
                    {line.product ? (
                      <small>
                        Size {line.size} · Colour {line.colour} · <Price price={line.unitPrice} /> each
                      </small>
                    ) : (
                      <small>
                        Size {line.size || '–'} · Colour {line.colour || '–'}
                      </small>
                    )}
                    {line.problem && <small className="checkout-summary__problem">{line.problem}</small>}
                  </span>
                  {line.problem ? (
                    <span className="checkout-summary__excluded">Not in the total</span>
                  ) : (
                    <Price price={line.lineTotal} />
                  )}
                </li>
              );
            })}
          </ul>
          <DiscountCodeForm appliedCode={quote.appliedCode} codeProblem={quote.codeProblem} />
          <dl className="checkout-summary__totals">
            <dt>Subtotal</dt>
            <dd>
              <Price price={quote.subtotal} />
            </dd>
            <dt>Bulk discount</dt>
            <dd>
              − <Price price={quote.discount} />
            </dd>
            {quote.appliedCode && (
              <>
                <dt>Discount code {quote.appliedCode.code}</dt>
                <dd>
                  − <Price price={quote.codeDiscount} />
                </dd>
              </>
            )}
            <dt>Shipping</dt>
            <dd>{quote.shipping > 0 ? <Price price={quote.shipping} /> : 'Free'}</dd>
            <dt className="checkout-summary__total">Total</dt>
            <dd className="checkout-summary__total">
              <Price price={quote.total} />
            </dd>
          </dl>
        </>
      )}
    </aside>
  );
}
