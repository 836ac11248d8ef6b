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
