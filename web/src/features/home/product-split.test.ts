import { describe, expect, it } from 'vitest';
import { splitProductSections } from './product-split.ts';

describe('splitProductSections', () => {
  it('puts the first four in New Arrivals and the rest, from the fifth on, in Best Selling', () => {
    const { newArrivals, bestSelling } = splitProductSections([1, 2, 3, 4, 5, 6, 7]);
    expect(newArrivals).toEqual([1, 2, 3, 4]);
    expect(bestSelling).toEqual([5, 6, 7]);
  });

  it('leaves Best Selling empty when there are four products or fewer', () => {
    expect(splitProductSections([1, 2, 3])).toEqual({ newArrivals: [1, 2, 3], bestSelling: [] });
    expect(splitProductSections([])).toEqual({ newArrivals: [], bestSelling: [] });
  });
});
