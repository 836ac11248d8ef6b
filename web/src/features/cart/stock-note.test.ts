import { setupI18n } from '@lingui/core';
import { INTL_LOCALE } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { AR_CATALOGUE, EN_CATALOGUE } from '@/i18n/catalogue-sources.ts';
import { compileCatalogue } from '@/i18n/compile-catalogue.ts';
import type { Translate } from '@/i18n/i18n.tsx';
import { stockNote } from './stock-note.ts';

const translator = (locale: 'en' | 'ar', source: Record<string, string>): Translate => {
  const i18n = setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: compileCatalogue(source) } });
  return (id, values) => i18n._(id, values);
};
const en = translator('en', EN_CATALOGUE);
const ar = translator('ar', AR_CATALOGUE);

describe('stockNote', () => {
  it('flags a quantity above the stock, and a sold-out variant', () => {
    expect(stockNote(en, 5, 2)).toBe('Only 2 left in this size and colour: lower the quantity to order it.');
    expect(stockNote(en, 1, 0)).toBe('Sold out in this size and colour: remove it or choose another.');
  });

  it('tells the shopper to remove a product the shop no longer sells', () => {
    expect(stockNote(en, 2, 0, true)).toBe('No longer available: remove it from your cart.');
  });

  it('says nothing of a line the store can send, or while the stock is not known', () => {
    expect(stockNote(en, 2, 2)).toBeUndefined();
    expect(stockNote(en, 1, 40)).toBeUndefined();
    expect(stockNote(en, 7, null)).toBeUndefined();
  });

  it('counts what is left in Arabic with the right form', () => {
    expect(stockNote(ar, 5, 1)).toBe('لم تتبقَّ سوى قطعة واحدة بهذا المقاس واللون: قلّل الكمية لتطلبه.');
    expect(stockNote(ar, 5, 2)).toBe('لم تتبقَّ سوى قطعتين بهذا المقاس واللون: قلّل الكمية لتطلبه.');
    expect(stockNote(ar, 20, 11)).toBe('لم تتبقَّ سوى 11 قطعة بهذا المقاس واللون: قلّل الكمية لتطلبه.');
    expect(stockNote(ar, 1, 0)).toBe('نفد بهذا المقاس واللون: أزِله أو اختر غيره.');
  });
});
