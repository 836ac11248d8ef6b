import { setupI18n } from '@lingui/core';
import { INTL_LOCALE } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { AR_CATALOGUE, EN_CATALOGUE } from '@/i18n/catalogue-sources.ts';
import { compileCatalogue } from '@/i18n/compile-catalogue.ts';
import type { Translate } from '@/i18n/i18n.tsx';
import { imageAlt } from './image-alt.ts';

const translator = (locale: 'en' | 'ar', source: Record<string, string>): Translate => {
  const i18n = setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: compileCatalogue(source) } });
  return (id, values) => i18n._(id, values);
};

const image = { alt: 'Drift King Tee in Black, front', colour: 'Black' };

describe("a product picture's alternative text", () => {
  it("is the store's own on English pages", () => {
    expect(imageAlt(translator('en', EN_CATALOGUE), 'en', 'Drift King Tee', image, 0)).toBe(image.alt);
  });

  it('names the shown title and the colour in Arabic on Arabic pages, with no English left', () => {
    const ar = translator('ar', AR_CATALOGUE);
    const alt = imageAlt(ar, 'ar', 'تيشيرت ملك الدريفت', image, 1);
    expect(alt).toBe('تيشيرت ملك الدريفت باللون أسود، الصورة 2');
    expect(imageAlt(ar, 'ar', 'تيشيرت', { alt: 'Tee in Teal, back', colour: 'Teal' }, 0)).toBe(
      'تيشيرت باللون Teal، الصورة 1',
    );
  });
});
