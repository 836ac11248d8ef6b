import { PAPER_LABELS } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { creditNotePdf } from '../returns/credit-note-pdf.ts';
import type { CreditNote } from '../returns/credit-note.service.ts';
import { pdftotext } from './admin-orders.fixtures.ts';
import { invoicePdf } from './invoice-pdf.ts';
import type { TaxInvoice } from './invoice.service.ts';
import { displayRuns } from './pdf-mixed-text.ts';

/** An issued invoice as the backend answers it, to be drawn without a database. */
function invoice(customer: Partial<TaxInvoice['customer']> = {}, description = 'Racing jacket'): TaxInvoice {
  return {
    title: 'Tax Invoice',
    number: 'INV-000042',
    sequence: 42,
    issuedAt: '2026-11-26T08:00:00.000Z',
    invoiceDate: '2026-11-26',
    orderId: 'ORD-1001',
    orderDate: '2026-11-25',
    orderStatus: 'CONFIRMED',
    paymentMethod: 'Cash on delivery',
    currency: 'AED',
    seller: {
      legalName: 'Speed Threads Trading LLC',
      tradingName: 'Speed Threads',
      address: 'Office 4, Al Quoz 1, Dubai',
      phone: '+971 4 000 0000',
      email: 'shop@example.ae',
      trn: '100000000000003',
    },
    customer: {
      name: 'Aisha Khan',
      address: 'Flat 1203, Marina Heights, Al Marsa Street, Dubai Marina, Dubai',
      email: 'aisha@example.ae',
      phone: '050 123 4567',
      ...customer,
    },
    lines: [{ description, size: 'M', colour: 'Red', quantity: 2, unitPriceFils: 35_000, lineTotalFils: 70_000 }],
    subtotalFils: 70_000,
    discountFils: 0,
    discountCode: null,
    codeDiscountFils: 0,
    totalFils: 70_000,
    vatRatePercent: 5,
    vatFils: 3_333,
    totalExcludingVatFils: 66_667,
    vatNote: 'VAT 5% included',
    cancelled: false,
    cancellationNote: null,
  } as TaxInvoice;
}

