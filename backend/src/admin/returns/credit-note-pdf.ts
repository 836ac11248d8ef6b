import {
  aed,
  linesTable,
  MARGIN,
  partyBlock,
  printable,
  renderPdf,
  sellerBlock,
  totalRow,
} from '../orders/invoice-pdf.ts';
import type { CreditNote } from './credit-note.service.ts';

function draw(doc: PDFKit.PDFDocument, note: CreditNote): void {
  const { seller, customer } = note;
  doc.font('Helvetica-Bold').fontSize(20).text('TAX CREDIT NOTE', { align: 'right' });
  sellerBlock(doc, seller);

  doc.font('Helvetica').fontSize(10);
  doc.text(`Credit note number: ${note.number}`);
  doc.text(`Credit note date: ${note.creditNoteDate}`);
  doc.text(`Original tax invoice: ${note.invoice.number} of ${note.invoice.date}`);
  doc.text(printable(`Order: ${note.orderId} of ${note.orderDate}`));
  doc.moveDown();
  partyBlock(doc, 'Credit to', customer);
  linesTable(doc, 'Returned item', note.lines);

  totalRow(doc, 'Returned items', aed(note.grossFils));
  totalRow(doc, note.adjustmentLabel, `- ${aed(note.adjustmentFils)}`);
  totalRow(doc, `Total credited (${note.vatNote})`, aed(note.totalFils), true);
  totalRow(doc, `VAT ${note.vatRatePercent}%`, aed(note.vatFils));
  totalRow(doc, 'Total excluding VAT', aed(note.totalExcludingVatFils));
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(
      'Amounts in UAE dirhams (AED). Prices include VAT. This credit note reduces the invoice named above.',
      MARGIN,
    );
}

/** The tax credit note as an A4 PDF, drawn as the invoice is. */
export function creditNotePdf(note: CreditNote): Promise<Buffer> {
  const info = { Title: `Tax credit note ${note.number}`, Author: printable(note.seller.legalName) };
  return renderPdf(info, (doc) => draw(doc, note));
}
