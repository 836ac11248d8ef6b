import { setupI18n } from '@lingui/core';
import {
  CANCEL_REASONS,
  INTL_LOCALE,
  PAYMENT_METHOD,
  RETURN_METHOD_LABELS,
  RETURN_REASONS,
  RETURN_STATUS_LABELS,
  SHOPPER_RETURN_EVENT_LABELS,
  SHOPPER_RETURN_KIND_LABELS,
  SHOPPER_RETURN_TEXTS,
} from '@store/domain';
import { describe, expect, it } from 'vitest';
import { AR_CATALOGUE, EN_CATALOGUE } from '@/i18n/catalogue-sources.ts';
import { compileCatalogue } from '@/i18n/compile-catalogue.ts';
import type { MessageId } from '@/i18n/message-id.ts';
import { RETURN_REASON_OPTIONS } from '@/features/returns/return-form.ts';
import { RETURN_FORM_MESSAGES } from '@/lib/return-refusals.ts';
import {
  returnEventKey,
  returnFormWords,
  returnKindKey,
  returnMethodKey,
  returnReasonWords,
  returnStatusKey,
} from '@/features/returns/return-words.ts';
import {
  CANCEL_REASON_VALUES,
  cancelReasonKey,
  cancelReasonWords,
  orderStatusKey,
  paymentModeWords,
} from './order-words.ts';

const translate = (locale: 'en' | 'ar') => {
  const source = locale === 'en' ? EN_CATALOGUE : AR_CATALOGUE;
  const i18n = setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: compileCatalogue(source) } });
  return (id: MessageId, values?: Record<string, unknown>) => i18n._(id, values);
};
const en = translate('en');
const ar = translate('ar');

describe("the account pages' words", () => {
  it("keep the domain's English labels of a return, word for word", () => {
    for (const [status, label] of Object.entries(RETURN_STATUS_LABELS))
      expect(en(returnStatusKey(status as keyof typeof RETURN_STATUS_LABELS))).toBe(label);
    for (const [method, label] of Object.entries(RETURN_METHOD_LABELS))
      expect(en(returnMethodKey(method as keyof typeof RETURN_METHOD_LABELS))).toBe(label);
    for (const [kind, label] of Object.entries(SHOPPER_RETURN_KIND_LABELS))
      expect(en(returnKindKey(kind as keyof typeof SHOPPER_RETURN_KIND_LABELS))).toBe(label);
    for (const [event, label] of Object.entries(SHOPPER_RETURN_EVENT_LABELS))
      expect(en(returnEventKey(event as keyof typeof SHOPPER_RETURN_EVENT_LABELS))).toBe(label);
    expect(RETURN_REASON_OPTIONS.map((option) => returnReasonWords(option.label, en))).toEqual([...RETURN_REASONS]);
    expect(en('returns.action')).toBe(SHOPPER_RETURN_TEXTS.action);
    expect(en('returns.formTitle')).toBe(SHOPPER_RETURN_TEXTS.formTitle);
    expect(en('returns.submit')).toBe(SHOPPER_RETURN_TEXTS.submit);
    expect(en('returns.sent')).toBe(SHOPPER_RETURN_TEXTS.sent);
    expect(en('returns.creditNote')).toBe(SHOPPER_RETURN_TEXTS.creditNote);
    expect(en('returns.windowOpen', { date: '8 Mar 2026' })).toBe(SHOPPER_RETURN_TEXTS.windowOpen('8 Mar 2026'));
  });

  it("say the return form's own checks as the web's table does in English, and in Arabic", () => {
    for (const message of Object.values(RETURN_FORM_MESSAGES)) expect(returnFormWords(message, en)).toBe(message);
    expect(returnFormWords(RETURN_FORM_MESSAGES.kind, ar)).toBe('اختر استرداد المبلغ أو الاستبدال.');
    expect(returnFormWords(RETURN_FORM_MESSAGES.note, ar)).toBe('يجب ألا تتجاوز الملاحظة 500 حرف.');
    expect(returnFormWords('An item is already returned.', ar)).toBe('An item is already returned.');
  });

  it("keep the domain's cancel reasons and payment mode in English, and word them in Arabic", () => {
    expect(CANCEL_REASONS.map((reason) => en(cancelReasonKey(CANCEL_REASON_VALUES[reason])))).toEqual([
      ...CANCEL_REASONS,
    ]);
    expect(cancelReasonWords('Size has been Incorrect', ar)).toBe('المقاس غير صحيح');
    expect(cancelReasonWords('A reason from a newer store', ar)).toBe('A reason from a newer store');
    expect(paymentModeWords(PAYMENT_METHOD, en)).toBe('Cash on Delivery');
    expect(paymentModeWords(PAYMENT_METHOD, ar)).toBe('الدفع عند الاستلام');
    expect(returnReasonWords('Wrong size', ar)).toBe('مقاس غير مناسب');
  });

  it("name an order's status as the spec does in English ('Product DISPATCHED'), and in Arabic words", () => {
    const title = (say: typeof en) => say('order.timelineTitle', { status: say(orderStatusKey('DISPATCHED')) });
    expect(title(en)).toBe('Product DISPATCHED');
    expect(title(ar)).toBe('حالة الطلب: تم الشحن');
    expect(en(orderStatusKey('CANCELLED'))).toBe('CANCELLED');
    expect(ar(orderStatusKey('CANCELLED'))).toBe('ملغى');
    expect(en('order.number', { id: '261122K7Q2M9XR' })).toBe('Order #261122K7Q2M9XR');
  });

  it('count characters in Arabic with the right form, in Latin digits', () => {
    expect(en('returns.noteHint', { max: 500 })).toBe('At most 500 characters.');
    expect(ar('returns.noteHint', { max: 500 })).toBe('500 حرف على الأكثر.');
    expect(ar('returns.noteHint', { max: 10 })).toBe('10 أحرف على الأكثر.');
    expect(ar('returns.noteHint', { max: 11 })).toBe('11 حرفًا على الأكثر.');
  });
});
