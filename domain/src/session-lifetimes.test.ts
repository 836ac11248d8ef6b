import { describe, expect, it } from 'vitest';
import { shouldRenew, slidingExpiry } from './session-lifetimes.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const start = Date.UTC(2026, 10, 1);

describe('session lifetimes', () => {
  it('a shopper who remembers is kept a week past each visit, never past 30 days from sign-in', () => {
    expect(slidingExpiry('customer', true, start, start)).toBe(start + 7 * DAY);
    expect(slidingExpiry('customer', true, start, start + 6 * DAY)).toBe(start + 13 * DAY);
    expect(slidingExpiry('customer', true, start, start + 28 * DAY)).toBe(start + 30 * DAY);
  });

  it('a shopper who does not remember is kept a day at most', () => {
    expect(slidingExpiry('customer', false, start, start)).toBe(start + DAY);
  });

  it('staff are kept 30 minutes past each request, a day at most', () => {
    expect(slidingExpiry('staff', false, start, start + 10 * MINUTE)).toBe(start + 40 * MINUTE);
    expect(slidingExpiry('staff', true, start, start + DAY - MINUTE)).toBe(start + DAY);
  });

  it('renews only once enough time has passed since the last renewal', () => {
    const expiresAt = slidingExpiry('staff', false, start, start);
    expect(shouldRenew('staff', false, start, expiresAt, start + 30_000)).toBe(false);
    expect(shouldRenew('staff', false, start, expiresAt, start + MINUTE)).toBe(true);
    const customer = slidingExpiry('customer', true, start, start);
    expect(shouldRenew('customer', true, start, customer, start + 30 * MINUTE)).toBe(false);
    expect(shouldRenew('customer', true, start, customer, start + 61 * MINUTE)).toBe(true);
    // At the end of its lifetime there is nothing left to renew.
    const last = start + 30 * DAY;
    expect(shouldRenew('customer', true, start, last, last - MINUTE)).toBe(false);
  });
});
