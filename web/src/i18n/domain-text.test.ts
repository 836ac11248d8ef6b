import { setupI18n } from '@lingui/core';
import {
  belowMinimumMessage,
  colourUnavailableMessage,
  expiredMessage,
  notStartedMessage,
  describeOffer,
  INTL_LOCALE,
  MESSAGES,
  notCancellableMessage,
  outOfStockMessage,
  validateShipping,
  promotionCodeProblem,
  PRODUCT_GONE_MESSAGE,
  sizeUnavailableMessage,
  validateCancelReason,
  validateContact,
  validateLogin,
  validateNewsletterEmail,
  validatePasswordChange,
  validateProfile,
  validateRegistration,
  welcomeOfferLine,
} from '@store/domain';
import { describe, expect, it } from 'vitest';
import arDomain from './catalogues/ar/domain.json';
import enDomain from './catalogues/en/domain.json';
import { AR_CATALOGUE, EN_CATALOGUE } from './catalogue-sources.ts';
import { compileCatalogue } from './compile-catalogue.ts';
import { DOMAIN_TEXTS, translateDomainText } from './domain-text.ts';
import { validateResetPassword } from '@/features/account/form-rules.ts';
import type { Translate } from './i18n.tsx';
import { localizedDates } from '@/lib/localized-dates.ts';

const translator = (locale: 'en' | 'ar', source: Record<string, string>): Translate => {
  const i18n = setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: compileCatalogue(source) } });
  return (id, values) => i18n._(id, values);
};
const en = translator('en', EN_CATALOGUE);
const ar = translator('ar', AR_CATALOGUE);

describe("the domain's messages in the catalogues", () => {
  it("are the domain's English texts exactly, whatever the values", () => {
    for (const text of DOMAIN_TEXTS) {
      const values = text.names.map((name) => `«${name}»`);
      const named = Object.fromEntries(text.names.map((name, index) => [name, values[index]]));
      expect(en(text.id, named), text.id).toBe(text.english(...values));
    }
  });

  it('have an id for every domain text and no id the web does not use', () => {
    expect(Object.keys(enDomain).sort()).toEqual(DOMAIN_TEXTS.map((text) => text.id).sort());
    expect(Object.keys(arDomain).sort()).toEqual(Object.keys(enDomain).sort());
    for (const code of Object.keys(MESSAGES)) expect(enDomain).toHaveProperty(`domain.${code}`);
  });
});

