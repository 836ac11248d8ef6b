import { Price } from '@/components/ui/price.tsx';

/** The seller as a UAE tax document names it: legal name, trading name when it differs, address, TRN, contact. */
export function PrintSheetSeller({
  seller,
}: {
  seller: { legalName: string; tradingName: string; address: string; trn: string; phone: string; email: string };
}) {
  return (
    <div>
      <p className="print-sheet__shop">{seller.legalName}</p>
      {seller.tradingName !== seller.legalName && <p>Trading as {seller.tradingName}</p>}
      <p>{seller.address}</p>
      <p>TRN {seller.trn}</p>
      <p>
        {seller.phone} · {seller.email}
      </p>
    </div>
  );
}

/** The customer a tax document is made out to. */
export function PrintSheetCustomer({
  customer,
}: {
  customer: { name: string; address: string; email: string; phone: string };
}) {
  return (
    <section className="print-sheet__party" aria-label="Customer">
      <h3>Customer</h3>
      <p className="print-sheet__name">{customer.name}</p>
      <p>{customer.address}</p>
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
        {lines.map((line, index) => (
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
  );
}
