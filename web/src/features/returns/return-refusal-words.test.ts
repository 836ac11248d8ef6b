import { setupI18n } from '@lingui/core';
import { INTL_LOCALE } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { AR_CATALOGUE, EN_CATALOGUE } from '@/i18n/catalogue-sources.ts';
import { compileCatalogue } from '@/i18n/compile-catalogue.ts';
import type { MessageId } from '@/i18n/message-id.ts';
import {
  RETURN_CLOSED_FALLBACK,
  RETURN_REQUEST_FALLBACK,
  returnRefusalText,
  type RefusalLike,
} from '@/lib/return-refusals.ts';
import { placeRefusal } from './return-form.ts';
import { shopperRefusalText, shopperRefusalWords } from './return-refusal-words.ts';

const translate = (locale: 'en' | 'ar') => {
  const source = locale === 'en' ? EN_CATALOGUE : AR_CATALOGUE;
  const i18n = setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: compileCatalogue(source) } });
  return (id: MessageId, values?: Record<string, unknown>) => i18n._(id, values);
};
const english = shopperRefusalText(translate('en'), 'en');
const arabic = shopperRefusalText(translate('ar'), 'ar');

const lines = [
  { lineNo: 1, title: 'Racing Tee', size: 'M', colour: 'Black', quantity: 2, returnable: 2, exchangeOptions: [] },
];
const context = { lines, fallback: RETURN_REQUEST_FALLBACK };

/** Each refusal the shopper can meet, with and without the values its words use. */
const REFUSALS: RefusalLike[] = [
  { code: 'ORDER_NOT_FOUND' },
  { code: 'NOT_DELIVERED' },
  { code: 'WINDOW_CLOSED', date: '2026-03-08' },
  { code: 'WINDOW_CLOSED' },
  { code: 'EXCHANGE_ORDER' },
  { code: 'REQUEST_LIMIT', count: 20 },
  { code: 'REQUEST_LIMIT' },
  { code: 'KIND_MISSING' },
  { code: 'METHOD_MISSING' },
  { code: 'REASON_MISSING' },
  { code: 'NOTE_INVALID', count: 300 },
  { code: 'NOTE_INVALID' },
  { code: 'NO_ITEMS' },
  { code: 'UNKNOWN_ITEM' },
  { code: 'BAD_QUANTITY' },
  { code: 'DUPLICATE_ITEM' },
  { code: 'ALREADY_RETURNED', lineNo: 1 },
  { code: 'MORE_THAN_LEFT', lineNo: 1, count: 1 },
  { code: 'MORE_THAN_LEFT', lineNo: 1 },
  { code: 'EXCHANGE_CHOICE', lineNo: 1 },
  { code: 'EXCHANGE_SAME', lineNo: 1 },
  { code: 'EXCHANGE_OUT_OF_STOCK', lineNo: 1 },
];

describe("a return refusal on the shop's pages", () => {
  it('reads in English exactly as the back office words it', () => {
    for (const refusal of REFUSALS) {
      expect(english(refusal, context), refusal.code).toBe(returnRefusalText(refusal, context));
    }
    expect(english({ code: 'SOLAR_FLARE' }, context)).toBe(RETURN_REQUEST_FALLBACK);
    expect(english({ code: 'OTHER' }, { fallback: RETURN_CLOSED_FALLBACK })).toBe(RETURN_CLOSED_FALLBACK);
  });

  it('has Arabic words for every refusal the shopper can meet', () => {
    expect(Object.keys(shopperRefusalWords(translate('ar'), 'ar')).sort()).toEqual(
      [...new Set(REFUSALS.map((refusal) => refusal.code))].sort(),
    );
    for (const refusal of REFUSALS) {
      expect(arabic(refusal, context), refusal.code).toMatch(/[\u0600-\u06FF]/);
      expect(arabic(refusal, context), refusal.code).not.toMatch(/\{|\}/);
    }
  });

  it('names the item, the count and the day in Arabic', () => {
    expect(arabic({ code: 'WINDOW_CLOSED', date: '2026-03-08' }, context)).toBe(
      'انتهت مهلة الإرجاع لهذا الطلب في 8 مارس 2026.',
    );
    expect(arabic({ code: 'ALREADY_RETURNED', lineNo: 1 }, context)).toBe('تم إرجاع Racing Tee (M / Black) بالفعل.');
    expect(arabic({ code: 'MORE_THAN_LEFT', lineNo: 1, count: 1 }, context)).toBe(
      'Racing Tee (M / Black): يمكن إرجاع قطعة واحدة على الأكثر.',
    );
    expect(arabic({ code: 'MORE_THAN_LEFT', lineNo: 1, count: 5 }, context)).toBe(
      'Racing Tee (M / Black): يمكن إرجاع 5 قطع على الأكثر.',
    );
    expect(arabic({ code: 'REQUEST_LIMIT', count: 20 }, context)).toBe(
      'وصل هذا الطلب إلى 20 طلب إرجاع: يُرجى التواصل معنا.',
    );
  });

  it('falls back in Arabic for a refusal it has no words for, a back-office one included', () => {
    expect(arabic({ code: 'SOLAR_FLARE' }, context)).toBe('لا يمكن طلب هذا الإرجاع الآن. يُرجى التواصل معنا.');
    expect(arabic({ code: 'REFUND_ABOVE_DUE', amount: 10 }, context)).toBe(
      'لا يمكن طلب هذا الإرجاع الآن. يُرجى التواصل معنا.',
    );
    expect(arabic({ code: 'OTHER' }, { fallback: RETURN_CLOSED_FALLBACK })).toBe(
      'لا يمكن طلب أي إرجاع لهذا الطلب الآن.',
    );
  });

  it('stands beside the field it names, in Arabic', () => {
    expect(placeRefusal({ code: 'NOTE_INVALID', field: 'note', count: 500 }, lines, arabic)).toEqual({
      note: 'يجب ألا تتجاوز الملاحظة 500 حرف.',
    });
    expect(placeRefusal({ code: 'SOLAR_FLARE', field: 'lasers' }, lines, arabic)).toEqual({
      form: 'لا يمكن طلب هذا الإرجاع الآن. يُرجى التواصل معنا.',
    });
  });
});
