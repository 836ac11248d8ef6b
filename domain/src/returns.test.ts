import { describe, expect, it } from 'vitest';
import { canMoveReturn, isWithinReturnWindow, returnRefusal, returnWindowLastDay } from './returns.ts';

describe('the return status machine', () => {
  it('goes requested → approved → received → refunded or exchanged, or requested → refused', () => {
    expect(canMoveReturn('REQUESTED', 'APPROVED')).toBe(true);
    expect(canMoveReturn('REQUESTED', 'REFUSED')).toBe(true);
    expect(canMoveReturn('APPROVED', 'RECEIVED')).toBe(true);
    expect(canMoveReturn('RECEIVED', 'REFUNDED')).toBe(true);
    expect(canMoveReturn('RECEIVED', 'EXCHANGED')).toBe(true);
  });
  it('skips no step and never leaves an end', () => {
    expect(canMoveReturn('REQUESTED', 'RECEIVED')).toBe(false);
    expect(canMoveReturn('APPROVED', 'REFUNDED')).toBe(false);
    expect(canMoveReturn('REFUSED', 'APPROVED')).toBe(false);
    expect(canMoveReturn('REFUNDED', 'REFUNDED')).toBe(false);
    expect(canMoveReturn('EXCHANGED', 'REFUNDED')).toBe(false);
  });
});

describe('the return window', () => {
  // Delivered 1 March 2026 at 23:30 Dubai time (19:30 UTC).
  const delivered = new Date('2026-03-01T19:30:00Z');
  it('runs to the end of the Dubai day seven days after delivery', () => {
    expect(returnWindowLastDay(delivered)).toBe('2026-03-08');
    expect(isWithinReturnWindow(delivered, new Date('2026-03-08T19:59:59Z'))).toBe(true);
    expect(isWithinReturnWindow(delivered, new Date('2026-03-08T20:00:00Z'))).toBe(false);
  });
  it('follows the setting', () => {
    expect(returnWindowLastDay(delivered, 14)).toBe('2026-03-15');
    expect(isWithinReturnWindow(delivered, new Date('2026-03-01T19:45:00Z'), 0)).toBe(true);
    expect(isWithinReturnWindow(delivered, new Date('2026-03-01T20:00:00Z'), 0)).toBe(false);
  });
  it('refuses an order not delivered, and one past its window, with the reason', () => {
    const now = new Date('2026-03-05T10:00:00Z');
    expect(returnRefusal({ status: 'DISPATCHED', deliveredAt: null }, now)).toEqual({
      code: 'NOT_DELIVERED',
      message: 'Only a delivered order can be returned.',
    });
    expect(returnRefusal({ status: 'DELIVERED', deliveredAt: delivered }, now)).toBeNull();
    expect(returnRefusal({ status: 'DELIVERED', deliveredAt: delivered }, new Date('2026-03-09T08:00:00Z'))).toEqual({
      code: 'WINDOW_CLOSED',
      message: 'The 7-day return window for this order ended on 2026-03-08.',
      date: '2026-03-08',
    });
  });
});
