import { setupI18n } from '@lingui/core';
import { INTL_LOCALE } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { AR_CATALOGUE, EN_CATALOGUE } from '@/i18n/catalogue-sources.ts';
import { compileCatalogue } from '@/i18n/compile-catalogue.ts';
import type { Translate } from '@/i18n/i18n.tsx';
import { filterChips as chipsIn, priceLabel } from './filter-chips.ts';
import { DEFAULT_STATE, type ShopState } from './url-state.ts';

const translator = (locale: 'en' | 'ar', source: Record<string, string>): Translate => {
  const i18n = setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: compileCatalogue(source) } });
  return (id, values) => i18n._(id, values);
};
const en = translator('en', EN_CATALOGUE);
const ar = translator('ar', AR_CATALOGUE);
const filterChips = (state: ShopState) => chipsIn(state, en);

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

describe('filterChips on an Arabic page', () => {
  it('words every chip in Arabic, the colour and the collection named as the page names them', () => {
    const labels = chipsIn(busy, ar, (name) => (name === 'JDM' ? 'جيه دي إم' : name)).map((chip) => chip.label);
    expect(labels).toContain('اللون: أسود');
    expect(labels).toContain('التوفر: متوفر');
    expect(labels).toContain('المجموعة: جيه دي إم');
    expect(labels).toContain('السعر: 50.00 د.إ – 120.00 د.إ');
    for (const label of labels) expect(label).not.toMatch(/Search|Price|Availability|Colour|Size|Brand|Collection/);
  });

  it("shows an owner's own colour and an unknown collection as they came", () => {
    const state = { ...DEFAULT_STATE, colour: 'Teal', collections: ['Vintage'] };
    expect(chipsIn(state, ar).map((chip) => chip.label)).toEqual(['اللون: Teal', 'المجموعة: Vintage']);
  });
});

describe('priceLabel', () => {
  it('shows both ends in AED with 2 decimals, as the page writes prices', () => {
    expect(priceLabel(en, 20, 300)).toBe('AED 20.00 – AED 300.00');
    expect(priceLabel(ar, 20, 300)).toBe('20.00 د.إ – 300.00 د.إ');
  });
});
