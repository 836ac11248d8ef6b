import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { aedToFils, formatAed, MESSAGES } from '@store/domain';
import { useCartSuggestionsQuery } from '@/__generated__/graphql.ts';
import { ProductCard } from '@/components/product-card.tsx';
import { Price } from '@/components/ui/price.tsx';
import { loadingProps } from '@/components/picture.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { removeFromCart, updateCartLine } from '@/state/cart.ts';
import { QuantityInput } from './quantity-input.tsx';
import { lineDetails, lineName } from './line-label.ts';
import { MARKED_LINES_NOTE, stockNote } from './stock-note.ts';
import { useCart } from './use-cart.ts';
import { useCodeQuote } from './use-code-quote.ts';
import { DiscountCodeForm } from '@/components/discount-code-form.tsx';
import './cart.css';

const aed = (amount: number) => `AED ${formatAed(aedToFils(amount))}`;

export function CartPage() {
  usePageMeta({
    title: 'Shopping Cart',
    description: 'Your cart: free shipping across the UAE, cash on delivery.',
    keywords: 'shopping cart, graphic t-shirts, free shipping UAE, cash on delivery',
  });
  const { rows, orderable, totals, blocked } = useCart();
  const codeQuote = useCodeQuote(orderable);
  const applied = codeQuote?.appliedCode ? codeQuote : undefined;
  const lines = rows.map((row) => row.line);
  const [agreed, setAgreed] = useState(true);
  const navigate = useNavigate();
  const { data } = useCartSuggestionsQuery({ variables: { excludeTitles: lines.map((line) => line.title) } });

  return (
    <section className="cart-page container">
      <h1>Shopping Cart</h1>
      <div className="cart-page__progress" aria-hidden="true">
        <span style={{ width: '70%' }} />
      </div>
      {lines.length === 0 ? (
        <p className="cart-page__empty">
          {MESSAGES.emptyCart} <Link to="/all-collections">Explore Products</Link>
        </p>
      ) : (
        <div className="cart-page__layout">
          <table className="cart-page__table">
            <thead>
              <tr>
                <th scope="col">Products</th>
                <th scope="col">Price</th>
                <th scope="col">Quantity</th>
                <th scope="col">Total Price</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ line, key, available, gone, orderable, max }) => {
                const note = stockNote(line.quantity, available, gone);
                return (
                  <tr key={key} className={orderable ? undefined : 'cart-page__line--marked'}>
                    <td className="cart-page__product">
                      <img src={line.imgSrc} alt="" width={72} height={96} {...loadingProps(false)} />
                      <span>
                        <Link to={`/product-detail/${line.id}`}>{line.title}</Link>
                        <small>{lineDetails(line)}</small>
                      </span>
                    </td>
                    <td>
                      <Price price={line.price} />
                    </td>
                    <td>
                      <QuantityInput
                        label={`Quantity of ${lineName(line)}`}
                        value={line.quantity}
                        max={max}
                        onChange={(quantity) => updateCartLine(key, quantity, max)}
                      />
                      {note && <p className="cart-page__stock message--error">{note}</p>}
                    </td>
                    <td>{orderable ? aed(line.price * line.quantity) : 'Not in the total'}</td>
                    <td>
                      <button
                        type="button"
                        className="link-button"
                        aria-label={`Remove ${lineName(line)}`}
                        onClick={() => removeFromCart(key)}
                      >
                        ×
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <aside className="cart-page__summary" aria-label="Order Summary">
            <h2>Order Summary</h2>
            <dl>
              <dt>Subtotal</dt>
              <dd>{aed(totals.subtotal)}</dd>
              <dt>Bulk discount</dt>
              <dd>- {aed(totals.discount)}</dd>
              {applied?.appliedCode && (
                <>
                  <dt>Discount code {applied.appliedCode.code}</dt>
                  <dd>- {aed(applied.codeDiscount)}</dd>
                </>
              )}
              <dt>Shipping</dt>
              <dd>Free</dd>
              <dt>Total</dt>
              <dd>
                <Price
                  price={applied ? applied.total : totals.total}
                  oldPrice={totals.discount > 0 || applied ? totals.subtotal : null}
                />
              </dd>
            </dl>
            <DiscountCodeForm appliedCode={codeQuote?.appliedCode} codeProblem={codeQuote?.codeProblem} />
            <p className="cart-page__note">Free shipping on every order: a product-launch offer.</p>
            {blocked && (
              <p role="alert" className="cart-page__marked message--error">
                {MARKED_LINES_NOTE}
              </p>
            )}
            <label className="cart-page__terms">
              <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} /> I agree
              with the <Link to="/term-of-use">terms and conditions</Link>
            </label>
            <button
              type="button"
              className="button"
              disabled={!agreed || blocked || totals.total <= 0}
              onClick={() => navigate('/checkout')}
            >
              Process To Checkout
            </button>
          </aside>
        </div>
      )}
      {data && data.topPicks.length > 0 && (
        <section className="cart-page__suggestions">
          <h2>You May Also like</h2>
          <div className="cart-page__grid">
            {data.topPicks.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
        </section>
      )}
    </section>
  );
}
