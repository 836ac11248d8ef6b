import { describe, expect, it } from 'vitest';
import { filterChips, priceLabel } from './filter-chips.ts';
import { DEFAULT_STATE, type ShopState } from './url-state.ts';

const busy: ShopState = {
  ...DEFAULT_STATE,
  text: 'drift',
  min: 50,
  max: 120,
  availability: 'IN_STOCK',
  colour: 'Black',
  size: 'M',
  brands: ['Apex Threads', 'Titan Forge'],
  collections: ['JDM'],
  sale: true,
  sort: 'PRICE_ASC',
  page: 3,
  layout: 2,
};

describe('filterChips', () => {
  it('shows no chip for the defaults (the 20–300 price range included)', () => {
    expect(filterChips(DEFAULT_STATE)).toEqual([]);
    expect(filterChips({ ...DEFAULT_STATE, sort: 'TITLE_ASC', page: 2, layout: 1 })).toEqual([]);
  });

  it('shows one chip per chosen filter, in the order of the panel', () => {
    expect(filterChips(busy).map((chip) => chip.label)).toEqual([
      'Search: drift',
      'Price: AED 50.00 – AED 120.00',
      'Availability: In stock',
      'Colour: Black',
      'Size: M',
      'Brand: Apex Threads',
      'Brand: Titan Forge',
      'Collection: JDM',
      'Sale items only',
    ]);
    expect(new Set(filterChips(busy).map((chip) => chip.id)).size).toBe(9);
  });

  it('removes only its own filter and goes back to page 1, keeping sort and layout', () => {
    const byLabel = (label: string) => filterChips(busy).find((chip) => chip.label === label)!;
    expect(byLabel('Colour: Black').remove(busy)).toEqual({ ...busy, colour: null, page: 1 });
    expect(byLabel('Size: M').remove(busy)).toEqual({ ...busy, size: null, page: 1 });
    expect(byLabel('Availability: In stock').remove(busy)).toEqual({ ...busy, availability: null, page: 1 });
    expect(byLabel('Price: AED 50.00 – AED 120.00').remove(busy)).toEqual({ ...busy, min: 20, max: 300, page: 1 });
    expect(byLabel('Brand: Apex Threads').remove(busy)).toEqual({ ...busy, brands: ['Titan Forge'], page: 1 });
    expect(byLabel('Collection: JDM').remove(busy)).toEqual({ ...busy, collections: [], page: 1 });
    expect(byLabel('Sale items only').remove(busy)).toEqual({ ...busy, sale: false, page: 1 });
    expect(byLabel('Search: drift').remove(busy)).toEqual({ ...busy, text: '', page: 1 });
  });

  it('shows a price chip when only one end moved', () => {
    expect(filterChips({ ...DEFAULT_STATE, max: 450 }).map((chip) => chip.label)).toEqual([
      'Price: AED 20.00 – AED 450.00',
    ]);
  });

  it('removing every chip leaves no filter', () => {
    const cleared = filterChips(busy).reduce((state, chip) => chip.remove(state), busy);
    expect(filterChips(cleared)).toEqual([]);
  });
});

describe('priceLabel', () => {
  it('shows both ends in AED with 2 decimals', () => {
    expect(priceLabel(20, 300)).toBe('AED 20.00 – AED 300.00');
  });
});
