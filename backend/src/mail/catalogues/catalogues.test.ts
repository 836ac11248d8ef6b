import { describe, expect, it } from 'vitest';
import {
  CANCEL_REASONS,
  COLOURS,
  EMIRATES,
  PAYMENT_METHOD,
  REFUND_METHOD_LABELS,
  RETURN_METHOD_LABELS,
  RETURN_REASONS,
  welcomeOfferHeading,
} from '@store/domain';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { mailWords } from '../mail-language.ts';
import ar from './ar.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The values a compiled message puts in ([name] or [name, 'plural' | 'select', branches]), branches included. */
function namesIn(compiled: unknown): string[] {
  if (!Array.isArray(compiled)) return [];
  return compiled.flatMap((part) => {
    if (!Array.isArray(part)) return [];
    const [name, , branches] = part as [string, string?, Record<string, unknown>?];
    return [name, ...Object.values(branches ?? {}).flatMap(namesIn)];
  });
}

describe('the mail catalogues', () => {
  it('have every English key in Arabic, and no Arabic key English lacks', () => {
    const arabic = ar as Record<string, string>;
    expect(
      Object.keys(en).filter((id) => !arabic[id]?.trim()),
      'keys missing in ar.json',
    ).toEqual([]);
    expect(
      Object.keys(ar).filter((id) => !(id in en)),
      'keys in ar.json only',
    ).toEqual([]);
  });

  it('are valid ICU messages, with the same placeholders in both languages', () => {
    const placeholders = (message: string) => namesIn(compileMessage(message));
    for (const [id, message] of Object.entries(en)) {
      const arabic = (ar as Record<string, string>)[id]!;
      expect(() => compileMessage(message), id).not.toThrow();
      expect(() => compileMessage(arabic), id).not.toThrow();
      expect(new Set(placeholders(arabic)), id).toEqual(new Set(placeholders(message)));
    }
  });

  it('give every Arabic plural all six forms, and use them', () => {
    const plurals = Object.entries(ar).filter(([, message]) => message.includes(', plural,'));
    expect(plurals.length).toBeGreaterThan(0);
    for (const [id, message] of plurals) {
      for (const form of PLURAL_FORMS) expect(message, `${id} lacks ${form}`).toContain(` ${form} {`);
    }
    const { t } = mailWords('ar');
    expect([1, 2, 3, 11, 100].map((hours) => t('reset.intro', { hours }))).toEqual([
      'عيّن كلمة مرور جديدة خلال ساعة واحدة عبر هذا الرابط:',
      'عيّن كلمة مرور جديدة خلال ساعتين عبر هذا الرابط:',
      'عيّن كلمة مرور جديدة خلال 3 ساعات عبر هذا الرابط:',
      'عيّن كلمة مرور جديدة خلال 11 ساعة عبر هذا الرابط:',
      'عيّن كلمة مرور جديدة خلال 100 ساعة عبر هذا الرابط:',
    ]);
  });

  it("name every emirate and colour the shop has, and hold the domain's English words", () => {
    for (const name of [...EMIRATES.map((e) => `emirate.${e}`), ...COLOURS.map((c) => `colour.${c}`)]) {
      expect(en, name).toHaveProperty([name]);
    }
    const english = mailWords('en');
    expect(english.t('order.paymentMethod')).toBe(PAYMENT_METHOD);
    // The domain's values keep their English words in English mails.
    for (const reason of CANCEL_REASONS) expect(english.named('cancelReason', reason)).toBe(reason);
    for (const reason of RETURN_REASONS) expect(english.named('returnReason', reason)).toBe(reason);
    for (const [method, label] of Object.entries(RETURN_METHOD_LABELS))
      expect(english.named('returnMethod', method)).toBe(label);
    for (const [method, label] of Object.entries(REFUND_METHOD_LABELS))
      expect(english.named('refundMethod', method)).toBe(label);
    const arabic = mailWords('ar');
    for (const reason of CANCEL_REASONS) expect(arabic.named('cancelReason', reason)).toMatch(/[\u0600-\u06ff]/);
    for (const reason of RETURN_REASONS) expect(arabic.named('returnReason', reason)).toMatch(/[\u0600-\u06ff]/);
    expect(arabic.named('colour', 'Teal')).toBe('Teal');
    for (const percent of [5, 10, 50])
      expect(english.t('welcome.heading', { percent })).toBe(welcomeOfferHeading(percent));
  });

  it('write Arabic amounts and dates through Intl with Latin digits, English ones as before', () => {
    const arabic = mailWords('ar');
    expect(arabic.money(13_998)).toMatch(/^\u200f?139\.98\s?د\.إ\.\u200f?$/);
    expect(arabic.money(123_456_700)).toContain('1,234,567.00');
    expect(arabic.date('2030-12-03')).toBe('3 ديسمبر 2030');
    expect(arabic.date('not a date')).toBe('not a date');
    expect(arabic.link('https://tees.ae', '/order-tracking/1')).toBe('https://tees.ae/ar/order-tracking/1');
    const english = mailWords('en');
    expect(english.money(13_998)).toBe('AED 139.98');
    expect(english.date('2030-12-03')).toBe('3 Dec 2030');
    expect(english.link('https://tees.ae', '/order-tracking/1')).toBe('https://tees.ae/order-tracking/1');
    expect(mailWords('fr').locale).toBe('en');
    expect(mailWords(null).locale).toBe('en');
  });
});
