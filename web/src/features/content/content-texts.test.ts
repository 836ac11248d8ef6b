import { setupI18n } from '@lingui/core';
import { ESTIMATED_DELIVERY_TEXT, INTL_LOCALE, RETURN_WINDOW_DAYS, welcomeOfferHeading } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { AR_CATALOGUE, EN_CATALOGUE } from '@/i18n/catalogue-sources.ts';
import { compileCatalogue } from '@/i18n/compile-catalogue.ts';
import type { MessageId } from '@/i18n/message-id.ts';

const translate = (locale: 'en' | 'ar') => {
  const source = locale === 'en' ? EN_CATALOGUE : AR_CATALOGUE;
  const i18n = setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: compileCatalogue(source) } });
  return (id: MessageId, values?: Record<string, unknown>) => i18n._(id, values);
};
const en = translate('en');
const ar = translate('ar');

describe("the content pages' texts", () => {
  it("keep the domain's English where they repeat it", () => {
    expect(en('domain.estimatedDelivery')).toBe(ESTIMATED_DELIVERY_TEXT);
    expect(en('newsletterPopup.offer', { percent: 10 })).toBe(welcomeOfferHeading(10));
    expect(en('newsletterPopup.join')).toBe(welcomeOfferHeading(0));
  });

  it('read as before in English', () => {
    expect(en('faq.description', { days: 7 })).toBe(
      'Answers on ordering, cash on delivery, free shipping, 7-day exchanges and returns, and refunds.',
    );
    expect(en('ask.sent', { hours: 24 })).toBe('Thank you: your question is with us. We reply within 24 hours.');
    expect(en('about.why.returns', { days: RETURN_WINDOW_DAYS, hours: 24 })).toBe(
      'Free returns within 7 days, and replies to every question within 24 hours.',
    );
  });

  it('count days and hours in Arabic with the right form, in Latin digits', () => {
    expect(ar('returnsPolicy.lead', { days: 7 })).toBe('إرجاع مجاني خلال 7 أيام.');
    expect(ar('returnsPolicy.lead', { days: 1 })).toBe('إرجاع مجاني خلال يوم واحد.');
    expect(ar('returnsPolicy.lead', { days: 2 })).toBe('إرجاع مجاني خلال يومين.');
    expect(ar('returnsPolicy.lead', { days: 14 })).toBe('إرجاع مجاني خلال 14 يومًا.');
    expect(ar('ask.sent', { hours: 24 })).toBe('شكرًا لك: وصلنا سؤالك، وسنرد خلال 24 ساعة.');
    expect(ar('ask.sent', { hours: 3 })).toBe('شكرًا لك: وصلنا سؤالك، وسنرد خلال 3 ساعات.');
  });
});