describe('a domain text on an Arabic page', () => {
  const say = (english: string) => translateDomainText(ar, english);

  it('is found by its English text, from the domain or from an answer', () => {
    expect(say(MESSAGES.emptyCart)).toBe('سلة التسوق فارغة. ابدأ بإضافة منتجاتك المفضلة إلى السلة!');
    expect(say(PRODUCT_GONE_MESSAGE)).toBe('هذا المنتج لم يعد متوفرًا.');
    expect(say('Cash on Delivery')).toBe('الدفع عند الاستلام');
  });

  it("puts the values of a written text back, with the field's label in Arabic", () => {
    const errors = validateShipping({ note: 'x'.repeat(501), emirate: 'Atlantis', postalCode: '12#' });
    expect(say(errors.firstName!)).toBe('يُرجى إدخال الاسم الأول.');
    expect(say(errors.phone!)).toBe('يُرجى إدخال رقم الهاتف.');
    expect(say(errors.note!)).toBe('يجب ألا تتجاوز قيمة «ملاحظة» 500 حرف.');
    expect(say(errors.emirate!)).toBe('يجب أن تكون الإمارة إحدى الإمارات السبع.');
    expect(say(errors.postalCode!)).toBe('لا يحتوي الرمز البريدي إلا على أحرف وأرقام.');
    expect(say(validateShipping({ phone: '12' }).phone!)).toBe(
      'يجب أن يكون رقم الهاتف رقمًا إماراتيًا، مثل 050 123 4567.',
    );
    expect(say(promotionCodeProblem('x'.repeat(33))!)).toBe('لا يزيد رمز الخصم عن 32 حرفًا.');
  });

  it('counts what is left with the right Arabic form, the product named as it is', () => {
    expect(say(outOfStockMessage('Drift King Tee', 'M', 'Black', 1))).toBe(
      'لم تتبقَّ سوى قطعة واحدة من Drift King Tee (المقاس M، اللون أسود).',
    );
    expect(say(outOfStockMessage('Drift King Tee', 'M', 'Black', 2))).toBe(
      'لم تتبقَّ سوى قطعتين من Drift King Tee (المقاس M، اللون أسود).',
    );
    expect(say(outOfStockMessage('Drift King Tee', 'M', 'Black', 3))).toBe(
      'لم تتبقَّ سوى 3 قطع من Drift King Tee (المقاس M، اللون أسود).',
    );
    expect(say(outOfStockMessage('Tee (size L, colour Red) 2', 'XL', 'Blue', 0))).toBe(
      'Tee (size L, colour Red) 2 (المقاس XL، اللون أزرق) نفد من المخزون.',
    );
    expect(say(sizeUnavailableMessage('5XL', 'Drift King Tee'))).toBe('المقاس 5XL غير متوفر في Drift King Tee.');
    expect(say(describeOffer('PERCENT', 10))).toBe('خصم 10%');
    expect(say(describeOffer('FIXED', 5000))).toBe('خصم 50.00 د.إ');
    expect(say(belowMinimumMessage(50_000, 37_999))).toBe(
      'يتطلب رمز الخصم هذا أن يبلغ مجموع المنتجات 500.00 د.إ: أضف منتجات بقيمة 120.01 د.إ.',
    );
  });

  it("names a known colour and the free size in Arabic, an owner's own colour as it came", () => {
    expect(say(outOfStockMessage('Drift King Tee', 'M', 'Teal', 0))).toBe(
      'Drift King Tee (المقاس M، اللون Teal) نفد من المخزون.',
    );
    expect(say(colourUnavailableMessage('White', 'Drift King Tee'))).toContain('أبيض');
    expect(say(outOfStockMessage('Drift King Tee', 'Free Size', 'Black', 0))).toBe(
      'Drift King Tee (المقاس مقاس واحد، اللون أسود) نفد من المخزون.',
    );
  });

  it("writes a discount code's dates with the Arabic month when given the page's dates", () => {
    const dates = localizedDates('ar');
    expect(translateDomainText(ar, expiredMessage('2026-11-25T12:00:00Z'), dates)).toContain('25 نوفمبر 2026');
    expect(translateDomainText(ar, notStartedMessage('2027-01-02T12:00:00Z'), dates)).toContain('2 يناير 2027');
    expect(translateDomainText(en, expiredMessage('2026-11-25T12:00:00Z'))).toBe(
      'This discount code expired on 25 Nov 2026.',
    );
  });

  it('is left as it is when the domain does not write it, and unchanged in English', () => {
    expect(say('Some new refusal.')).toBe('Some new refusal.');
    expect(say('')).toBe('');
    const english = outOfStockMessage('Drift King Tee', 'M', 'Black', 2);
    expect(translateDomainText(en, english)).toBe(english);
    expect(translateDomainText(en, 'First name is required.')).toBe('First name is required.');
  });
});

