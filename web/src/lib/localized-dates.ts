import { formatDubaiDate, formatDubaiDateTime, formatLocalDate, INTL_LOCALE, type Locale } from '@store/domain';

/** How a page writes dates to the shopper in its language, always in Dubai time. */
export interface LocalizedDates {
  /** The Dubai calendar date of an instant: '22 Nov 2026', '22 نوفمبر 2026'. */
  date(instant: string): string;
  /** The Dubai date and 24-hour time of an instant: '22 Nov 2026, 02:30'. */
  dateTime(instant: string): string;
  /** A calendar day ('2026-11-25') as it is: '25 Nov 2026'. */
  localDate(day: string): string;
}

const ENGLISH: LocalizedDates = { date: formatDubaiDate, dateTime: formatDubaiDateTime, localDate: formatLocalDate };

const DAY = { day: 'numeric', month: 'long', year: 'numeric' } as const;
const LOCAL_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Arabic month names with Latin digits (INTL_LOCALE), through Intl; anything unreadable is shown as it came. Each
 * format is built when first used: building one costs a long task on a slow phone, and most pages write no date.
 */
function intlDates(locale: Locale): LocalizedDates {
  const lazyFormat = (options: Intl.DateTimeFormatOptions) => {
    let format: Intl.DateTimeFormat | undefined;
    return (date: Date) => (format ??= new Intl.DateTimeFormat(INTL_LOCALE[locale], options)).format(date);
  };
  const inDubai = lazyFormat({ ...DAY, timeZone: 'Asia/Dubai' });
  const withTime = lazyFormat({ ...DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Dubai' });
  const onTheDay = lazyFormat({ ...DAY, timeZone: 'UTC' });
  const read = (instant: string) => {
    const date = new Date(instant);
    return Number.isNaN(date.getTime()) ? null : date;
  };
  return {
    date: (instant) => {
      const date = read(instant);
      return date ? inDubai(date) : instant;
    },
    dateTime: (instant) => {
      const date = read(instant);
      return date ? withTime(date) : instant;
    },
    localDate: (day) => (LOCAL_DAY.test(day) ? onTheDay(new Date(`${day}T00:00:00Z`)) : day),
  };
}

const ARABIC = intlDates('ar');

/** English keeps the domain's own format (the spec's, the same as in mail); Arabic goes through Intl. */
export const localizedDates = (locale: Locale): LocalizedDates => (locale === 'en' ? ENGLISH : ARABIC);
