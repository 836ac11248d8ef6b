import { aedToFils, formatAed } from '@store/domain';
import { formatLocalDate } from '@/lib/dubai-dates.ts';

/** Low-stock variants the dashboard lists, lowest first. */
export const LOW_STOCK_SHOWN = 10;

/** 'Today', 'Last 7 days', 'Last 30 days'. */
export function periodLabel(days: number): string {
  return days === 1 ? 'Today' : `Last ${days} days`;
}

/** 'AED 1234.50', as the shop writes prices (for text that is not a <Price>: the chart and its summary). */
export function aedText(amount: number): string {
  return `AED ${formatAed(aedToFils(amount))}`;
}

/** '2026-11-25' → '25 Nov': the chart's days are all within a month or two of today. */
export function shortDay(date: string): string {
  return formatLocalDate(date).replace(/ \d{4}$/, '');
}

export interface DaySales {
  date: string;
  orders: number;
  revenue: number;
}

/** The chart in words, for those who cannot see it: the total, and the best day. */
export function chartSummary(days: readonly DaySales[]): string {
  const revenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const best = days.reduce<DaySales | undefined>(
    (top, day) => (!top || day.revenue > top.revenue ? day : top),
    undefined,
  );
  const period = days.length === 1 ? 'the last day' : `the last ${days.length} days`;
  if (!best || revenue === 0) return `Revenue over ${period}: no sales.`;
  const count = orders === 1 ? '1 order' : `${orders} orders`;
  return `Revenue over ${period}: ${aedText(revenue)} from ${count}; the best day was ${formatLocalDate(best.date)} with ${aedText(best.revenue)}.`;
}
