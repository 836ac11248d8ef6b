import { describe, expect, it } from 'vitest';
import { looksLikePhone, phoneSearchDigits, shopCancelReasonProblem } from './back-office-orders.ts';

describe('phone search digits', () => {
  it('drops separators and the country or trunk prefix', () => {
    expect(phoneSearchDigits('050 123 4567')).toBe('501234567');
    expect(phoneSearchDigits('+971 50 123 4567')).toBe('501234567');
    expect(phoneSearchDigits('00971-50-123-4567')).toBe('501234567');
    expect(phoneSearchDigits('(04) 123 4567')).toBe('41234567');
    expect(phoneSearchDigits('4567')).toBe('4567');
  });
  it('tells phone-like searches from order numbers and e-mails', () => {
    expect(looksLikePhone('050 123')).toBe(true);
    expect(looksLikePhone('+971')).toBe(true);
    expect(looksLikePhone('12')).toBe(false);
    expect(looksLikePhone('261122K7Q2')).toBe(false);
    expect(looksLikePhone('a@b.ae')).toBe(false);
  });
});

describe('shop cancel reason', () => {
  it('is 1 to 300 characters of text', () => {
    expect(shopCancelReasonProblem('Out of stock at the supplier')).toBeUndefined();
    expect(shopCancelReasonProblem('x'.repeat(300))).toBeUndefined();
    expect(shopCancelReasonProblem('x'.repeat(301))).toBe('The reason must be at most 300 characters.');
    expect(shopCancelReasonProblem('  ')).toBe('A reason for cancelling is required.');
    expect(shopCancelReasonProblem(undefined)).toBe('A reason for cancelling is required.');
    expect(shopCancelReasonProblem(42)).toBe('A reason for cancelling is required.');
  });
});
