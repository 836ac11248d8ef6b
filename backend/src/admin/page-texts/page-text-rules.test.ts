import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES, pageTextKeys, SHIPPED_PAGE_TEXTS, type ContentPage } from '@store/domain/page-texts';
import { checkPageTexts, shapeOfKey } from './page-text-rules.ts';

describe("the shop's own wording of the page texts", () => {
  it('is a valid save of every key, in both languages: the Arabic keeps the values and tags of the English', () => {
    for (const page of Object.keys(CONTENT_PAGES) as ContentPage[]) {
      const texts = pageTextKeys(page).map((key) => ({
        key,
        english: SHIPPED_PAGE_TEXTS.en[key],
        arabic: SHIPPED_PAGE_TEXTS.ar[key],
      }));
      expect(texts.length, page).toBeGreaterThan(0);
      expect(checkPageTexts({ page, texts }), page).toMatchObject({ ok: true });
    }
  });

  it("names the shop's figures and links each text must keep", () => {
    expect(shapeOfKey('faq.refunds.when.a')).toEqual({ values: ['days'], tags: [] });
    expect(shapeOfKey('returnsPolicy.more')).toEqual({ values: [], tags: ['contact', 'faqs'] });
    expect(shapeOfKey('terms.returns.text')).toEqual({ values: ['days', 'refundDays'], tags: ['returns'] });
    // The Arabic words the payment method itself ("الدفع عند الاستلام"), where the English puts {payment}.
    expect(shapeOfKey('terms.orders.text')).toEqual({ values: ['payment'], tags: [] });
    expect(shapeOfKey('terms.orders.text', 'ar')).toEqual({ values: [], tags: [] });
  });
});
