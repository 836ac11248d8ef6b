import { CANCELLED_INVOICE_MARK, formatAed } from '@store/domain';
import PDFDocument from 'pdfkit';
import type { TaxInvoice } from './invoice.service.ts';

export const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4 in points
export const RIGHT = PAGE_WIDTH - MARGIN;
/** Left edges of the line table's columns: description, size / colour, qty, unit price, amount. */
const COLUMNS = [MARGIN, 270, 370, 410, 480] as const;

/**
 * The standard PDF fonts cover Latin-1 (WinAnsi) only: anything else would print as wrong glyphs, so it is
 * shown as '?'. A Unicode font (Arabic names) needs a TTF shipped with the backend.
 */
export function printable(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

export function aed(fils: number): string {
  return `AED ${formatAed(fils)}`;
}

/** Starts a new page when fewer than `needed` points are left, so that a row is never split across pages. */
export function keepRoom(doc: PDFKit.PDFDocument, needed: number): void {
  if (doc.y + needed > doc.page.maxY()) doc.addPage();
}

export function tableRow(doc: PDFKit.PDFDocument, cells: readonly string[], bold = false): void {
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

export function totalRow(doc: PDFKit.PDFDocument, label: string, value: string, bold = false): void {
  keepRoom(doc, 20);
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  doc.text(label, 300, y, { width: 170, align: 'right' });
  doc.text(value, 470, y, { width: RIGHT - 470, align: 'right' });
  doc.x = MARGIN;
}

interface PdfSeller {
  legalName: string;
  tradingName: string;
  address: string;
  phone: string;
  email: string;
  trn: string;
}

interface PdfParty {
  name: string;
  address: string;
  email: string;
  phone: string;
}

interface PdfLine {
  description: string;
  size: string;
  colour: string;
  quantity: number;
  unitPriceFils: number;
  lineTotalFils: number;
}

/** The seller's name, address, contacts and TRN under the document's title (tax invoice, credit note). */
export function sellerBlock(doc: PDFKit.PDFDocument, seller: PdfSeller): void {
  doc.moveDown(0.5);
  doc.fontSize(12).text(printable(seller.legalName));
  doc.font('Helvetica').fontSize(9);
  doc.text(printable(`Trading as ${seller.tradingName}`));
  doc.text(printable(seller.address));
  doc.text(printable(`Phone ${seller.phone}   E-mail ${seller.email}`));
  doc.font('Helvetica-Bold').text(printable(`TRN ${seller.trn}`));
  doc.moveDown();
}

/** The customer under `heading` ("Bill to", "Credit to"). */
export function partyBlock(doc: PDFKit.PDFDocument, heading: string, party: PdfParty): void {
  doc.font('Helvetica-Bold').text(heading);
  doc.font('Helvetica').text(printable(party.name));
  doc.text(printable(party.address));
  doc.text(printable(`${party.email}   ${party.phone}`));
  doc.moveDown();
}

/** The lines' table, its first column headed `firstHeading`, ruled above and below. */
export function linesTable(doc: PDFKit.PDFDocument, firstHeading: string, lines: readonly PdfLine[]): void {
  tableRow(doc, [firstHeading, 'Size / colour', 'Qty', 'Unit price', 'Amount'], true);
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(RIGHT, doc.y - 2)
    .stroke();
  for (const line of lines) {
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
}

function draw(doc: PDFKit.PDFDocument, invoice: TaxInvoice): void {
  const { seller, customer } = invoice;
  doc.font('Helvetica-Bold').fontSize(20).text('TAX INVOICE', { align: 'right' });
  if (invoice.cancellationNote) {
    doc.fillColor('#b00020').text(CANCELLED_INVOICE_MARK, { align: 'right' });
    doc.font('Helvetica').fontSize(9).text(invoice.cancellationNote, { align: 'right' }).fillColor('#000000');
    doc.font('Helvetica-Bold');
  }
  sellerBlock(doc, seller);

  doc.font('Helvetica').fontSize(10);
  doc.text(`Invoice number: ${invoice.number}`);
  doc.text(`Invoice date: ${invoice.invoiceDate}`);
  doc.text(`Order: ${invoice.orderId} of ${invoice.orderDate}`);
  doc.text(`Payment: ${invoice.paymentMethod}`);
  doc.moveDown();
  partyBlock(doc, 'Bill to', customer);
  linesTable(doc, 'Description', invoice.lines);

  totalRow(doc, 'Subtotal', aed(invoice.subtotalFils));
  totalRow(doc, 'Discount', `- ${aed(invoice.discountFils - invoice.codeDiscountFils)}`);
  if (invoice.discountCode) {
    totalRow(doc, `Discount code ${invoice.discountCode}`, `- ${aed(invoice.codeDiscountFils)}`);
  }
  totalRow(doc, `Total (${invoice.vatNote})`, aed(invoice.totalFils), true);
  totalRow(doc, `VAT ${invoice.vatRatePercent}%`, aed(invoice.vatFils));
  totalRow(doc, 'Total excluding VAT', aed(invoice.totalExcludingVatFils));
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(8).text('Amounts in UAE dirhams (AED). Prices include VAT.', MARGIN);
}

/** An A4 PDF drawn by `draw`, as one buffer. */
export function renderPdf(
  info: { Title: string; Author: string },
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** The tax invoice as an A4 PDF. */
export function invoicePdf(invoice: TaxInvoice): Promise<Buffer> {
  const info = { Title: `Tax invoice ${invoice.number}`, Author: printable(invoice.seller.legalName) };
  return renderPdf(info, (doc) => draw(doc, invoice));
}
