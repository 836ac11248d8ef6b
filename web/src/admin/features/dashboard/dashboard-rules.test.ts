import { describe, expect, it } from 'vitest';
import { aedText, chartSummary, periodLabel, shortDay } from './dashboard-rules.ts';

describe('dashboard words', () => {
  it('names the periods', () => {
    expect([1, 7, 30].map(periodLabel)).toEqual(['Today', 'Last 7 days', 'Last 30 days']);
  });

  it('writes money as the shop does, and days short', () => {
    expect(aedText(1234.5)).toBe('AED 1234.50');
    expect(aedText(0)).toBe('AED 0.00');
    expect(shortDay('2026-11-05')).toBe('5 Nov');
  });
});

describe('chartSummary', () => {
  const day = (date: string, orders: number, revenue: number) => ({ date, orders, revenue });

  it('gives the total and the best day', () => {
    expect(chartSummary([day('2026-11-01', 1, 89), day('2026-11-02', 2, 178), day('2026-11-03', 0, 0)])).toBe(
      'Revenue over the last 3 days: AED 267.00 from 3 orders; the best day was 2 Nov 2026 with AED 178.00.',
    );
  });

  it('says so when nothing sold', () => {
    expect(chartSummary([day('2026-11-01', 0, 0)])).toBe('Revenue over the last day: no sales.');
    expect(chartSummary([])).toBe('Revenue over the last 0 days: no sales.');
  });
});
