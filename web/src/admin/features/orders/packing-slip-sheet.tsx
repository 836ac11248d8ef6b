import { useEffect } from 'react';
import { aedToFils, collectText } from '@store/domain';
import { usePackingSlipSheetQuery, type PackingSlipSheet_SlipFragment } from '@/admin/__generated__/graphql.ts';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { formatDubaiDate } from '@/lib/dubai-dates.ts';
import { emirateLabel } from './order-filters.ts';

/** One order's packing slip, loaded on its own; it says when it is ready to print (or failed, or is not there). */
export function PackingSlipLoader({ id, onSettled }: { id: string; onSettled: (id: string) => void }) {
  const { data, error, refetch } = usePackingSlipSheetQuery({ variables: { id } });
  const settled = data !== undefined || error !== undefined;
  useEffect(() => {
    if (settled) onSettled(id);
  }, [settled, id, onSettled]);

  if (!data) {
    if (error) return <QueryProblem what={`The packing slip of ${id}`} onRetry={refetch} />;
    return <p role="status">Loading the packing slip of {id}…</p>;
  }
  if (!data.packingSlip) return <p className="message--error">There is no order {id}.</p>;
  return <PackingSlipSheet slip={data.packingSlip} />;
}

/** An A4 page for the packer: the shop, where the parcel goes, what goes in it and the cash to collect. No prices. */
export function PackingSlipSheet({ slip }: { slip: PackingSlipSheet_SlipFragment }) {
  const { shipTo, shop } = slip;
  const headingId = `slip-${slip.orderNumber}`;
  return (
    <article className="print-sheet packing-slip" aria-labelledby={headingId}>
      <header className="print-sheet__head">
        <div>
          <p className="print-sheet__shop">{shop.tradingName}</p>
          <p>{shop.address}</p>
          <p>
            Phone {shop.phone} · WhatsApp {shop.whatsapp}
          </p>
          <p>{shop.email}</p>
        </div>
        <div className="print-sheet__doc">
          <h2 id={headingId}>Packing slip</h2>
          <dl className="print-sheet__facts">
            <dt>Order</dt>
            <dd>{slip.orderNumber}</dd>
            <dt>Placed</dt>
            <dd>{formatDubaiDate(slip.placedAt)}</dd>
            <dt>Payment</dt>
            <dd>{slip.paymentMethod}</dd>
          </dl>
        </div>
      </header>
      <section className="print-sheet__party" aria-label="Ship to">
        <h3>Ship to</h3>
        <p className="print-sheet__name">{shipTo.name}</p>
        <p>
          Flat {shipTo.flatNo}, {shipTo.buildingName}
        </p>
        <p>
          {shipTo.street}, {shipTo.area}
        </p>
        <p>
          {emirateLabel(shipTo.emirate)} {shipTo.postalCode}
        </p>
        <p>
          Phone {slip.contact.phone}
          {slip.contact.whatsapp ? ` · WhatsApp ${slip.contact.whatsapp}` : ''}
        </p>
      </section>
      <table className="print-sheet__lines">
        <caption className="visually-hidden">Items to pack</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Size</th>
            <th scope="col">Colour</th>
            <th scope="col" className="print-sheet__num">
              Qty
            </th>
            <th scope="col" className="print-sheet__check">
              Packed
            </th>
          </tr>
        </thead>
        <tbody>
          {slip.items.map((line, index) => (
            <tr key={`${line.productId}-${line.size}-${line.colour}-${index}`}>
              <td>{line.title}</td>
              <td>{line.size}</td>
              <td>{line.colour}</td>
              <td className="print-sheet__num">{line.quantity}</td>
              <td className="print-sheet__check" aria-hidden="true">
                ☐
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="print-sheet__count">Items in the parcel: {slip.itemCount}</p>
      {slip.cashToCollect !== null && slip.cashToCollect !== undefined && (
        <p className="print-sheet__collect">
          <strong>{slip.paymentMethod}:</strong> {collectText(aedToFils(slip.cashToCollect))}
        </p>
      )}
      {slip.note && (
        <p className="print-sheet__note">
          <strong>Note from the shopper:</strong> {slip.note}
        </p>
      )}
      {slip.discountCode && (
        <p className="print-sheet__note">
          <strong>Discount code:</strong> {slip.discountCode}
        </p>
      )}
    </article>
  );
}
