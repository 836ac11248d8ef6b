import { setupI18n } from '@lingui/core';
import { INTL_LOCALE } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { AR_CATALOGUE, EN_CATALOGUE } from './catalogue-sources.ts';
import { compileCatalogue } from './compile-catalogue.ts';
import type { Translate } from './i18n.tsx';

const translator = (locale: 'en' | 'ar', source: Record<string, string>): Translate => {
  const i18n = setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: compileCatalogue(source) } });
  return (id, values) => i18n._(id, values);
};
const en = translator('en', EN_CATALOGUE);
const ar = translator('ar', AR_CATALOGUE);

describe('the shopping pages’ texts', () => {
  it('keep the English the shop had', () => {
    expect(en('product.viewers', { count: 1 })).toBe('1 person is viewing this right now');
    expect(en('product.viewers', { count: 6 })).toBe('6 people are viewing this right now');
    expect(en('product.quantity') + en('product.availableStock', { available: 5 })).toBe(
      'Quantity: (Available Stock : 5)',
    );
    expect(en('price.amount', { amount: '89.00' })).toBe('AED 89.00');
    expect(en('search.count', { count: 1 })).toBe('1 result');
    expect(en('search.count', { count: 8 })).toBe('8 results');
    expect(en('product.returnWithin', { days: 7 })).toBe('Return within 7 days');
  });

  it('count in Arabic with each plural form, in Latin digits', () => {
    const viewers = (count: number) => ar('product.viewers', { count });
    expect(viewers(1)).toBe('شخص واحد يشاهد هذا المنتج الآن');
    expect(viewers(2)).toBe('شخصان يشاهدان هذا المنتج الآن');
    expect(viewers(6)).toBe('6 أشخاص يشاهدون هذا المنتج الآن');
    const results = (count: number) => ar('search.count', { count });
    expect([0, 1, 2, 3, 11, 100].map(results)).toEqual([
      'لا توجد نتائج',
      'نتيجة واحدة',
      'نتيجتان',
      '3 نتائج',
      '11 نتيجة',
      '100 نتيجة',
    ]);
    expect(ar('product.returnWithin', { days: 7 })).toBe('الإرجاع خلال 7 أيام');
    expect(ar('price.amount', { amount: '1,089.00' })).toBe('1,089.00 د.إ');
  });
});
