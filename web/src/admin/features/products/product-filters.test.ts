import { describe, expect, it } from 'vitest';
import { productFiltersSearch, productListVariables, readProductFilters } from './product-filters.ts';

describe('readProductFilters', () => {
  it('reads the search, collection, visibility and page of the address', () => {
    const filters = readProductFilters(new URLSearchParams('q=+drift+&collection=JDM&visibility=hidden&page=2'));
    expect(filters).toEqual({ q: 'drift', collection: 'JDM', visibility: 'hidden', page: 2 });
    expect(productListVariables(filters)).toEqual({
      q: 'drift',
      collection: 'JDM',
      hidden: true,
      page: 2,
      pageSize: 20,
    });
  });

  it('ignores what it does not know, and asks for everything then', () => {
    const filters = readProductFilters(new URLSearchParams('collection=Boats&visibility=maybe&page=x'));
    expect(filters).toEqual({ q: '', collection: '', visibility: '', page: 1 });
    expect(productListVariables(filters)).toMatchObject({ q: null, collection: null, hidden: null, page: 1 });
    expect(productListVariables({ ...filters, visibility: 'shown' }).hidden).toBe(false);
  });
});

describe('productFiltersSearch', () => {
  it('leaves empty filters out', () => {
    expect(productFiltersSearch({ q: ' tee ', collection: '', visibility: 'shown' })).toBe('?q=tee&visibility=shown');
    expect(productFiltersSearch({ q: '', collection: '', visibility: '' })).toBe('?');
  });
});