describe("the account, orders and content pages' domain texts on an Arabic page", () => {
  const say = (english: string) => translateDomainText(ar, english);
  const both = (english: string | undefined) => {
    expect(translateDomainText(en, english!)).toBe(english);
    return say(english!);
  };

  it("word the account forms' refusals in Arabic, the field named in Arabic", () => {
    const login = validateLogin({ email: 'not-an-email', password: '' });
    expect(both(login.email)).toBe('أدخل بريدًا إلكترونيًا صحيحًا.');
    expect(both(login.password)).toBe('يُرجى إدخال كلمة المرور.');
    const registration = validateRegistration({
      firstName: 'x'.repeat(51),
      password: 'short',
      confirmPassword: 'other',
    });
    expect(both(registration.firstName)).toBe('يجب ألا تتجاوز قيمة «الاسم الأول» 50 حرفًا.');
    expect(both(registration.password)).toBe('يجب ألا تقل قيمة «كلمة المرور» عن 8 أحرف.');
    expect(both(registration.confirmPassword)).toBe('كلمتا المرور غير متطابقتين!');
    expect(both(registration.agreeToTerms)).toMatch(/[\u0600-\u06FF]/);
    expect(both(validateProfile({ phone: '12' }).phone)).toBe(
      'يجب أن يكون رقم الهاتف رقمًا إماراتيًا، مثل 050 123 4567.',
    );
    const change = validatePasswordChange({ oldPassword: '', newPassword: '' });
    expect(both(change.oldPassword)).toBe('يُرجى إدخال كلمة المرور القديمة.');
    expect(both(change.newPassword)).toBe('يُرجى إدخال كلمة المرور الجديدة.');
    expect(both(validateResetPassword({ newPassword: 'abc', confirmPassword: 'abd' }).newPassword)).toBe(
      'يجب ألا تقل قيمة «كلمة المرور الجديدة» عن 8 أحرف.',
    );
    expect(both(validateNewsletterEmail(''))).toBe('يُرجى إدخال البريد الإلكتروني.');
  });

  it("word the account pages' notices and the server's answers in Arabic", () => {
    expect(both(MESSAGES.passwordChanged)).toBe('تم تغيير كلمة المرور بنجاح.');
    expect(both(MESSAGES.resetRequested)).toContain('أرسلنا إليه رابطًا');
    expect(both(MESSAGES.wrongCredentials)).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    expect(both(MESSAGES.resetTokenInvalid)).toBe('رابط إعادة تعيين كلمة المرور هذا غير صالح أو انتهت صلاحيته.');
  });

  it("word an order's cancel refusal with its status in Arabic", () => {
    expect(both(notCancellableMessage('DISPATCHED'))).toBe('لم يعد بالإمكان إلغاء هذا الطلب: حالته الآن تم الشحن.');
    expect(both(notCancellableMessage('DELIVERED'))).toBe('لم يعد بالإمكان إلغاء هذا الطلب: حالته الآن تم التوصيل.');
    // A status the shop does not know is shown as it came.
    expect(say(notCancellableMessage('LOST'))).toBe('لم يعد بالإمكان إلغاء هذا الطلب: حالته الآن LOST.');
    expect(both(validateCancelReason(''))).toBe('سبب الإلغاء مطلوب.');
    expect(both(validateCancelReason('Bored'))).toMatch(/^[^A-Za-z]*[\u0600-\u06FF]/);
  });

  it("word the contact form's refusals and the newsletter's offer in Arabic", () => {
    const contact = validateContact({ name: '', email: 'x@', message: 'x'.repeat(2001) });
    expect(both(contact.name)).toBe('يُرجى إدخال الاسم.');
    expect(both(contact.email)).toBe('أدخل بريدًا إلكترونيًا صحيحًا.');
    expect(both(contact.message)).toBe('يجب ألا تتجاوز قيمة «الرسالة» 2,000 حرف.');
    expect(both(welcomeOfferLine(10))).toBe('اشترك في نشرتنا البريدية واحصل على خصم 10% على طلبك الأول أو التالي');
    expect(both(welcomeOfferLine(0))).toBe('اشترك في نشرتنا البريدية: أحدث التصاميم والعروض أولًا بأول');
    expect(both(MESSAGES.subscribed)).toBe('تم اشتراكك بنجاح.');
    expect(both(MESSAGES.timesUp)).toBe('انتهى الوقت!');
  });
});
