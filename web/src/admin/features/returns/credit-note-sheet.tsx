import { PAPER_LABELS } from '@store/domain';
import type { CreditNoteSheet_CreditNoteFragment } from '@/admin/__generated__/graphql.ts';
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
 * A UAE tax credit note on one A4 page, laid out like the tax invoice it corrects: the seller with its TRN, the
 * invoice's number and date, the customer, the returned lines, and the VAT the credited total includes.
 */
export function CreditNoteSheet({ note }: { note: CreditNoteSheet_CreditNoteFragment }) {
  const { seller, customer } = note;
  return (
    <article className="print-sheet print-sheet--line-cards" aria-labelledby="credit-note-title">
      <header className="print-sheet__head">
        <PrintSheetSeller seller={seller} />
        <div className="print-sheet__doc">
          <PrintSheetTitle id="credit-note-title" title={{ en: note.title, ar: PAPER_LABELS.creditNote.ar }} />
          <dl className="print-sheet__facts">
            <dt>
              <PaperLabelText label={PAPER_LABELS.creditNoteNumber} />
            </dt>
            <dd>{note.number}</dd>
            <dt>
              <PaperLabelText label={PAPER_LABELS.creditNoteDate} />
            </dt>
            <dd>{formatLocalDate(note.creditNoteDate)}</dd>
            <dt>
              <PaperLabelText label={PAPER_LABELS.taxInvoiceReference} />
            </dt>
            <dd>{note.invoiceNumber}</dd>
            <dt>
              <PaperLabelText label={PAPER_LABELS.invoiceDate} />
            </dt>
            <dd>{formatLocalDate(note.invoiceDate)}</dd>
            <dt>
              <PaperLabelText label={PAPER_LABELS.order} />
            </dt>
            <dd>
              {note.orderId} of {formatLocalDate(note.orderDate)}
            </dd>
          </dl>
        </div>
      </header>
      <PrintSheetCustomer customer={customer} />
      <PrintSheetLines lines={note.lines} caption={`Returned items, prices in ${note.currency} including VAT`} />
      <dl className="print-sheet__sums">
        <dt>
          <PaperLabelText label={PAPER_LABELS.returnedItems} />
        </dt>
        <dd>
          <Price price={note.gross} />
        </dd>
        <dt>
          <PaperLabelText label={{ ...PAPER_LABELS.creditNoteAdjustment, en: note.adjustmentLabel }} />
        </dt>
        <dd>
          {note.adjustment > 0 ? '−' : ''}
          <Price price={note.adjustment} />
        </dd>
        <dt className="print-sheet__total">
          <PaperLabelText label={PAPER_LABELS.totalCredited} />
        </dt>
        <dd className="print-sheet__total">
          <Price price={note.total} />
        </dd>
        <dt>
          <PaperLabelText label={PAPER_LABELS.totalExcludingVat} />
        </dt>
        <dd>
          <Price price={note.totalExcludingVat} />
        </dd>
        <dt>
          <PaperLabelText label={{ ...PAPER_LABELS.vat, en: `VAT ${note.vatRatePercent}%` }} />
        </dt>
        <dd>
          <Price price={note.vat} />
        </dd>
      </dl>
      <p className="print-sheet__vat-note">{note.vatNote}</p>
    </article>
  );
}
