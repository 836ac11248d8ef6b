import { afterAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { orderBody, registration } from '../testing/fixtures.ts';
import { useTestBackend } from '../testing/test-backend.ts';
import { eventually, fastMail, startSmtpSink } from './testing/smtp-sink.ts';

/** Mail in the shopper's language (issue 21), as it arrives at a real SMTP server from the backend's HTTP API. */
const sink = await startSmtpSink();
const STAFF_TOKEN = 'staff-secret-for-language-tests';
const api = useTestBackend({ staffToken: STAFF_TOKEN, mail: fastMail(sink.url) });
afterAll(() => sink.close());

const ARABIC = /[\u0600-\u06ff]/;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;
/** An amount as Arabic mails write it: Latin digits and the dirham's Arabic sign. */
const ARABIC_AMOUNT = /\d+\.\d\d\s?د\.إ\./;

async function arrived(to: string, subject: RegExp): Promise<ParsedMail> {
  return eventually(async () => {
    const mails = (await sink.parsed()).filter((mail) => mail.to && 'text' in mail.to && mail.to.text === to);
    const matching = mails.filter((mail) => subject.test(mail.subject ?? ''));
    expect(matching.length).toBeLessThanOrEqual(1);
    return matching[0];
  });
}

/** Both parts are Arabic, right to left, with Latin digits only. */
function expectArabic(mail: ParsedMail) {
  expect(mail.subject).toMatch(ARABIC);
  expect(mail.text).toMatch(ARABIC);
  expect(mail.html).toMatch(ARABIC);
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  expect(mail.html).toContain('<div dir="rtl"');
  for (const part of [mail.subject, mail.text, mail.html as string]) expect(part).not.toMatch(ARABIC_INDIC_DIGITS);
}

async function placeOrder(email: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const answer = await api.postJson<{ order_id: string }>(
    '/images/Orders/',
    orderBody(email, [{ id: 1, quantity: 2 }], overrides),
  );
  return answer.order_id;
}

const setStatus = (id: string, body: Record<string, string>) =>
  api.post(`/staff/orders/${id}/status`, body, { authorization: `Bearer ${STAFF_TOKEN}` });

const languageOf = async (email: string) =>
  (await api.getJson<{ data: { language: string } }>(`/accounts/customer/profile/${email}`)).data.language;

describe('an order placed from the Arabic checkout', () => {
  it('is confirmed in Arabic: subject and both parts, AED in Latin digits, the Dubai date, Arabic links', async () => {
    const id = await placeOrder('ar-buyer@example.ae', { language: 'ar' });
    const mail = await arrived('ar-buyer@example.ae', new RegExp(id));
    expectArabic(mail);
    expect(mail.subject).toMatch(new RegExp(`^تأكيد الطلب ${id}: .*د\\.إ\\..*، الدفع عند الاستلام$`));
    for (const part of [mail.text!, mail.html as string]) {
      expect(part).toContain('شكرًا لطلبك');
      expect(part).toMatch(ARABIC_AMOUNT);
      expect(part).toContain('دبي');
      expect(part).toMatch(
        /\d{1,2} (يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر) \d{4}/,
      );
      expect(part).toContain(`http://store.test/ar/order-tracking/${id}`);
      expect(part).not.toContain('Thank you');
    }
  });

  it('hears of each status change and of its cancellation in Arabic', async () => {
    const id = await placeOrder('ar-status@example.ae', { language: 'ar' });
    await setStatus(id, { status: 'PACKED' });
    const packed = await arrived('ar-status@example.ae', new RegExp(`^تم تجهيز الطلب ${id}$`));
    expectArabic(packed);
    expect(packed.text).toContain(`تم تجهيز طلبك ${id}`);

    await setStatus(id, { status: 'DISPATCHED', courier: 'Aramex', trackingNumber: 'AX123456789' });
    const dispatched = await arrived('ar-status@example.ae', new RegExp(`^الطلب ${id} في الطريق إليك$`));
    expectArabic(dispatched);
    for (const part of [dispatched.text!, dispatched.html as string]) {
      expect(part).toContain('رقم التتبع');
      expect(part).toContain('AX123456789');
      expect(part).toMatch(ARABIC_AMOUNT);
      expect(part).toContain(`http://store.test/ar/order-tracking/${id}`);
    }

    const cancelled = await placeOrder('ar-status@example.ae', { language: 'ar' });
    await api.postJson('/images/cancel-order/', { id: cancelled, reason: 'Size has been Incorrect' });
    const mail = await arrived('ar-status@example.ae', new RegExp(`^تم إلغاء الطلب ${cancelled}$`));
    expectArabic(mail);
    expect(mail.text).toContain('السبب: المقاس غير صحيح');
    expect(mail.html).toContain(`href="http://store.test/ar/my-account-orders-details/${cancelled}"`);
  });

  it('hears of its return in Arabic, reason and method named in Arabic', async () => {
    const id = await placeOrder('ar-return@example.ae', { language: 'ar' });
    await setStatus(id, { status: 'PACKED' });
    await setStatus(id, { status: 'DISPATCHED', courier: 'Aramex', trackingNumber: 'AX1' });
    await setStatus(id, { status: 'DELIVERED' });
    const asked = await api.post(`/returns/${id}`, {
      email: 'ar-return@example.ae',
      kind: 'REFUND',
      method: 'PICKUP',
      reason: 'Wrong size',
      lines: [{ lineNo: 1, quantity: 1 }],
    });
    expect(asked.status).toBe(201);
    const mail = await arrived('ar-return@example.ae', new RegExp(`^طلب إرجاع للطلب ${id}$`));
    expectArabic(mail);
    expect(mail.text).toContain('السبب: مقاس غير مناسب');
    expect(mail.text).toContain('طريقة الإرجاع: الاستلام من عنوانك');
    expect(mail.html).toContain(`href="http://store.test/ar/my-account-orders-details/${id}"`);
  });

  it('keeps its language whatever the account says: an English order of an Arabic account is mailed in English', async () => {
    await api.post('/images/customers/', registration('mixed@example.ae', { language: 'ar' }));
    const id = await placeOrder('mixed@example.ae', { language: 'en' });
    const mail = await arrived('mixed@example.ae', new RegExp(id));
    expect(mail.subject).toMatch(new RegExp(`^Order ${id} confirmed: AED \\d+\\.\\d\\d, cash on delivery$`));
    expect(mail.text).not.toMatch(ARABIC);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it('stays English for a client that does not send a language', async () => {
    const id = await placeOrder('old-client@example.ae');
    const mail = await arrived('old-client@example.ae', new RegExp(id));
    expect(mail.subject).toMatch(/^Order .+ confirmed: AED/);
    expect(mail.text).toContain(`Thank you for your order ${id}.`);
    expect(mail.text).not.toMatch(ARABIC);
  });
});

describe("the account's language", () => {
  it('is the language registered in, and the reset mail is in it, linking the Arabic page', async () => {
    await api.post('/images/customers/', registration('ar-reset@example.ae', { language: 'ar' }));
    expect(await languageOf('ar-reset@example.ae')).toBe('ar');
    await api.get('/images/forgot-password/ar-reset@example.ae');
    const mail = await arrived('ar-reset@example.ae', /^إعادة تعيين كلمة المرور$/);
    expectArabic(mail);
    expect(mail.text).toContain('مرحبًا Aisha،');
    expect(mail.text).toContain('ساعة واحدة');
    expect(mail.html).toMatch(/href="http:\/\/store\.test\/ar\/reset-password\?token=[\w-]+"/);
  });

  it('changes with the language switch, and the next mail follows it both ways', async () => {
    await api.post('/images/customers/', registration('switch@example.ae'));
    expect(await languageOf('switch@example.ae')).toBe('en');
    const saved = await api.post('/accounts/customer/language/', { email: 'Switch@Example.ae', language: 'ar' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ data: { email: 'switch@example.ae', language: 'ar' } });
    expect(await languageOf('switch@example.ae')).toBe('ar');
    await api.get('/images/forgot-password/switch@example.ae');
    expectArabic(await arrived('switch@example.ae', /^إعادة تعيين كلمة المرور$/));

    await api.post('/accounts/customer/language/', { email: 'switch@example.ae', language: 'en' });
    await api.get('/images/forgot-password/switch@example.ae');
    const english = await arrived('switch@example.ae', /^Reset your password$/);
    expect(english.text).toContain('Set a new password within one hour with this link:');
    expect(english.html).toContain('href="http://store.test/reset-password?token=');
  });

  it('sends "someone tried to register" in the account\'s language, once an hour whatever the language', async () => {
    await api.post('/images/customers/', registration('ar-owner@example.ae', { language: 'ar' }));
    await api.post('/images/customers/', registration('ar-owner@example.ae', { language: 'en' }));
    const mail = await arrived('ar-owner@example.ae', /^حاول شخص ما التسجيل/);
    expectArabic(mail);
    expect(mail.html).toContain('href="http://store.test/ar/login"');
    // The account switches to English: a second attempt within the hour still sends nothing more.
    await api.post('/accounts/customer/language/', { email: 'ar-owner@example.ae', language: 'en' });
    await api.post('/images/customers/', registration('ar-owner@example.ae'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rows = await api.backend.db.db
      .selectFrom('outbox')
      .select('subject')
      .where('recipient', '=', 'ar-owner@example.ae')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe("the newsletter subscription's language", () => {
  it('welcomes an address subscribed from an Arabic page in Arabic, with its code', async () => {
    const response = await api.post('/newsletter/subscribers', { email: 'ar-reader@example.ae', language: 'ar' });
    expect(response.status).toBe(201);
    const mail = await arrived('ar-reader@example.ae', /WELCOME-/);
    expectArabic(mail);
    const code = /رمزك: (WELCOME-[A-Z0-9]{8})/.exec(mail.text ?? '')?.[1];
    expect(code).toBeDefined();
    expect(mail.subject).toBe(`احصل على خصم 10% على طلبك الأول: رمزك ${code}`);
    expect(mail.html).toContain(code);
    expect(mail.html).toContain('href="http://store.test/ar/all-collections"');
    const [row] = await api.backend.db.db
      .selectFrom('newsletter_subscribers')
      .select('language')
      .where('email', '=', 'ar-reader@example.ae')
      .execute();
    expect(row?.language).toBe('ar');
  });
});

describe('language abuse', () => {
  const wrong = ['fr', 'AR', 'arabic', '', 'a'.repeat(10_000), 7, true, ['ar'], { ar: true }];

  it.each(wrong.map((value) => [JSON.stringify(value).slice(0, 20), value]))(
    'refuses language %s with a 400 and a message, on an order, a registration, a subscription and the switch',
    async (_name, language) => {
      const email = `wrong-${Math.random().toString(36).slice(2)}@example.ae`;
      await api.post('/images/customers/', registration(email));
      const answers = [
        await api.post('/images/Orders/', orderBody(email, [{ id: 1, quantity: 1 }], { language })),
        await api.post('/images/customers/', registration(`new-${email}`, { language })),
        await api.post('/newsletter/subscribers', { email, language }),
        await api.post('/accounts/customer/language/', { email, language }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(400);
        expect((await answer.json()).message).toBe('language must be one of: en, ar.');
      }
      // Nothing was made or changed by the refused requests.
      expect(await languageOf(email)).toBe('en');
      const orders = await api.getJson<unknown[]>(`/images/order-details/${email}`);
      expect(orders).toEqual([]);
      await expect(api.get(`/accounts/customer/profile/new-${email}`)).resolves.toMatchObject({ status: 404 });
    },
  );

  it('refuses a switch without a language, without an e-mail, or for an address with no account', async () => {
    await api.post('/images/customers/', registration('no-language@example.ae'));
    const missing = await api.post('/accounts/customer/language/', { email: 'no-language@example.ae' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe('language is required.');
    const noEmail = await api.post('/accounts/customer/language/', { language: 'ar' });
    expect(noEmail.status).toBe(400);
    const unknown = await api.post('/accounts/customer/language/', { email: 'nobody@example.ae', language: 'ar' });
    expect(unknown.status).toBe(404);
  });

  it('changes only the account it names, and concurrent switches leave one of the languages asked for', async () => {
    await api.post('/images/customers/', registration('mine@example.ae'));
    await api.post('/images/customers/', registration('theirs@example.ae'));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        api.post('/accounts/customer/language/', { email: 'mine@example.ae', language: index % 2 ? 'ar' : 'en' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(['en', 'ar']).toContain(await languageOf('mine@example.ae'));
    expect(await languageOf('theirs@example.ae')).toBe('en');
  });
});
