import { describe, expect, it } from 'vitest';
import { PROMO_MESSAGES } from './promo-messages.ts';

describe('PROMO_MESSAGES', () => {
  it('reads exactly as the spec words the offers, in order', () => {
    expect(PROMO_MESSAGES).toEqual([
      'Free shipping on all orders',
      'Free returns within 7 days',
      'Buy 1 get 40% off',
      'Buy 2 get an additional 20 AED discount',
      'Hot sale 25% OFF',
      'Sign up for 10% off your first order',
    ]);
  });
});
