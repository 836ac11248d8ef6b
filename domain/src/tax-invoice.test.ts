import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, isTrn, normaliseTrn, vatIncluded } from './tax-invoice.ts';

describe('VAT included in a price', () => {
  it('is total × 5 / 105, rounded to the fils', () => {
    expect(vatIncluded(10500)).toBe(500);
    expect(vatIncluded(7999)).toBe(381); // 380.90…
    expect(vatIncluded(100)).toBe(5); // 4.76…
    expect(vatIncluded(10)).toBe(0); // 0.476…
    expect(vatIncluded(11)).toBe(1); // 0.523…
    expect(vatIncluded(0)).toBe(0);
  });
  it('matches exact arithmetic for every total up to 1,000 AED', () => {
    for (let total = 0; total <= 100_000; total += 7) {
      const exact = (total * 5) / 105;
      expect(Math.abs(vatIncluded(total) - exact)).toBeLessThanOrEqual(0.5);
    }
  });
  it('refuses totals that are not whole fils', () => {
    expect(() => vatIncluded(1.5)).toThrow(RangeError);
    expect(() => vatIncluded(-1)).toThrow(RangeError);
  });
});

describe('invoice numbers', () => {
  it('pads the sequence to six digits', () => {
    expect(formatInvoiceNumber(1)).toBe('INV-000001');
    expect(formatInvoiceNumber(123456)).toBe('INV-123456');
    expect(formatInvoiceNumber(1234567)).toBe('INV-1234567');
    expect(() => formatInvoiceNumber(0)).toThrow(RangeError);
  });
});

describe('TRN', () => {
  it('is 15 digits, spaces and hyphens aside', () => {
    expect(isTrn('100000000000003')).toBe(true);
    expect(isTrn('100-0000-0000-0003')).toBe(true);
    expect(normaliseTrn('100 0000 0000 0003')).toBe('100000000000003');
    expect(isTrn('10000000000000')).toBe(false);
    expect(isTrn('1000000000000031')).toBe(false);
    expect(isTrn('10000000000000A')).toBe(false);
    expect(isTrn(100000000000003)).toBe(false);
  });
});
