import { describe, expect, it } from 'vitest';
import { BENEFITS } from './benefits.ts';

describe('BENEFITS', () => {
  it('lists the four benefits with the spec texts, in order', () => {
    expect(BENEFITS).toEqual([
      { title: '7-Day Returns', text: 'Risk-free shopping with easy returns.' },
      { title: 'Free Shipping', text: 'No extra costs, just the price you see.' },
      { title: '24/7 Support', text: '24/7 support, always here just for you.' },
      { title: 'Member Discounts', text: 'Special prices for our loyal customers.' },
    ]);
  });
});
