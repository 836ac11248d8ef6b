import { setupI18n } from '@lingui/core';
import { INTL_LOCALE, SORT_OPTIONS } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { AR_CATALOGUE as ar, CATALOGUE_FILES, EN_CATALOGUE as en } from './catalogue-sources.ts';
import { compileCatalogue } from './compile-catalogue.ts';

const translate = (locale: 'en' | 'ar', source: Record<string, string>) => {
  const i18n = setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: compileCatalogue(source) } });
  return (id: string, values?: Record<string, unknown>) => i18n._(id, values);
};

describe('the catalogues', () => {
  it('are the area files in each language folder, each key in one file only', () => {
    for (const locale of ['en', 'ar'] as const) {
      const folder = new URL(`./catalogues/${locale}/`, import.meta.url);
      const onDisk = readdirSync(folder).filter((name) => name.endsWith('.json'));
      // The page texts' shipped wording is the domain's (domain/src/page-texts/), not a file of this folder.
      const areas = Object.keys(CATALOGUE_FILES[locale])
        .filter((area) => area !== 'pages')
        .map((area) => `${area}.json`);
      expect(onDisk.sort(), `files in catalogues/${locale}/ that catalogue-sources.ts imports`).toEqual(areas.sort());
      const keys = Object.values(CATALOGUE_FILES[locale]).flatMap((area) => Object.keys(area));
      expect(keys.length, `a key in two files of catalogues/${locale}/`).toBe(new Set(keys).size);
    }
  });

  it('have every English key in Arabic, and no Arabic key English lacks', () => {
    const missing = Object.keys(en).filter((id) => !(id in ar) || !(ar as Record<string, string>)[id]?.trim());
    const extra = Object.keys(ar).filter((id) => !(id in en));
    expect(missing, 'keys missing in catalogues/ar/').toEqual([]);
    expect(extra, 'keys in catalogues/ar/ only').toEqual([]);
  });

  it('are valid ICU messages', () => {
    expect(() => compileCatalogue(en)).not.toThrow();
    expect(() => compileCatalogue(ar)).not.toThrow();
  });

  it('give every Arabic plural all six forms', () => {
    for (const [id, message] of Object.entries(ar)) {
      if (!message.includes(', plural,')) continue;
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other'])
        expect(message, `${id} lacks ${form}`).toContain(` ${form} {`);
    }
  });

  // Lingui writes a plural's `#` through Intl.NumberFormat, whose first use on a page costs a long task on a slow
  // phone (about 70 ms at 4× CPU, inside hydration); the count itself ({count}) is written as it is.
  it("count with the plural's own value, never with #", () => {
    for (const [id, message] of [...Object.entries(en), ...Object.entries(ar)]) {
      if (!/, (plural|selectordinal),/.test(message)) continue;
      expect(message, id).not.toMatch(/#(?!\{)/);
    }
  });

  it('count in Arabic with the right form for each number, in Latin digits', () => {
    const t = translate('ar', ar);
    const count = (n: number) => t('catalog.productCount', { count: n });
    expect(count(0)).toBe('لا توجد منتجات');
    expect(count(1)).toBe('منتج واحد');
    expect(count(2)).toBe('منتجان');
    expect(count(3)).toBe('3 منتجات');
    expect(count(11)).toBe('11 منتجًا');
    expect(count(100)).toBe('100 منتج');
    expect(t('footer.freeReturns', { days: 7 })).toBe('إرجاع مجاني خلال 7 أيام');
    expect(t('footer.freeReturns', { days: 14 })).toBe('إرجاع مجاني خلال 14 يومًا');
  });

  it("hold the spec's sort options in English, in their order", () => {
    const ids = [
      'shop.sortDefault',
      'shop.sortTitleAsc',
      'shop.sortTitleDesc',
      'shop.sortPriceAsc',
      'shop.sortPriceDesc',
    ];
    expect(ids.map((id) => (en as Record<string, string>)[id])).toEqual([...SORT_OPTIONS]);
  });

  it('keep the English texts of the shop as they were', () => {
    const t = translate('en', en);
    expect(t('catalog.productCount', { count: 1 })).toBe('1 product');
    expect(t('catalog.productCount', { count: 12 })).toBe('12 products');
    expect(t('catalog.viewCount', { count: 40 })).toBe('View 40 products');
    expect(t('header.cart', { count: 2 })).toBe('Cart, 2 items');
    expect(t('footer.copyright', { year: 2026, name: 'Graphic Tees Dubai' })).toBe(
      '© 2026 Graphic Tees Dubai. All rights reserved.',
    );
    expect(t('promo.bar')).toBe(
      'Free shipping on all orders · Free returns within 7 days · Cash on delivery across the UAE',
    );
  });
});
