import { describe, expect, it } from 'vitest';
import { toProductFilter } from './product-filter.ts';
import { DEFAULT_STATE } from './url-state.ts';

describe('toProductFilter', () => {
  it('always sends the price range: the default 20–300 is applied', () => {
    expect(toProductFilter(DEFAULT_STATE)).toEqual({ price: { min: 20, max: 300 } });
  });

  it('sends every chosen filter', () => {
    expect(
      toProductFilter({
        ...DEFAULT_STATE,
        min: 10,
        max: 450,
        availability: 'OUT_OF_STOCK',
        colour: 'Black',
        size: 'M',
        brands: ['Apex Threads'],
        collections: ['JDM', 'Car'],
        sale: true,
        text: 'drift',
      }),
    ).toEqual({
      price: { min: 10, max: 450 },
      availability: 'OUT_OF_STOCK',
      colours: ['Black'],
      sizes: ['M'],
      brands: ['Apex Threads'],
      collections: ['JDM', 'Car'],
      onSale: true,
      text: 'drift',
    });
  });

  it("uses the route's collection on a collection page", () => {
    expect(toProductFilter({ ...DEFAULT_STATE, collections: ['Car'] }, 'JDM')).toEqual({
      price: { min: 20, max: 300 },
      collections: ['JDM'],
    });
    expect(toProductFilter({ ...DEFAULT_STATE, collections: ['Car'] }, null).collections).toEqual(['Car']);
  });
});
