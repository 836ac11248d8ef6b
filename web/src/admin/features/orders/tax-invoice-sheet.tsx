import { CANCELLED_INVOICE_MARK, PAPER_LABELS } from '@store/domain';
import type { TaxInvoiceSheet_InvoiceFragment } from '@/admin/__generated__/graphql.ts';
import { Price } from '@/components/ui/price.tsx';
import {
  PaperLabelText,
  PrintSheetCustomer,
  PrintSheetLines,
  PrintSheetSeller,
  PrintSheetTitle,
} from '@/admin/components/print-sheet-parts.tsx';
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
          <PrintSheetTitle
            id="tax-invoice-title"
            className="tax-invoice__title"
            title={{ en: invoice.title, ar: PAPER_LABELS.taxInvoice.ar }}
          />
          {invoice.cancelled && (
            <div className="tax-invoice__cancelled" role="note" aria-label="Cancelled invoice">
              <p className="tax-invoice__cancelled-mark">{CANCELLED_INVOICE_MARK}</p>
              <p>{invoice.cancellationNote}</p>
            </div>
          )}
          <dl className="print-sheet__facts">
            <dt>
              <PaperLabelText label={PAPER_LABELS.invoiceNumber} />
            </dt>
            <dd>{invoice.number}</dd>
            <dt>
              <PaperLabelText label={PAPER_LABELS.invoiceDate} />
            </dt>
            <dd>{formatLocalDate(invoice.invoiceDate)}</dd>
            <dt>
              <PaperLabelText label={PAPER_LABELS.order} />
            </dt>
            <dd>{invoice.orderId}</dd>
            <dt>
              <PaperLabelText label={PAPER_LABELS.payment} />
            </dt>
            <dd>{invoice.paymentMethod}</dd>
          </dl>
        </div>
      </header>
      <PrintSheetCustomer customer={customer} />
      <PrintSheetLines lines={invoice.lines} caption={`Invoice lines, prices in ${invoice.currency} including VAT`} />
      <dl className="print-sheet__sums">
        <dt>
          <PaperLabelText label={PAPER_LABELS.subtotal} />
        </dt>
        <dd>
          <Price price={invoice.subtotal} />
        </dd>
        <dt>
          <PaperLabelText label={PAPER_LABELS.discount} />
        </dt>
        <dd>
          {invoice.discount - invoice.codeDiscount > 0 ? '−' : ''}
          <Price price={invoice.discount - invoice.codeDiscount} />
        </dd>
        {invoice.discountCode && (
          <>
            <dt>
              <PaperLabelText label={{ ...PAPER_LABELS.discountCode, en: `Discount code ${invoice.discountCode}` }} />
            </dt>
            <dd>
              −<Price price={invoice.codeDiscount} />
            </dd>
          </>
        )}
        <dt className="print-sheet__total">
          <PaperLabelText label={PAPER_LABELS.total} />
        </dt>
        <dd className="print-sheet__total">
          <Price price={invoice.total} />
        </dd>
        <dt>
          <PaperLabelText label={PAPER_LABELS.totalExcludingVat} />
        </dt>
        <dd>
          <Price price={invoice.totalExcludingVat} />
        </dd>
        <dt>
          <PaperLabelText label={{ ...PAPER_LABELS.vat, en: `VAT ${invoice.vatRatePercent}%` }} />
        </dt>
        <dd>
          <Price price={invoice.vat} />
        </dd>
      </dl>
      <p className="print-sheet__vat-note">{invoice.vatNote}</p>
    </article>
  );
}
