import { DUBAI_UTC_OFFSET_MINUTES, ESTIMATED_DELIVERY_DAYS } from './constants.ts';

/** The instant moved to Dubai wall-clock time, to be read with the getUTC* methods. */
function inDubai(instant: Date): Date {
  return new Date(instant.getTime() + DUBAI_UTC_OFFSET_MINUTES * 60_000);
}

/** The calendar date in Dubai of an instant, as YYYY-MM-DD. */
export function dubaiDate(instant: Date): string {
  return inDubai(instant).toISOString().slice(0, 10);
}

/** Estimated delivery: the order's Dubai calendar date plus three days, as YYYY-MM-DD. */
export function estimatedDeliveryDate(orderedAt: Date): string {
  const date = inDubai(orderedAt);
  date.setUTCDate(date.getUTCDate() + ESTIMATED_DELIVERY_DAYS);
  return date.toISOString().slice(0, 10);
}

/** Whether a value is a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The instant a Dubai calendar day (YYYY-MM-DD) begins: midnight in Dubai is 20:00 UTC the day before. */
export function dubaiDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - DUBAI_UTC_OFFSET_MINUTES * 60_000);
}

/** The instant a Dubai calendar day ends (exclusive): the start of the next day. */
export function dubaiDayEnd(date: string): Date {
  return new Date(dubaiDayStart(date).getTime() + 86_400_000);
}
