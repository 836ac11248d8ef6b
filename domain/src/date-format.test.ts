import { describe, expect, it } from 'vitest';
import { formatDubaiDate, formatDubaiDateTime, formatLocalDate, readLocalDate } from './date-format.ts';

describe('formatLocalDate', () => {
  it('reads as day, short month and year', () => {
    expect(formatLocalDate('2026-11-25')).toBe('25 Nov 2026');
    expect(formatLocalDate('2026-09-01')).toBe('1 Sep 2026');
    expect(formatLocalDate('2027-01-31')).toBe('31 Jan 2027');
  });

  it('shows anything that is not a date as it came', () => {
    expect(formatLocalDate('soon')).toBe('soon');
    expect(formatLocalDate('2026-13-01')).toBe('2026-13-01');
  });
});

describe('formatDubaiDate', () => {
  it('gives the calendar date in Dubai (UTC+4)', () => {
    expect(formatDubaiDate('2026-11-22T10:00:00.000Z')).toBe('22 Nov 2026');
    // 22:30 UTC is already the next day in Dubai.
    expect(formatDubaiDate('2026-11-21T22:30:00.000Z')).toBe('22 Nov 2026');
    expect(formatDubaiDate('2026-12-31T19:59:59.000Z')).toBe('31 Dec 2026');
    expect(formatDubaiDate('2026-12-31T20:00:00.000Z')).toBe('1 Jan 2027');
  });

  it('shows an unreadable instant as it came', () => {
    expect(formatDubaiDate('not a date')).toBe('not a date');
  });
});

describe('formatDubaiDateTime', () => {
  it('adds the Dubai wall-clock time', () => {
    expect(formatDubaiDateTime('2026-11-21T22:30:00.000Z')).toBe('22 Nov 2026, 02:30');
    expect(formatDubaiDateTime('2026-11-22T10:05:00+04:00')).toBe('22 Nov 2026, 10:05');
  });

  it('shows an unreadable instant as it came', () => {
    expect(formatDubaiDateTime('')).toBe('');
  });
});

describe('readLocalDate', () => {
  it('reads back the dates formatLocalDate writes, and nothing else', () => {
    expect(readLocalDate('25 Nov 2026')).toBe('2026-11-25');
    expect(readLocalDate(formatLocalDate('2027-01-03'))).toBe('2027-01-03');
    expect(readLocalDate('3 Foo 2026')).toBeNull();
    expect(readLocalDate('2026-11-25')).toBeNull();
    expect(readLocalDate('')).toBeNull();
  });
});
