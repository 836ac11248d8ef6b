import { useEffect } from 'react';
import { aedToFils, collectText, PAPER_LABELS } from '@store/domain';
import { usePackingSlipSheetQuery, type PackingSlipSheet_SlipFragment } from '@/admin/__generated__/graphql.ts';
import { PaperLabelText, PrintSheetTitle } from '@/admin/components/print-sheet-parts.tsx';
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
          <p className="print-sheet__shop" dir="auto">
            {shop.tradingName}
          </p>
          <p dir="auto">{shop.address}</p>
          <p>
            Phone {shop.phone} · WhatsApp {shop.whatsapp}
          </p>
          <p>{shop.email}</p>
        </div>
        <div className="print-sheet__doc">
          <PrintSheetTitle id={headingId} title={PAPER_LABELS.packingSlip} />
          <dl className="print-sheet__facts">
            <dt>
              <PaperLabelText label={PAPER_LABELS.order} />
            </dt>
            <dd>{slip.orderNumber}</dd>
            <dt>
              <PaperLabelText label={PAPER_LABELS.placed} />
            </dt>
            <dd>{formatDubaiDate(slip.placedAt)}</dd>
            <dt>
              <PaperLabelText label={PAPER_LABELS.payment} />
            </dt>
            <dd>{slip.paymentMethod}</dd>
          </dl>
        </div>
      </header>
      <section className="print-sheet__party" aria-label="Ship to">
        <h3>
          <PaperLabelText label={PAPER_LABELS.shipTo} />
        </h3>
        <p className="print-sheet__name" dir="auto">
          {shipTo.name}
        </p>
        <p dir="auto">
          Flat <bdi>{shipTo.flatNo}</bdi>, <bdi>{shipTo.buildingName}</bdi>
        </p>
        <p dir="auto">
          <bdi>{shipTo.street}</bdi>, <bdi>{shipTo.area}</bdi>
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
            <th scope="col">
              <PaperLabelText label={PAPER_LABELS.product} />
            </th>
            <th scope="col">
              <PaperLabelText label={PAPER_LABELS.size} />
            </th>
            <th scope="col">
              <PaperLabelText label={PAPER_LABELS.colour} />
            </th>
            <th scope="col" className="print-sheet__num">
              <PaperLabelText label={PAPER_LABELS.quantity} />
            </th>
            <th scope="col" className="print-sheet__check">
              <PaperLabelText label={PAPER_LABELS.packed} />
            </th>
          </tr>
        </thead>
        <tbody>
          {slip.items.map((line, index) => (
            <tr key={`${line.productId}-${line.size}-${line.colour}-${index}`}>
              <td dir="auto">{line.title}</td>
              <td dir="auto">{line.size}</td>
              <td dir="auto">{line.colour}</td>
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
          <strong>Note from the shopper:</strong> <bdi>{slip.note}</bdi>
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
