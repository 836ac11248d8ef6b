import { formatAed } from '@store/domain';
import PDFDocument from 'pdfkit';
import type { TaxInvoice } from './invoice.service.ts';

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4 in points
const RIGHT = PAGE_WIDTH - MARGIN;
/** Left edges of the line table's columns: description, size / colour, qty, unit price, amount. */
const COLUMNS = [MARGIN, 270, 370, 410, 480] as const;

/**
 * The standard PDF fonts cover Latin-1 (WinAnsi) only: anything else would print as wrong glyphs, so it is
 * shown as '?'. A Unicode font (Arabic names) needs a TTF shipped with the backend.
 */
function printable(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

function aed(fils: number): string {
  return `AED ${formatAed(fils)}`;
}

/** Starts a new page when fewer than `needed` points are left, so that a row is never split across pages. */
function keepRoom(doc: PDFKit.PDFDocument, needed: number): void {
  if (doc.y + needed > doc.page.maxY()) doc.addPage();
}

function tableRow(doc: PDFKit.PDFDocument, cells: readonly string[], bold = false): void {
  keepRoom(doc, 30);
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  let bottom = y;
  cells.forEach((cell, index) => {
    const x = COLUMNS[index]!;
    const width = (COLUMNS[index + 1] ?? RIGHT) - x - 6;
    const numeric = index >= 2;
    doc.text(printable(cell), x, y, { width, align: numeric ? 'right' : 'left' });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = MARGIN;
  doc.y = bottom + 4;
}

function totalRow(doc: PDFKit.PDFDocument, label: string, value: string, bold = false): void {
  keepRoom(doc, 20);
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  doc.text(label, 300, y, { width: 170, align: 'right' });
  doc.text(value, 470, y, { width: RIGHT - 470, align: 'right' });
  doc.x = MARGIN;
}

function draw(doc: PDFKit.PDFDocument, invoice: TaxInvoice): void {
  const { seller, customer } = invoice;
  doc.font('Helvetica-Bold').fontSize(20).text('TAX INVOICE', { align: 'right' });
  doc.moveDown(0.5);
  doc.fontSize(12).text(printable(seller.legalName));
  doc.font('Helvetica').fontSize(9);
  doc.text(printable(`Trading as ${seller.tradingName}`));
  doc.text(printable(seller.address));
  doc.text(printable(`Phone ${seller.phone}   E-mail ${seller.email}`));
  doc.font('Helvetica-Bold').text(`TRN ${seller.trn}`);
  doc.moveDown();

  doc.font('Helvetica').fontSize(10);
  doc.text(`Invoice number: ${invoice.number}`);
  doc.text(`Invoice date: ${invoice.invoiceDate}`);
  doc.text(`Order: ${invoice.orderId} of ${invoice.orderDate}`);
  doc.text(`Payment: ${invoice.paymentMethod}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Bill to');
  doc.font('Helvetica').text(printable(customer.name));
  doc.text(printable(customer.address));
  doc.text(printable(`${customer.email}   ${customer.phone}`));
  doc.moveDown();

  tableRow(doc, ['Description', 'Size / colour', 'Qty', 'Unit price', 'Amount'], true);
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(RIGHT, doc.y - 2)
    .stroke();
  for (const line of invoice.lines) {
    tableRow(doc, [
      line.description,
      `${line.size} / ${line.colour}`,
      String(line.quantity),
      formatAed(line.unitPriceFils),
      formatAed(line.lineTotalFils),
    ]);
  }
  doc.moveTo(MARGIN, doc.y).lineTo(RIGHT, doc.y).stroke();
  doc.moveDown(0.5);

  totalRow(doc, 'Subtotal', aed(invoice.subtotalFils));
  totalRow(doc, 'Discount', `- ${aed(invoice.discountFils)}`);
  totalRow(doc, `Total (${invoice.vatNote})`, aed(invoice.totalFils), true);
  totalRow(doc, `VAT ${invoice.vatRatePercent}%`, aed(invoice.vatFils));
  totalRow(doc, 'Total excluding VAT', aed(invoice.totalExcludingVatFils));
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(8).text('Amounts in UAE dirhams (AED). Prices include VAT.', MARGIN);
}

/** The tax invoice as an A4 PDF. */
export function invoicePdf(invoice: TaxInvoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Tax invoice ${invoice.number}`, Author: printable(invoice.seller.legalName) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc, invoice);
  doc.end();
  return done;
}
