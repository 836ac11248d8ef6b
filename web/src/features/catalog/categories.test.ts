import { describe, expect, it } from 'vitest';
import { AR_CATALOGUE, EN_CATALOGUE } from '@/i18n/catalogue-sources.ts';
import { SHOP_CATEGORIES } from './categories.ts';
import { hasFilters, parseShopState } from './url-state.ts';

describe('SHOP_CATEGORIES', () => {
  it('has the four categories of the spec, each with sub-links', () => {
    expect(SHOP_CATEGORIES.map((category) => EN_CATALOGUE[category.title])).toEqual([
      'For Women',
      'For Men',
      'For Kid',
      'Accessories',
    ]);
    for (const category of SHOP_CATEGORIES) expect(category.links.length).toBeGreaterThan(0);
  });

  it('names every category and link in both catalogues', () => {
    for (const category of SHOP_CATEGORIES) {
      for (const id of [category.title, ...category.links.map((link) => link.label)]) {
        expect(EN_CATALOGUE[id], id).toBeTruthy();
        expect(AR_CATALOGUE[id], id).toBeTruthy();
      }
    }
    expect(AR_CATALOGUE['category.women']).toBe('للنساء');
  });

  it('links into the shop with a valid filter, to a collection page, or to a site page', () => {
    for (const { href } of SHOP_CATEGORIES.flatMap((category) => category.links)) {
      const url = new URL(href, 'http://shop.test');
      if (url.pathname === '/all-collections') expect(hasFilters(parseShopState(url.searchParams))).toBe(true);
      else expect(url.pathname).toMatch(/^\/(shop-by-collections\/[^/]+|gift-404|coming-soon)$/);
    }
  });
});
