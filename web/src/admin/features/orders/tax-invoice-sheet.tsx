import { CANCELLED_INVOICE_MARK } from '@store/domain';
import type { TaxInvoiceSheet_InvoiceFragment } from '@/admin/__generated__/graphql.ts';
import { Price } from '@/components/ui/price.tsx';
import { PrintSheetCustomer, PrintSheetLines, PrintSheetSeller } from '@/admin/components/print-sheet-parts.tsx';
import { formatLocalDate } from '@/lib/dubai-dates.ts';

/**
 * A UAE tax invoice on one A4 page: the seller with its TRN, the buyer, the lines, and the VAT the total includes;
 * marked cancelled when its order was cancelled after it was issued.
 */
export function TaxInvoiceSheet({ invoice }: { invoice: TaxInvoiceSheet_InvoiceFragment }) {
  const { seller, customer } = invoice;
  return (
    <article className="print-sheet print-sheet--line-cards tax-invoice" aria-labelledby="tax-invoice-title">
      <header className="print-sheet__head">
        <PrintSheetSeller seller={seller} />
        <div className="print-sheet__doc">
          <h2 id="tax-invoice-title" className="tax-invoice__title">
            {invoice.title}
          </h2>
          {invoice.cancelled && (
            <div className="tax-invoice__cancelled" role="note" aria-label="Cancelled invoice">
              <p className="tax-invoice__cancelled-mark">{CANCELLED_INVOICE_MARK}</p>
              <p>{invoice.cancellationNote}</p>
            </div>
          )}
          <dl className="print-sheet__facts">
            <dt>Invoice number</dt>
            <dd>{invoice.number}</dd>
            <dt>Invoice date</dt>
            <dd>{formatLocalDate(invoice.invoiceDate)}</dd>
            <dt>Order</dt>
            <dd>{invoice.orderId}</dd>
            <dt>Payment</dt>
            <dd>{invoice.paymentMethod}</dd>
          </dl>
        </div>
      </header>
      <PrintSheetCustomer customer={customer} />
      <PrintSheetLines lines={invoice.lines} caption={`Invoice lines, prices in ${invoice.currency} including VAT`} />
      <dl className="print-sheet__sums">
        <dt>Subtotal</dt>
        <dd>
          <Price price={invoice.subtotal} />
        </dd>
        <dt>Discount</dt>
        <dd>
          {invoice.discount - invoice.codeDiscount > 0 ? '−' : ''}
          <Price price={invoice.discount - invoice.codeDiscount} />
        </dd>
        {invoice.discountCode && (
          <>
            <dt>Discount code {invoice.discountCode}</dt>
            <dd>
              −<Price price={invoice.codeDiscount} />
            </dd>
          </>
        )}
        <dt className="print-sheet__total">Total</dt>
        <dd className="print-sheet__total">
          <Price price={invoice.total} />
        </dd>
        <dt>Total excluding VAT</dt>
        <dd>
          <Price price={invoice.totalExcludingVat} />
        </dd>
        <dt>VAT {invoice.vatRatePercent}%</dt>
        <dd>
          <Price price={invoice.vat} />
        </dd>
      </dl>
      <p className="print-sheet__vat-note">{invoice.vatNote}</p>
    </article>
  );
}
