import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listOutbox } from '@store/backend/mail/outbox';
import { CANCEL_ORDER, PLACE_ORDER, SHIPPING, newKey } from '../testing/order-fixtures.ts';
import { loggedInClient, useTestStack, type TestClient } from '../testing/test-gateway.ts';

/**
 * The shopper's language through the gateway, against the real backend (issue 21): kept on the account (register,
 * the language switch), on each order (placeOrder) and on a subscription, and the mails that follow it.
 */
const stack = useTestStack();
/** The operation the web's language switch sends (web/src/app/save-language.ts), as it sends it. */
const SAVE_LANGUAGE_SOURCE = readFileSync(
  new URL('../../../web/src/app/language-switch.graphql', import.meta.url),
  'utf8',
);

const ARABIC = /[\u0600-\u06ff]/;
const PASSWORD = 'desert-rally-7';

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { ok errors { field message } } }`;
const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { customer { email language } errors { message } }
}`;
const SET_LANGUAGE = `mutation ($language: Language!) {
  setLanguage(language: $language) { customer { email language } errors { field message } }
}`;
const ME = `{ me { email language } }`;
const SUBSCRIBE = `mutation ($email: String!, $language: Language) {
  subscribeNewsletter(email: $email, language: $language) { ok errors { message } }
}`;
const REQUEST_RESET = `mutation ($email: String!) { requestPasswordReset(email: $email) { ok } }`;

const registration = (email: string, language?: string) => ({
  firstName: 'Aisha',
  lastName: 'Khan',
  email,
  phone: '050 123 4567',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  agreeToTerms: true,
  ...(language ? { language } : {}),
});

async function registeredAndLoggedIn(email: string, language?: string): Promise<TestClient> {
  const client = stack.client();
  const { register } = await client.data(REGISTER, { input: registration(email, language) });
  expect(register.ok).toBe(true);
  const { login } = await client.data(LOGIN, { email, password: PASSWORD });
  expect(login.customer).toEqual({ email, language: language ?? 'EN' });
  return client;
}

const languageOf = async (client: TestClient) => (await client.data(ME)).me.language as string;

/** The mails sent to `email` whose subject matches, newest first, from the backend's outbox. */
const mailsTo = async (email: string, subject: RegExp) =>
  (await listOutbox(stack.backend.db.db, email)).filter((mail) => subject.test(mail.subject));

async function order(client: TestClient, language?: string) {
  const input = { shipping: SHIPPING, lines: [{ productId: '1', quantity: 1 }], ...(language ? { language } : {}) };
  const { placeOrder } = await client.data(PLACE_ORDER, { input, key: newKey() });
  expect(placeOrder.errors).toEqual([]);
  return placeOrder.order.id as string;
}

