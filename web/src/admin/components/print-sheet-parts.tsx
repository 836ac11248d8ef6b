import { PAPER_LABELS, type PaperLabel } from '@store/domain';
import { Price } from '@/components/ui/price.tsx';

/**
 * A paper's label in English with its Arabic under it, as UAE tax documents print them (the back office is in
 * English; the papers are in both languages).
 */
export function PaperLabelText({ label }: { label: PaperLabel }) {
  return (
    <>
      {label.en}{' '}
      <span lang="ar" dir="rtl" className="print-sheet__ar">
        {label.ar}
      </span>
    </>
  );
}

/** The seller as a UAE tax document names it: legal name, trading name when it differs, address, TRN, contact. */
export function PrintSheetSeller({
  seller,
}: {
  seller: { legalName: string; tradingName: string; address: string; trn: string; phone: string; email: string };
}) {
  return (
    <div>
      <p className="print-sheet__shop" dir="auto">
        {seller.legalName}
      </p>
      {seller.tradingName !== seller.legalName && (
        <p>
          Trading as <bdi>{seller.tradingName}</bdi>
        </p>
      )}
      <p dir="auto">{seller.address}</p>
      <p>
        TRN {seller.trn}{' '}
        <span lang="ar" dir="rtl" className="print-sheet__ar-inline">
          {PAPER_LABELS.trn.ar}
        </span>
      </p>
      <p>
        {seller.phone} · {seller.email}
      </p>
    </div>
  );
}

/** The customer a tax document is made out to: an Arabic name or address reads right to left (dir="auto"). */
export function PrintSheetCustomer({
  customer,
}: {
  customer: { name: string; address: string; email: string; phone: string };
}) {
  return (
    <section className="print-sheet__party" aria-label="Customer">
      <h3>
        <PaperLabelText label={PAPER_LABELS.customer} />
      </h3>
      <p className="print-sheet__name" dir="auto">
        {customer.name}
      </p>
      <p dir="auto">{customer.address}</p>
      <p>
        {customer.email} · {customer.phone}
      </p>
    </section>
  );
}

interface PrintSheetLine {
  description: string;
  size: string;
  colour: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

/** A tax document's lines, prices including VAT; `caption` names them for screen readers. */
export function PrintSheetLines({ lines, caption }: { lines: readonly PrintSheetLine[]; caption: string }) {
  return (
    <table className="print-sheet__lines">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <PaperLabelText label={PAPER_LABELS.description} />
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
          <th scope="col" className="print-sheet__num">
            <PaperLabelText label={PAPER_LABELS.unitPrice} />
          </th>
          <th scope="col" className="print-sheet__num">
            <PaperLabelText label={PAPER_LABELS.amount} />
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={`${line.description}-${line.size}-${line.colour}-${index}`}>
            <td data-label="Description" dir="auto">
              {line.description}
            </td>
            <td data-label="Size" dir="auto">
              {line.size}
            </td>
            <td data-label="Colour" dir="auto">
              {line.colour}
            </td>
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
  );
}

/** A paper's title in English with its Arabic under it ("Tax Invoice / فاتورة ضريبية"). */
export function PrintSheetTitle({ id, title, className }: { id: string; title: PaperLabel; className?: string }) {
  return (
    <h2 id={id} className={className}>
      {title.en}{' '}
      <span lang="ar" dir="rtl" className="print-sheet__title-ar">
        {title.ar}
      </span>
    </h2>
  );
}
