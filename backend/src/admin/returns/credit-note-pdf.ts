import { PAPER_LABELS } from '@store/domain';
import {
  aed,
  amountsNote,
  factRow,
  linesTable,
  partyBlock,
  printable,
  renderPdf,
  sellerBlock,
  titleBlock,
  totalRow,
} from '../orders/invoice-pdf.ts';
import type { CreditNote } from './credit-note.service.ts';

function draw(doc: PDFKit.PDFDocument, note: CreditNote): void {
  const { seller, customer } = note;
  titleBlock(doc, PAPER_LABELS.creditNote);
  sellerBlock(doc, seller);

  factRow(doc, PAPER_LABELS.creditNoteNumber, note.number);
  factRow(doc, PAPER_LABELS.creditNoteDate, note.creditNoteDate);
  factRow(doc, PAPER_LABELS.originalInvoice, `${note.invoice.number} of ${note.invoice.date}`);
  factRow(doc, PAPER_LABELS.order, `${note.orderId} of ${note.orderDate}`);
  doc.moveDown();
  partyBlock(doc, PAPER_LABELS.creditTo, customer);
  linesTable(doc, PAPER_LABELS.returnedItem, note.lines);

  totalRow(doc, PAPER_LABELS.returnedItems, aed(note.grossFils));
  totalRow(doc, PAPER_LABELS.creditNoteAdjustment, `- ${aed(note.adjustmentFils)}`, false, note.adjustmentLabel);
  totalRow(doc, PAPER_LABELS.totalCredited, aed(note.totalFils), true, `Total credited (${note.vatNote})`);
  totalRow(doc, PAPER_LABELS.vat, aed(note.vatFils), false, `VAT ${note.vatRatePercent}%`);
  totalRow(doc, PAPER_LABELS.totalExcludingVat, aed(note.totalExcludingVatFils));
  amountsNote(doc, PAPER_LABELS.creditNoteReduces);
}

/** The tax credit note as an A4 PDF, drawn as the invoice is. */
export function creditNotePdf(note: CreditNote): Promise<Buffer> {
  const info = { Title: `Tax credit note ${note.number}`, Author: printable(note.seller.legalName) };
  return renderPdf(info, (doc) => draw(doc, note));
}
