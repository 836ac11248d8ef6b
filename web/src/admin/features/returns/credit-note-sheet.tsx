import type { CreditNoteSheet_CreditNoteFragment } from '@/admin/__generated__/graphql.ts';
import { Price } from '@/components/ui/price.tsx';
import { formatLocalDate } from '@/lib/dubai-dates.ts';

/**
 * A UAE tax credit note on one A4 page, laid out like the tax invoice it corrects: the seller with its TRN, the
 * invoice's number and date, the customer, the returned lines, and the VAT the credited total includes.
 */
export function CreditNoteSheet({ note }: { note: CreditNoteSheet_CreditNoteFragment }) {
  const { seller, customer } = note;
  return (
    <article className="print-sheet print-sheet--line-cards" aria-labelledby="credit-note-title">
      <header className="print-sheet__head">
        <div>
          <p className="print-sheet__shop">{seller.legalName}</p>
          {seller.tradingName !== seller.legalName && <p>Trading as {seller.tradingName}</p>}
          <p>{seller.address}</p>
          <p>TRN {seller.trn}</p>
          <p>
            {seller.phone} · {seller.email}
          </p>
        </div>
        <div className="print-sheet__doc">
          <h2 id="credit-note-title">{note.title}</h2>
          <dl className="print-sheet__facts">
            <dt>Credit note number</dt>
            <dd>{note.number}</dd>
            <dt>Credit note date</dt>
            <dd>{formatLocalDate(note.creditNoteDate)}</dd>
            <dt>Tax invoice</dt>
            <dd>{note.invoiceNumber}</dd>
            <dt>Invoice date</dt>
            <dd>{formatLocalDate(note.invoiceDate)}</dd>
            <dt>Order</dt>
            <dd>
              {note.orderId} of {formatLocalDate(note.orderDate)}
            </dd>
          </dl>
        </div>
      </header>
      <section className="print-sheet__party" aria-label="Customer">
        <h3>Customer</h3>
        <p className="print-sheet__name">{customer.name}</p>
        <p>{customer.address}</p>
        <p>
          {customer.email} · {customer.phone}
        </p>
      </section>
      <table className="print-sheet__lines">
        <caption className="visually-hidden">Returned items, prices in {note.currency} including VAT</caption>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col">Size</th>
            <th scope="col">Colour</th>
            <th scope="col" className="print-sheet__num">
              Qty
            </th>
            <th scope="col" className="print-sheet__num">
              Unit price
            </th>
            <th scope="col" className="print-sheet__num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {note.lines.map((line, index) => (
            <tr key={`${line.description}-${line.size}-${line.colour}-${index}`}>
              <td data-label="Description">{line.description}</td>
              <td data-label="Size">{line.size}</td>
              <td data-label="Colour">{line.colour}</td>
              <td data-label="Qty" className="print-sheet__num">
                {line.quantity}
              </td>
              <td data-label="Unit price" className="print-sheet__num">
                <Price price={line.unitPrice} />
              </td>
              <td data-label="Amount" className="print-sheet__num">
                <Price price={line.lineTotal} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="print-sheet__sums">
        <dt>Returned items</dt>
        <dd>
          <Price price={note.gross} />
        </dd>
        <dt>{note.adjustmentLabel}</dt>
        <dd>
          {note.adjustment > 0 ? '−' : ''}
          <Price price={note.adjustment} />
        </dd>
        <dt className="print-sheet__total">Total credited</dt>
        <dd className="print-sheet__total">
          <Price price={note.total} />
        </dd>
        <dt>Total excluding VAT</dt>
        <dd>
          <Price price={note.totalExcludingVat} />
        </dd>
        <dt>VAT {note.vatRatePercent}%</dt>
        <dd>
          <Price price={note.vat} />
        </dd>
      </dl>
      <p className="print-sheet__vat-note">{note.vatNote}</p>
    </article>
  );
}
