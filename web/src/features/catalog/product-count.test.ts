import { describe, expect, it } from 'vitest';
import { productCountText } from './product-count.ts';

describe('productCountText', () => {
  it('counts products, singular for one', () => {
    expect(productCountText(40)).toBe('40 products');
    expect(productCountText(1)).toBe('1 product');
    expect(productCountText(0)).toBe('0 products');
  });
});