describe("the account's language", () => {
  it("is the page's language at registration, and the reset mail is in it", async () => {
    const client = await registeredAndLoggedIn('ar.account@example.ae', 'AR');
    expect(await languageOf(client)).toBe('AR');
    await stack.client().data(REQUEST_RESET, { email: 'ar.account@example.ae' });
    const [reset] = await mailsTo('ar.account@example.ae', /^إعادة تعيين كلمة المرور$/);
    expect(reset?.body).toMatch(/\/ar\/reset-password\?token=/);
    expect(reset?.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('is English for a client that does not say, and the language switch saves it on the account', async () => {
    const client = await registeredAndLoggedIn('switcher@example.ae');
    expect(await languageOf(client)).toBe('EN');
    const { setLanguage } = await client.data(SET_LANGUAGE, { language: 'AR' });
    expect(setLanguage).toEqual({ customer: { email: 'switcher@example.ae', language: 'AR' }, errors: [] });
    expect(await languageOf(client)).toBe('AR');
    // Read back by a new login too.
    const again = stack.client();
    expect((await again.data(LOGIN, { email: 'switcher@example.ae', password: PASSWORD })).login.customer).toEqual({
      email: 'switcher@example.ae',
      language: 'AR',
    });
    await stack.client().data(REQUEST_RESET, { email: 'switcher@example.ae' });
    expect(await mailsTo('switcher@example.ae', /^إعادة تعيين كلمة المرور$/)).toHaveLength(1);

    await client.data(SET_LANGUAGE, { language: 'EN' });
    await stack.client().data(REQUEST_RESET, { email: 'switcher@example.ae' });
    expect(await mailsTo('switcher@example.ae', /^Reset your password$/)).toHaveLength(1);
  });

  it("is saved by the web's language switch, which sends its operation's text as it is", async () => {
    const client = await registeredAndLoggedIn('web.switch@example.ae');
    const response = await client.raw({ query: SAVE_LANGUAGE_SOURCE, variables: { language: 'AR' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: { setLanguage: { customer: { email: 'web.switch@example.ae', language: 'AR' }, errors: [] } },
    });
    expect(await languageOf(client)).toBe('AR');
  });

  it('cannot be changed by a signed-out client', async () => {
    const answer = await stack.client().query(SET_LANGUAGE, { language: 'AR' });
    expect(answer.data).toBeNull();
    expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  it("changes the signed-in customer's own account only: no argument names another", async () => {
    const mine = await registeredAndLoggedIn('mine.lang@example.ae');
    const theirs = await registeredAndLoggedIn('theirs.lang@example.ae');
    const named = await mine.raw({
      query: `mutation { setLanguage(language: AR, email: "theirs.lang@example.ae") { customer { email } } }`,
    });
    expect(named.status).toBe(400);
    const refusal = (await named.json()) as { errors: { message: string }[] };
    expect(refusal.errors[0]?.message).toBe('Unknown argument "email" on field "Mutation.setLanguage".');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => mine.data(SET_LANGUAGE, { language: index % 2 ? 'AR' : 'EN' })),
    );
    expect(answers.map((answer) => answer.setLanguage.customer.email)).toEqual(Array(8).fill('mine.lang@example.ae'));
    expect(['EN', 'AR']).toContain(await languageOf(mine));
    expect(await languageOf(theirs)).toBe('EN');
  });
});

describe("an order's language", () => {
  it("is the checkout page's: an Arabic order is confirmed and cancelled in Arabic, whatever the account says", async () => {
    const client = await loggedInClient(stack, 'ar.orders@example.ae');
    const id = await order(client, 'AR');
    const [confirmation] = await mailsTo('ar.orders@example.ae', new RegExp(`^تأكيد الطلب ${id}`));
    expect(confirmation?.body).toMatch(ARABIC);
    expect(confirmation?.body).toContain(`/ar/order-tracking/${id}`);
    expect(confirmation?.html).toContain('<html lang="ar" dir="rtl">');

    const { cancelOrder } = await client.data(CANCEL_ORDER, { id, reason: 'SIZE_INCORRECT' });
    expect(cancelOrder.errors).toEqual([]);
    const [cancelled] = await mailsTo('ar.orders@example.ae', new RegExp(`^تم إلغاء الطلب ${id}$`));
    expect(cancelled?.body).toContain('السبب: المقاس غير صحيح');
  });

  it('is English when the client does not say (clients from before the field)', async () => {
    const client = await loggedInClient(stack, 'en.orders@example.ae');
    const id = await order(client);
    const [confirmation] = await mailsTo('en.orders@example.ae', new RegExp(id));
    expect(confirmation?.subject).toMatch(new RegExp(`^Order ${id} confirmed: AED \\d+\\.\\d\\d, cash on delivery$`));
    expect(confirmation?.body).not.toMatch(ARABIC);
  });
});

describe("a subscription's language", () => {
  it("welcomes in the page's language", async () => {
    const { subscribeNewsletter } = await stack
      .client()
      .data(SUBSCRIBE, { email: 'ar.reader@example.ae', language: 'AR' });
    expect(subscribeNewsletter).toEqual({ ok: true, errors: [] });
    const [welcome] = await mailsTo('ar.reader@example.ae', /رمزك WELCOME-/);
    expect(welcome?.html).toContain('<html lang="ar" dir="rtl">');
    await stack.client().data(SUBSCRIBE, { email: 'en.reader@example.ae' });
    expect(await mailsTo('en.reader@example.ae', /your code WELCOME-/)).toHaveLength(1);
  });
});

describe('a language the shop does not have', () => {
  const WRONG = ['FR', 'ar', 'ARABIC', '', 'A'.repeat(10_000), 7, true, ['AR'], { AR: true }];

  it.each(WRONG.map((value) => [JSON.stringify(value).slice(0, 20), value]))(
    'is a 400 with a message, never a 500, and changes nothing: %s',
    async (_name, language) => {
      const client = await loggedInClient(stack, `wrong.${Math.random().toString(36).slice(2)}@example.ae`);
      const requests = [
        { query: SET_LANGUAGE, variables: { language } },
        { query: SUBSCRIBE, variables: { email: 'wrong.reader@example.ae', language } },
        { query: REGISTER, variables: { input: { ...registration('wrong.new@example.ae'), language } } },
        {
          query: PLACE_ORDER,
          variables: {
            input: { shipping: SHIPPING, lines: [{ productId: '1', quantity: 1 }], language },
            key: newKey(),
          },
        },
      ];
      for (const request of requests) {
        const response = await client.raw(request);
        expect(response.status).toBe(400);
        const answer = (await response.json()) as { errors: { message: string }[] };
        expect(answer.errors[0]?.message).toMatch(/Language/);
      }
      expect(await languageOf(client)).toBe('EN');
      expect((await client.data(`{ myOrders { id } }`)).myOrders).toEqual([]);
      expect(await listOutbox(stack.backend.db.db, 'wrong.reader@example.ae')).toEqual([]);
    },
  );
});
