import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMO_MESSAGES, promoBarMessages, welcomeOfferHeading, welcomeOfferLine } from './store-offers.ts';

describe('the promo bar', () => {
  it('reads by default exactly as the spec words the offers, in order', () => {
    expect(promoBarMessages(DEFAULT_PROMO_MESSAGES, 10)).toEqual([
      'Free shipping on all orders',
      'Free returns within 7 days',
      'Buy 1 get 40% off',
      'Buy 2 get an additional 20 AED discount',
      'Hot sale 25% OFF',
      'Sign up for 10% off your first order',
    ]);
  });
  it('follows the welcome offer as set, and drops its message while there is none', () => {
    expect(promoBarMessages(['Sign up for {offer} off'], 15)).toEqual(['Sign up for 15% off']);
    expect(promoBarMessages(DEFAULT_PROMO_MESSAGES, 0)).not.toContain('Sign up for 0% off your first order');
    expect(promoBarMessages(DEFAULT_PROMO_MESSAGES, 0)).toHaveLength(5);
  });
});

describe('the newsletter offer texts', () => {
  it('say the same offer as the promo bar and the mail', () => {
    expect(welcomeOfferHeading(10)).toBe('Get 10% off your first order');
    expect(welcomeOfferLine(10)).toBe('Sign up for our newsletter and get 10% off your first or next order');
    expect(welcomeOfferHeading(0)).toBe('Join our newsletter');
  });
});
