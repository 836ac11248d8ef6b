import { describe, expect, it } from 'vitest';
import { summariseSales, type SaleRecord } from './sales-summary.ts';

// 10:00 in Dubai on 23 November 2026.
const NOW = new Date('2026-11-23T06:00:00Z');
const sale = (
  placedAt: string,
  totalFils: number,
  status = 'PLACED',
  collectedFils: number | null = null,
  codeDiscountFils = 0,
): SaleRecord => ({
  placedAt,
  status,
  totalFils,
  collectedFils,
  codeDiscountFils,
});

describe('summariseSales', () => {
  const records = [
    sale('2026-11-23T05:00:00Z', 10_000), // today
    sale('2026-11-22T21:00:00Z', 5_000, 'DELIVERED', 5_000), // 01:00 today in Dubai: today
    sale('2026-11-22T19:00:00Z', 7_000, 'PLACED', null, 700), // 23:00 yesterday in Dubai, with a code
    sale('2026-11-18T10:00:00Z', 3_000, 'CANCELLED', null, 300),
    sale('2026-11-01T10:00:00Z', 2_000, 'DELIVERED', 2_000),
    sale('2026-10-01T10:00:00Z', 9_000), // outside 30 days
  ];
  const summary = summariseSales(records, NOW);

  it('sums today, 7 and 30 Dubai days and what codes gave, leaving cancelled orders out', () => {
    expect(summary.periods).toEqual([
      {
        days: 1,
        orders: 2,
        revenueFils: 15_000,
        cashExpectedFils: 10_000,
        cashCollectedFils: 5_000,
        codeDiscountFils: 0,
      },
      {
        days: 7,
        orders: 3,
        revenueFils: 22_000,
        cashExpectedFils: 17_000,
        cashCollectedFils: 5_000,
        codeDiscountFils: 700,
      },
      {
        days: 30,
        orders: 4,
        revenueFils: 24_000,
        cashExpectedFils: 17_000,
        cashCollectedFils: 7_000,
        codeDiscountFils: 700,
      },
    ]);
  });

  it('gives each of the 30 days, oldest first, ending today', () => {
    expect(summary.daily).toHaveLength(30);
    expect(summary.daily.at(-1)).toEqual({ date: '2026-11-23', orders: 2, revenueFils: 15_000 });
    expect(summary.daily.at(-2)).toEqual({ date: '2026-11-22', orders: 1, revenueFils: 7_000 });
    expect(summary.daily[0]!.date).toBe('2026-10-25');
    expect(summary.since).toBe('2026-10-24T20:00:00.000Z');
  });
});
