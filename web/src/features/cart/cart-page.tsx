import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { aedToFils, formatAed } from '@store/domain';
import { useCartSuggestionsQuery } from '@/__generated__/graphql.ts';
import { ProductCard } from '@/components/product-card.tsx';
import { Price } from '@/components/ui/price.tsx';
import { loadingProps } from '@/components/picture.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { removeFromCart, updateCartLine } from '@/state/cart.ts';
import { QuantityInput } from './quantity-input.tsx';
import { lineDetails, lineName } from './line-label.ts';
import { stockNote } from './stock-note.ts';
import { useCart } from './use-cart.ts';
import { useCodeQuote } from './use-code-quote.ts';
import { DiscountCodeForm } from '@/components/discount-code-form.tsx';
import { useVariantNames } from '@/i18n/variant-names.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { useStoredValuesRestored } from '@/lib/use-stored-values-restored.ts';
import './cart.css';

/**
 * /shopping-cart: rendered on the server for every visitor alike, its lines (kept in the browser) drawn once the
 * page has hydrated; until then a placeholder of the page's usual height holds their place.
 */
export function CartPage() {
  const { t } = useTranslation();
  const variantNames = useVariantNames();
  const restored = useStoredValuesRestored();
  const aed = (amount: number) => t('price.amount', { amount: formatAed(aedToFils(amount)) });
  usePageMeta({
    title: t('cartPage.title'),
    description: t('cartPage.description'),
    keywords: t('cartPage.keywords'),
  });
  const { rows, orderable, totals, blocked } = useCart();
  const codeQuote = useCodeQuote(orderable);
  const applied = codeQuote?.appliedCode ? codeQuote : undefined;
  const lines = rows.map((row) => row.line);
  const [agreed, setAgreed] = useState(true);
  const navigate = useNavigate();
  // Asked once the lines are known, so the suggestions leave out what is in the cart from their first answer.
  const { data } = useCartSuggestionsQuery({
    variables: { excludeTitles: lines.map((line) => line.title) },
    skip: !restored,
  });

  return (
    <section className="cart-page container">
      <h1>{t('cartPage.title')}</h1>
      <div className="cart-page__progress" aria-hidden="true">
        <span style={{ width: '70%' }} />
      </div>
      {!restored ? (
        <div className="cart-page__pending" aria-busy="true" />
      ) : lines.length === 0 ? (
        <p className="cart-page__empty">
          {t('domain.emptyCart')} <Link to="/all-collections">{t('cart.explore')}</Link>
        </p>
      ) : (
        <div className="cart-page__layout">
          <table className="cart-page__table">
            <thead>
              <tr>
                <th scope="col">{t('cartPage.products')}</th>
                <th scope="col">{t('cartPage.price')}</th>
                <th scope="col">{t('quantity.label')}</th>
                <th scope="col">{t('cartPage.totalPrice')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('panel.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ line, key, available, gone, orderable, max }) => {
                const note = stockNote(t, line.quantity, available, gone);
                return (
                  <tr key={key} className={orderable ? undefined : 'cart-page__line--marked'}>
                    <td className="cart-page__product">
                      <img src={line.imgSrc} alt="" width={72} height={96} {...loadingProps(false)} />
                      <span>
                        <Link to={`/product-detail/${line.id}`}>{line.title}</Link>
                        <small>{lineDetails(line, variantNames)}</small>
                      </span>
                    </td>
                    <td>
                      <Price price={line.price} />
                    </td>
                    <td>
                      <QuantityInput
                        label={t('cart.quantityOf', { name: lineName(line, variantNames) })}
                        value={line.quantity}
                        max={max}
                        onChange={(quantity) => updateCartLine(key, quantity, max)}
                      />
                      {note && <p className="cart-page__stock message--error">{note}</p>}
                    </td>
                    <td>{orderable ? aed(line.price * line.quantity) : t('cartPage.notInTotal')}</td>
                    <td>
                      <button
                        type="button"
                        className="link-button"
                        aria-label={t('panel.removeNamed', { name: lineName(line, variantNames) })}
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
          <aside className="cart-page__summary" aria-label={t('cartPage.summary')}>
            <h2>{t('cartPage.summary')}</h2>
            <dl>
              <dt>{t('cart.subtotal')}</dt>
              <dd>{aed(totals.subtotal)}</dd>
              <dt>{t('cartPage.bulkDiscount')}</dt>
              <dd>- {aed(totals.discount)}</dd>
              {applied?.appliedCode && (
                <>
                  <dt>{t('cart.discountCode', { code: applied.appliedCode.code })}</dt>
                  <dd>- {aed(applied.codeDiscount)}</dd>
                </>
              )}
              <dt>{t('cartPage.shipping')}</dt>
              <dd>{t('cartPage.free')}</dd>
              <dt>{t('cartPage.total')}</dt>
              <dd>
                <Price
                  price={applied ? applied.total : totals.total}
                  oldPrice={totals.discount > 0 || applied ? totals.subtotal : null}
                />
              </dd>
            </dl>
            <DiscountCodeForm appliedCode={codeQuote?.appliedCode} codeProblem={codeQuote?.codeProblem} />
            <p className="cart-page__note">{t('cartPage.launchOffer')}</p>
            {blocked && (
              <p role="alert" className="cart-page__marked message--error">
                {t('stock.marked')}
              </p>
            )}
            <label className="cart-page__terms">
              <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />{' '}
              {t('cartPage.agree')} <Link to="/term-of-use">{t('cartPage.terms')}</Link>
            </label>
            <button
              type="button"
              className="button"
              disabled={!agreed || blocked || totals.total <= 0}
              onClick={() => navigate('/checkout')}
            >
              {t('cartPage.checkout')}
            </button>
          </aside>
        </div>
      )}
      {data && data.topPicks.length > 0 && (
        <section className="cart-page__suggestions">
          <h2>{t('cartPage.suggestions')}</h2>
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
