import { setupI18n } from '@lingui/core';
import { COLOURS, INTL_LOCALE } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { AR_CATALOGUE, EN_CATALOGUE } from './catalogue-sources.ts';
import { colourName, sizeName } from './variant-names.ts';
import { compileCatalogue } from './compile-catalogue.ts';
import type { Translate } from './i18n.tsx';

const translator = (locale: 'en' | 'ar', source: Record<string, string>): Translate => {
  const i18n = setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: compileCatalogue(source) } });
  return (id, values) => i18n._(id, values);
};
const en = translator('en', EN_CATALOGUE);
const ar = translator('ar', AR_CATALOGUE);

describe('a colour on a page', () => {
  it('is the value itself in English', () => {
    for (const colour of COLOURS) expect(colourName(en, colour)).toBe(colour);
  });

  it('is named in Arabic on an Arabic page, whatever its case', () => {
    expect(colourName(ar, 'Black')).toBe('أسود');
    expect(colourName(ar, 'white')).toBe('أبيض');
    for (const colour of COLOURS) expect(colourName(ar, colour)).toMatch(/^[\u0600-\u06FF ]+$/);
  });

  it('is shown as it came when the owner added it and the shop does not know it', () => {
    expect(colourName(ar, 'Teal')).toBe('Teal');
    expect(colourName(ar, '')).toBe('');
    expect(colourName(ar, 'constructor')).toBe('constructor');
  });
});

describe('a size on a page', () => {
  it("keeps the labels' codes in every language and words the free size", () => {
    for (const size of ['XS', 'M', '3XL']) expect(sizeName(ar, size)).toBe(size);
    expect(sizeName(en, 'Free Size')).toBe('Free Size');
    expect(sizeName(ar, 'Free Size')).toBe('مقاس واحد');
    expect(sizeName(ar, 'free size')).toBe('مقاس واحد');
    expect(sizeName(ar, '42')).toBe('42');
  });
});
