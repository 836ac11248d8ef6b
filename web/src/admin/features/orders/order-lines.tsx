import type { OrderLines_OrderFragment } from '@/admin/__generated__/graphql.ts';
import { Price } from '@/components/ui/price.tsx';

/** What was bought, at the prices paid, and the sums (prices include VAT). */
export function OrderLines({ order }: { order: OrderLines_OrderFragment }) {
  const { items, totals } = order;
  return (
    <section aria-labelledby="order-items" className="order-panel">
      <h2 id="order-items">Items ({totals.itemCount})</h2>
      <table className="admin-table order-lines" aria-labelledby="order-items">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Size</th>
            <th scope="col">Colour</th>
            <th scope="col">Qty</th>
            <th scope="col">Price</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {items.map((line, index) => (
            <tr key={`${line.productId}-${line.size}-${line.colour}-${index}`}>
              <td data-label="Product">{line.title}</td>
              <td data-label="Size">{line.size}</td>
              <td data-label="Colour">{line.colour}</td>
              <td data-label="Qty">{line.quantity}</td>
              <td data-label="Price">
                <Price price={line.unitPrice} />
              </td>
              <td data-label="Total">
                <Price price={line.lineTotal} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="order-sums">
        <dt>Subtotal</dt>
        <dd>
          <Price price={totals.subtotal} />
        </dd>
        {totals.discount - totals.codeDiscount > 0 && (
          <>
            <dt>Bulk discount</dt>
            <dd>
              −<Price price={totals.discount - totals.codeDiscount} />
            </dd>
          </>
        )}
        {totals.discountCode && (
          <>
            <dt>Discount code {totals.discountCode}</dt>
            <dd>
              −<Price price={totals.codeDiscount} />
            </dd>
          </>
        )}
        <dt className="order-sums__total">Total</dt>
        <dd className="order-sums__total">
          <Price price={totals.total} />
        </dd>
        <dt>VAT {totals.vatRatePercent}% included</dt>
        <dd>
          <Price price={totals.vatIncluded} />
        </dd>
      </dl>
    </section>
  );
}
