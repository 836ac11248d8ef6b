import { setupI18n } from '@lingui/core';
import { INTL_LOCALE } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { AR_CATALOGUE, EN_CATALOGUE } from '@/i18n/catalogue-sources.ts';
import { compileCatalogue } from '@/i18n/compile-catalogue.ts';
import { BENEFITS, benefitText, benefitTitle } from './benefits.ts';

const words = (locale: 'en' | 'ar') => {
  const source = locale === 'en' ? EN_CATALOGUE : AR_CATALOGUE;
  const i18n = setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: compileCatalogue(source) } });
  return BENEFITS.map((benefit) => ({
    title: i18n._(benefitTitle(benefit), benefit.values),
    text: i18n._(benefitText(benefit)),
  }));
};

describe('BENEFITS', () => {
  it('lists the four benefits with the spec texts, in order', () => {
    expect(words('en')).toEqual([
      { title: '7-Day Returns', text: 'Risk-free shopping with easy returns.' },
      { title: 'Free Shipping', text: 'No extra costs, just the price you see.' },
      { title: '24/7 Support', text: '24/7 support, always here just for you.' },
      { title: 'Member Discounts', text: 'Special prices for our loyal customers.' },
    ]);
  });

  it('reads in Arabic, the return window counted in Arabic', () => {
    const arabic = words('ar');
    expect(arabic[0]!.title).toBe('إرجاع خلال 7 أيام');
    for (const { title, text } of arabic) {
      expect(title).toMatch(/[\u0600-\u06ff]/);
      expect(text).toMatch(/[\u0600-\u06ff]/);
    }
  });
});
