import { describe, expect, it } from 'vitest';
import { withCollectionNames } from './facet-names.ts';
import type { CollectionModel } from './models.ts';
import type { ProductFacets } from './product-query.ts';

const collection = (name: string, arabic: string | null): CollectionModel => ({
  name,
  heading: name,
  description: '',
  imageSrc: '',
  image: { src: '', width: 1, height: 1, srcset: null },
  alt: name,
  productCount: 1,
  lookbook: null,
  ar: { name: arabic },
});

const byName = new Map([
  ['racing', collection('Racing', 'سباقات')],
  ['titan', collection('Titan', null)],
]);

const facets: ProductFacets = {
  colours: [{ value: 'Black', count: 2 }],
  sizes: [],
  brands: [],
  availability: [],
  collections: [
    { value: 'Racing', count: 2 },
    { value: 'Titan', count: 1 },
    { value: 'Gone', count: 1 },
  ],
  minPrice: 0,
  maxPrice: 0,
};

describe('the collection facet named for the page', () => {
  it("names each collection in Arabic on an Arabic page, keeping the English value as the filter's key", () => {
    const named = withCollectionNames(facets, byName, 'ar');
    expect(named.collections).toEqual([
      { value: 'Racing', count: 2, displayName: 'سباقات' },
      { value: 'Titan', count: 1, displayName: 'Titan' },
      { value: 'Gone', count: 1, displayName: 'Gone' },
    ]);
    expect(named.colours).toBe(facets.colours);
  });

  it('keeps the English names on an English page', () => {
    const named = withCollectionNames(facets, byName, 'en');
    expect(named.collections.map((entry) => entry.displayName)).toEqual(['Racing', 'Titan', 'Gone']);
  });
});