/** The text's lines, blanks dropped and runs of spaces made one, as a reader compares them. */
async function lines(pdf: Promise<Buffer>): Promise<string[]> {
  return pdftotext(await pdf)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const ARABIC_LETTERS = /\p{Script=Arabic}/gu;

describe('the tax invoice PDF in Arabic', () => {
  it('prints an Arabic name and address in Arabic, in logical order, never as "?"', async () => {
    const customer = { name: 'سلام الشامسي', address: 'فيلا 12، شارع الوصل، جميرا 1، دبي' };
    const text = await lines(invoicePdf(invoice(customer)));
    // Lam-alef (سلام) and this face's other ligatures come out as the letters typed.
    expect(text).toContain('سلام الشامسي');
    // The address mixes numbers in: pdftotext (which has no full bidi algorithm) may list its right-to-left
    // stretches in the order they stand on the page, but each stretch reads in logical order.
    const address = text.find((line) => line.includes('الوصل'))!;
    for (const stretch of ['فيلا', '12', 'شارع الوصل', 'جميرا', '1', 'دبي']) expect(address).toContain(stretch);
    expect(text.join('\n')).not.toContain('?');
  });

  it('titles and labels the invoice in English and Arabic', async () => {
    const text = (await lines(invoicePdf(invoice()))).join('\n');
    expect(text).toContain('TAX INVOICE\nفاتورة ضريبية');
    for (const label of ['invoiceNumber', 'invoiceDate', 'billTo', 'quantity', 'unitPrice', 'vat', 'trn'] as const) {
      expect(text).toContain(PAPER_LABELS[label].ar);
    }
    expect(text).toContain(PAPER_LABELS.totalExcludingVat.ar);
  });

  it('reads as before for an English-only invoice: the same lines, in the same order', async () => {
    const layout = pdftotext(await invoicePdf(invoice()), '-layout');
    const english = layout
      .split('\n')
      .map((line) => line.replace(ARABIC_LETTERS, '').replace(/\s+/g, ' ').trim())
      .filter((line) => /[A-Za-z0-9]/.test(line));
    expect(english).toEqual([
      'TAX INVOICE',
      'Speed Threads Trading LLC',
      'Trading as Speed Threads',
      'Office 4, Al Quoz 1, Dubai',
      'Phone +971 4 000 0000 E-mail shop@example.ae',
      'TRN 100000000000003',
      'Invoice number: INV-000042',
      'Invoice date: 2026-11-26',
      'Order: ORD-1001 of 2026-11-25',
      'Payment: Cash on delivery',
      'Bill to',
      'Aisha Khan',
      'Flat 1203, Marina Heights, Al Marsa Street, Dubai Marina, Dubai',
      'aisha@example.ae 050 123 4567',
      'Description Size / colour Qty Unit price Amount',
      'Racing jacket M / Red 2 350.00 700.00',
      'Subtotal AED 700.00',
      'Discount - AED 0.00',
      'Total (VAT 5% included) AED 700.00',
      'VAT 5% AED 33.33',
      'Total excluding VAT AED 666.67',
      'Amounts in UAE dirhams (AED). Prices include VAT.',
    ]);
  });

  it('prints an Arabic product name in the lines table', async () => {
    const text = await lines(invoicePdf(invoice({}, 'قميص سباق أحمر')));
    expect(text.some((line) => line.includes('قميص سباق أحمر'))).toBe(true);
  });

  it('prints a name mixing Arabic, Latin, digits, emoji and unassigned code points without losing an Arabic letter', async () => {
    const name = 'Ahmed أحمد 42 😀 علي\u200d\u202e\u061c\ufeff x\u0378\u{10fffe}\u{e0001} ٣٤٥';
    const text = (await lines(invoicePdf(invoice({ name })))).join('\n');
    for (const word of ['Ahmed', 'أحمد', '42', 'علي', '٣٤٥']) expect(text).toContain(word);
    // The emoji and the code points no face has are one '?' each; the format characters are dropped.
    const nameLine = text.split('\n').find((line) => line.includes('Ahmed'))!;
    expect(nameLine.match(/\?/g)).toHaveLength(3);
    expect(nameLine.match(ARABIC_LETTERS)?.length).toBe(name.replace(/\p{Cf}/gu, '').match(ARABIC_LETTERS)?.length);
  });

  it('wraps an oversized Arabic address over lines and pages without losing a word', async () => {
    const address = Array.from({ length: 400 }, (_, index) => `شارع ${index + 1}`).join('، ');
    const pdf = await invoicePdf(invoice({ address }));
    const text = pdftotext(pdf);
    expect(text.match(/شارع/g)).toHaveLength(400);
    const numbers = new Set(text.match(/\d+/g)!.map(Number));
    for (let index = 1; index <= 400; index += 1) expect(numbers.has(index), String(index)).toBe(true);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)!.length).toBeGreaterThan(1);
  });

  it('prints the credit note bilingual, with an Arabic customer', async () => {
    const source = invoice({ name: 'مريم الكعبي' });
    const note = {
      ...source,
      number: 'CN-000007',
      creditNoteDate: '2026-11-30',
      invoice: { number: source.number, date: source.invoiceDate },
      grossFils: 70_000,
      adjustmentFils: 0,
      adjustmentLabel: PAPER_LABELS.creditNoteAdjustment.en,
    } as unknown as CreditNote;
    const text = (await lines(creditNotePdf(note))).join('\n');
    expect(text).toContain('TAX CREDIT NOTE\nإشعار دائن ضريبي');
    expect(text).toContain('مريم الكعبي');
    expect(text).toContain('Credit note number: CN-000007');
    expect(text).toContain(PAPER_LABELS.creditNoteReduces.ar);
  });
});

describe('a line in display order', () => {
  it('puts Arabic words right to left and keeps numbers and Latin left to right inside them', () => {
    const runs = displayRuns('سلام (فيلا 12)، Dubai', 'regular').map((run) => run.text);
    // Left to right on the page: the Latin word ends the line on the left, the first Arabic word is on the right;
    // each Arabic run is handed to the shaper in logical order, and the brackets are mirrored.
    expect(runs.join('|')).toBe('Dubai| |،|(|12| |فيلا|) |سلام');
  });

  it('keeps an English line as it is', () => {
    expect(displayRuns('Flat 12 (Marina)', 'regular')).toEqual([{ text: 'Flat 12 (Marina)', font: 'Helvetica' }]);
  });
});
