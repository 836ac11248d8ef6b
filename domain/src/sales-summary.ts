import { dubaiDate, dubaiDayStart } from './delivery.ts';

/** The periods the back office's dashboard sums, in Dubai days ending today. */
export const DASHBOARD_PERIODS = [1, 7, 30] as const;
export const DASHBOARD_DAYS = 30;

/** One order as the dashboard counts it. */
export interface SaleRecord {
  placedAt: string;
  status: string;
  totalFils: number;
  /** What the courier's cash came to, once recorded. */
  collectedFils: number | null;
  /** What a discount code took off (0 without one). */
  codeDiscountFils?: number;
}

export interface PeriodSummary {
  days: number;
  /** Orders placed, cancelled ones aside. */
  orders: number;
  revenueFils: number;
  /** Cash still to come in for those orders (cash on delivery, not yet recorded). */
  cashExpectedFils: number;
  cashCollectedFils: number;
  /** What discount codes took off those orders. */
  codeDiscountFils: number;
}

export interface DaySummary {
  date: string;
  orders: number;
  revenueFils: number;
}

/** Orders that will not be paid for: they do not count as sales. */
const UNPAID = new Set(['CANCELLED', 'RETURNED']);

/** The first Dubai day of a period of `days` ending on `today`. */
function periodStart(today: string, days: number): string {
  return dubaiDate(new Date(dubaiDayStart(today).getTime() - (days - 1) * 86_400_000));
}

/** Orders and revenue today and over 7 and 30 days, cash expected vs collected, and each of the 30 days. */
export function summariseSales(records: readonly SaleRecord[], now: Date) {
  const today = dubaiDate(now);
  const sales = records
    .filter((record) => !UNPAID.has(record.status))
    .map((record) => ({ ...record, day: dubaiDate(new Date(record.placedAt)) }));
  const periods: PeriodSummary[] = DASHBOARD_PERIODS.map((days) => {
    const from = periodStart(today, days);
    const inPeriod = sales.filter((sale) => sale.day >= from && sale.day <= today);
    const collected = inPeriod.reduce((sum, sale) => sum + (sale.collectedFils ?? 0), 0);
    const expected = inPeriod
      .filter((sale) => sale.collectedFils === null)
      .reduce((sum, sale) => sum + sale.totalFils, 0);
    return {
      days,
      orders: inPeriod.length,
      revenueFils: inPeriod.reduce((sum, sale) => sum + sale.totalFils, 0),
      cashExpectedFils: expected,
      cashCollectedFils: collected,
      codeDiscountFils: inPeriod.reduce((sum, sale) => sum + (sale.codeDiscountFils ?? 0), 0),
    };
  });
  const daily: DaySummary[] = Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
    const date = periodStart(today, DASHBOARD_DAYS - index);
    const ofDay = sales.filter((sale) => sale.day === date);
    return { date, orders: ofDay.length, revenueFils: ofDay.reduce((sum, sale) => sum + sale.totalFils, 0) };
  });
  return { periods, daily, since: dubaiDayStart(periodStart(today, DASHBOARD_DAYS)).toISOString() };
}
