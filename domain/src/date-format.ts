import { DUBAI_UTC_OFFSET_MINUTES } from './constants.ts';
import { dubaiDate } from './delivery.ts';

/** How the shop writes a date to people, on the site and in mail alike: '29 Nov 2026', in Dubai time. */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2026-11-25' → '25 Nov 2026'; anything else is shown as it came. Spelt out here, not by Intl, so it never varies. */
export function formatLocalDate(date: string): string {
  const match = LOCAL_DATE.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return date;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

const WRITTEN_DATE = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/;

/** '25 Nov 2026' (as formatLocalDate writes it) → '2026-11-25'; null for anything else. */
export function readLocalDate(written: string): string | null {
  const match = WRITTEN_DATE.exec(written);
  const month = match ? MONTHS.indexOf(match[2]!) + 1 : 0;
  if (!match || month === 0) return null;
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
}

function parse(instant: string): Date | null {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The Dubai calendar date of an instant: '2026-11-21T22:30:00Z' → '22 Nov 2026'. */
export function formatDubaiDate(instant: string): string {
  const date = parse(instant);
  return date ? formatLocalDate(dubaiDate(date)) : instant;
}

/** The Dubai date and 24-hour time of an instant: '22 Nov 2026, 02:30'. */
export function formatDubaiDateTime(instant: string): string {
  const date = parse(instant);
  if (!date) return instant;
  const wallClock = new Date(date.getTime() + DUBAI_UTC_OFFSET_MINUTES * 60_000).toISOString();
  return `${formatLocalDate(dubaiDate(date))}, ${wallClock.slice(11, 16)}`;
}
