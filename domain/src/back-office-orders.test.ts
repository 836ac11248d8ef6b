import { describe, expect, it } from 'vitest';
import {
  cashToCollectFils,
  collectText,
  looksLikePhone,
  nameSearchText,
  phoneSearchDigits,
  shopCancelReasonProblem,
} from './back-office-orders.ts';
import { PAYMENT_METHOD } from './constants.ts';

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

describe('the cash a courier collects', () => {
  it('is the whole total of a cash-on-delivery order, as the packing slip prints it', () => {
    expect(cashToCollectFils({ paymentMethod: PAYMENT_METHOD, totalFils: 39_600 })).toBe(39_600);
    expect(collectText(39_600)).toBe('collect AED 396.00');
  });

  it('is nothing for an order paid some other way', () => {
    expect(cashToCollectFils({ paymentMethod: 'Card', totalFils: 39_600 })).toBeNull();
  });
});

describe('the name an order search compares', () => {
  it('finds Latin names whatever their case and accents', () => {
    expect(nameSearchText('  Aishah   KHAN ')).toBe('aishah khan');
    expect(nameSearchText('Zoë Ångström')).toBe('zoe angstrom');
  });

  it('finds Arabic names with or without vowel marks, hamza seats and tatweel', () => {
    expect(nameSearchText('مُحَمَّد')).toBe('محمد');
    expect(nameSearchText('أحمد')).toBe(nameSearchText('احمد'));
    expect(nameSearchText('إيمان')).toBe(nameSearchText('ايمان'));
    expect(nameSearchText('مصطفى')).toBe(nameSearchText('مصطفي'));
    expect(nameSearchText('فاطمة')).toBe(nameSearchText('فاطمه'));
    expect(nameSearchText('محـــمد')).toBe('محمد');
  });
});
