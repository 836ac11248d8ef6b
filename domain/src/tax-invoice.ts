import type { Fils } from './pricing.ts';

/** UAE VAT: the shop's prices include it at the standard rate. */
export const VAT_RATE_PERCENT = 5;

/** The line a tax invoice prints under its total. */
export const VAT_INCLUDED_NOTE = `VAT ${VAT_RATE_PERCENT}% included`;

/**
 * The VAT inside a VAT-inclusive amount: total × 5 / 105, rounded to the nearest fils (half up), in whole
 * numbers so that no floating-point error can move a fils.
 */
export function vatIncluded(totalFils: Fils): Fils {
  if (!Number.isSafeInteger(totalFils) || totalFils < 0) throw new RangeError('A total is a whole number of fils.');
  const gross = 100 + VAT_RATE_PERCENT;
  return Math.floor((2 * totalFils * VAT_RATE_PERCENT + gross) / (2 * gross));
}

/** Invoice numbers are one gapless sequence: 1 → 'INV-000001'; past 999,999 the number just grows. */
export function formatInvoiceNumber(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError('An invoice sequence starts at 1.');
  return `INV-${String(sequence).padStart(6, '0')}`;
}

/** A UAE Tax Registration Number as written, spaces and hyphens dropped: '100-0000 0000 0003' → '100000000000003'. */
export function normaliseTrn(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/**
 * Whether a value is a UAE TRN: 15 digits (spaces and hyphens between them allowed). The Federal Tax Authority
 * publishes no check digit, so none is checked.
 */
export function isTrn(value: unknown): value is string {
  return typeof value === 'string' && /^\d{15}$/.test(normaliseTrn(value));
}

/** The mark across an issued invoice whose order was cancelled: it stays on record until its credit note. */
export const CANCELLED_INVOICE_MARK = 'CANCELLED';
export const CANCELLED_INVOICE_NOTE =
  'The order was cancelled after this invoice was issued. The invoice keeps its number; a credit note reverses it.';

/** Whether an issued invoice is to be marked cancelled: its order was cancelled after it was issued. */
export function isInvoiceCancelled(orderStatus: string): boolean {
  return orderStatus === 'CANCELLED';
}
