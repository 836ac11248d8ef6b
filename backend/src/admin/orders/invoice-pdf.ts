import { CANCELLED_INVOICE_MARK, formatAed, PAPER_LABELS, type PaperLabel } from '@store/domain';
import PDFDocument from 'pdfkit';
import type { TaxInvoice } from './invoice.service.ts';
import { HELVETICA_ASCENT, mixedText, needsMixedText, registerArabicFonts } from './pdf-mixed-text.ts';

export const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4 in points
export const RIGHT = PAGE_WIDTH - MARGIN;
/** Left edges of the line table's columns: description, size / colour, qty, unit price, amount. */
const COLUMNS = [MARGIN, 270, 370, 410, 480] as const;

/**
 * Latin-1 (WinAnsi) text, for the standard fonts and the document's metadata: anything else would print as wrong
 * glyphs, so it is shown as '?'. Customers' and products' texts go through `write`, which draws Arabic too.
 */
export function printable(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

export function aed(fils: number): string {
  return `AED ${formatAed(fils)}`;
}

interface WriteOptions {
  x?: number;
  y?: number;
  width?: number;
  align?: 'left' | 'right';
  bold?: boolean;
}

/**
 * Writes a text that may hold Arabic at the current font size, flowing down from (x, y) or the cursor: Latin-1
 * text exactly as doc.text draws it, any other through the Arabic face and the bidi reordering (pdf-mixed-text.ts).
 */
export function write(doc: PDFKit.PDFDocument, text: string, options: WriteOptions = {}): void {
  const x = options.x ?? doc.x;
  const y = options.y ?? doc.y;
  const width = options.width ?? RIGHT - x;
  if (needsMixedText(text)) {
    mixedText(doc, text, { x, y, width, align: options.align, bold: options.bold });
  } else {
    doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').text(text, x, y, { width, align: options.align });
  }
}

/**
 * A label's Arabic, right-aligned to `right` on the baseline of the English text drawn at `y` in `englishSize`
 * (a fact, a heading, a total), in the current font size.
 */
function arabicBeside(
  doc: PDFKit.PDFDocument,
  label: PaperLabel,
  at: { y: number; englishSize: number; right?: number; bold?: boolean },
): void {
  const { y, englishSize, right = RIGHT, bold = false } = at;
  const baseline = y + HELVETICA_ASCENT * englishSize;
  mixedText(doc, label.ar, { x: MARGIN, y, baseline, width: right - MARGIN, align: 'right', bold });
}

/** The document's title in English and, under it, in Arabic: right-aligned, as UAE invoices print them. */
export function titleBlock(doc: PDFKit.PDFDocument, title: PaperLabel): void {
  doc.font('Helvetica-Bold').fontSize(20).text(title.en.toUpperCase(), MARGIN, doc.y, { align: 'right' });
  doc.fontSize(16);
  mixedText(doc, title.ar, { x: MARGIN, y: doc.y, width: RIGHT - MARGIN, align: 'right', bold: true });
  doc.font('Helvetica-Bold').fontSize(20);
}

/** "Label: value" on the left, the label's Arabic on the right of the same line. */
export function factRow(doc: PDFKit.PDFDocument, label: PaperLabel, value: string): void {
  const y = doc.y;
  doc.font('Helvetica').fontSize(10);
  write(doc, `${label.en}: ${value}`, { x: MARGIN, y, width: 330 });
  const bottom = doc.y;
  arabicBeside(doc, label, { y, englishSize: 10 });
  doc.x = MARGIN;
  doc.y = Math.max(bottom, doc.y);
}

/** Starts a new page when fewer than `needed` points are left, so that a row is never split across pages. */
export function keepRoom(doc: PDFKit.PDFDocument, needed: number): void {
  if (doc.y + needed > doc.page.maxY()) doc.addPage();
}

export function tableRow(doc: PDFKit.PDFDocument, cells: readonly string[], bold = false): void {
  keepRoom(doc, 30);
  const y = doc.y;
  doc.fontSize(9);
  let bottom = y;
  cells.forEach((cell, index) => {
    const x = COLUMNS[index]!;
    const width = (COLUMNS[index + 1] ?? RIGHT) - x - 6;
    const numeric = index >= 2;
    write(doc, cell, { x, y, width, align: numeric ? 'right' : 'left', bold });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = MARGIN;
  doc.y = bottom + 4;
}

/** A total's English label and amount on the right, the label's Arabic just before the English. */
export function totalRow(doc: PDFKit.PDFDocument, label: PaperLabel, value: string, bold = false, en = label.en): void {
  keepRoom(doc, 20);
  const y = doc.y;
  const font = bold ? 'Helvetica-Bold' : 'Helvetica';
  doc.font(font).fontSize(10);
  const englishStart = 470 - doc.widthOfString(en);
  doc.text(en, 300, y, { width: 170, align: 'right' });
  const bottom = doc.y;
  doc.fontSize(9);
  arabicBeside(doc, label, { y, englishSize: 10, right: englishStart - 8, bold });
  doc.font(font).fontSize(10);
  doc.text(value, 470, y, { width: RIGHT - 470, align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(bottom, doc.y);
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
  doc.fontSize(12);
  write(doc, seller.legalName, { x: MARGIN, bold: true });
  doc.fontSize(9);
  write(doc, `Trading as ${seller.tradingName}`);
  write(doc, seller.address);
  write(doc, `Phone ${seller.phone}   E-mail ${seller.email}`);
  const y = doc.y;
  write(doc, `${PAPER_LABELS.trn.en} ${seller.trn}`, { bold: true, width: 300 });
  arabicBeside(doc, PAPER_LABELS.trn, { y, englishSize: 9, bold: true });
  doc.x = MARGIN;
  doc.moveDown();
}

/** A heading in English on the left and in Arabic on the right ("Bill to", "Credit to"). */
function headingRow(doc: PDFKit.PDFDocument, heading: PaperLabel): void {
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).text(heading.en, MARGIN, y);
  const bottom = doc.y;
  arabicBeside(doc, heading, { y, englishSize: 10, bold: true });
  doc.x = MARGIN;
  doc.y = Math.max(bottom, doc.y);
}

/** The customer under `heading`: an Arabic name or address prints in Arabic, right to left. */
export function partyBlock(doc: PDFKit.PDFDocument, heading: PaperLabel, party: PdfParty): void {
  headingRow(doc, heading);
  write(doc, party.name);
  write(doc, party.address);
  write(doc, `${party.email}   ${party.phone}`);
  doc.moveDown();
}

/** The lines' table, its first column headed `firstHeading`, headed in both languages, ruled above and below. */
export function linesTable(doc: PDFKit.PDFDocument, firstHeading: PaperLabel, lines: readonly PdfLine[]): void {
  const headings = [firstHeading, PAPER_LABELS.sizeColour, PAPER_LABELS.quantity, PAPER_LABELS.unitPrice];
  const allHeadings = [...headings, PAPER_LABELS.amount];
  tableRow(
    doc,
    allHeadings.map((heading) => heading.en),
    true,
  );
  doc.y -= 4;
  tableRow(
    doc,
    allHeadings.map((heading) => heading.ar),
    true,
  );
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

/** The closing note on amounts, in both languages. */
export function amountsNote(doc: PDFKit.PDFDocument, extra?: PaperLabel): void {
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(8);
  write(doc, [PAPER_LABELS.amountsNote.en, extra?.en].filter(Boolean).join(' '), { x: MARGIN });
  mixedText(doc, [PAPER_LABELS.amountsNote.ar, extra?.ar].filter(Boolean).join(' '), {
    x: MARGIN,
    y: doc.y,
    width: RIGHT - MARGIN,
    align: 'right',
  });
}

function draw(doc: PDFKit.PDFDocument, invoice: TaxInvoice): void {
  const { seller, customer } = invoice;
  titleBlock(doc, PAPER_LABELS.taxInvoice);
  if (invoice.cancellationNote) {
    doc.fillColor('#b00020').text(CANCELLED_INVOICE_MARK, { align: 'right' });
    doc.font('Helvetica').fontSize(9).text(invoice.cancellationNote, { align: 'right' }).fillColor('#000000');
    doc.font('Helvetica-Bold');
  }
  sellerBlock(doc, seller);

  factRow(doc, PAPER_LABELS.invoiceNumber, invoice.number);
  factRow(doc, PAPER_LABELS.invoiceDate, invoice.invoiceDate);
  factRow(doc, PAPER_LABELS.order, `${invoice.orderId} of ${invoice.orderDate}`);
  factRow(doc, PAPER_LABELS.payment, invoice.paymentMethod);
  doc.moveDown();
  partyBlock(doc, PAPER_LABELS.billTo, customer);
  linesTable(doc, PAPER_LABELS.description, invoice.lines);

  totalRow(doc, PAPER_LABELS.subtotal, aed(invoice.subtotalFils));
  totalRow(doc, PAPER_LABELS.discount, `- ${aed(invoice.discountFils - invoice.codeDiscountFils)}`);
  if (invoice.discountCode) {
    totalRow(
      doc,
      PAPER_LABELS.discountCode,
      `- ${aed(invoice.codeDiscountFils)}`,
      false,
      `${PAPER_LABELS.discountCode.en} ${invoice.discountCode}`,
    );
  }
  totalRow(doc, PAPER_LABELS.total, aed(invoice.totalFils), true, `Total (${invoice.vatNote})`);
  totalRow(doc, PAPER_LABELS.vat, aed(invoice.vatFils), false, `VAT ${invoice.vatRatePercent}%`);
  totalRow(doc, PAPER_LABELS.totalExcludingVat, aed(invoice.totalExcludingVatFils));
  amountsNote(doc);
}

/** An A4 PDF drawn by `draw`, as one buffer. */
export function renderPdf(
  info: { Title: string; Author: string },
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info });
  registerArabicFonts(doc);
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
