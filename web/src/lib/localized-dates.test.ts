import { describe, expect, it } from 'vitest';
import { localizedDates } from './localized-dates.ts';

const instant = '2026-11-21T22:30:00Z'; // 22 Nov in Dubai, 02:30

describe('localizedDates', () => {
  it('keeps the English format of the domain', () => {
    const dates = localizedDates('en');
    expect(dates.date(instant)).toBe('22 Nov 2026');
    expect(dates.dateTime(instant)).toBe('22 Nov 2026, 02:30');
    expect(dates.localDate('2026-11-25')).toBe('25 Nov 2026');
  });

  it('writes Arabic month names with Latin digits, on the Dubai calendar day', () => {
    const dates = localizedDates('ar');
    expect(dates.date(instant)).toBe('22 نوفمبر 2026');
    expect(dates.dateTime(instant)).toMatch(/^22 نوفمبر 2026.*02:30$/);
    expect(dates.localDate('2026-11-25')).toBe('25 نوفمبر 2026');
    expect(dates.date(instant)).not.toMatch(/[٠-٩]/);
  });

  it('shows what it cannot read as it came', () => {
    expect(localizedDates('ar').date('soon')).toBe('soon');
    expect(localizedDates('ar').localDate('2026-13')).toBe('2026-13');
  });
});
