import { describe, expect, it } from 'vitest';
import { dubaiDate, dubaiDayEnd, dubaiDayStart, estimatedDeliveryDate, isCalendarDate } from './delivery.ts';

describe('estimated delivery', () => {
  it('is the order date plus three days', () => {
    expect(estimatedDeliveryDate(new Date('2026-11-22T08:00:00Z'))).toBe('2026-11-25');
  });
  it('counts from the Dubai calendar date (UTC+4)', () => {
    const lateEveningUtc = new Date('2026-11-22T21:30:00Z'); // already 23 Nov in Dubai
    expect(dubaiDate(lateEveningUtc)).toBe('2026-11-23');
    expect(estimatedDeliveryDate(lateEveningUtc)).toBe('2026-11-26');
  });
  it('rolls over month ends', () => {
    expect(estimatedDeliveryDate(new Date('2026-02-27T10:00:00Z'))).toBe('2026-03-02');
  });
});

describe('Dubai days', () => {
  it('start at 20:00 UTC the day before and end 24 hours later', () => {
    expect(dubaiDayStart('2026-11-22').toISOString()).toBe('2026-11-21T20:00:00.000Z');
    expect(dubaiDayEnd('2026-11-22').toISOString()).toBe('2026-11-22T20:00:00.000Z');
    expect(dubaiDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T20:00:00.000Z');
  });
  it('are named by real calendar dates only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('2026-11-22T00:00:00Z')).toBe(false);
    expect(isCalendarDate(20261122)).toBe(false);
  });
});
