import { beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '@store/backend/mail/outbox';
import { ORDER_FIELDS, SHIPPING, newKey, seed, stocked } from '../testing/order-fixtures.ts';
import { loggedInClient, staffClient, useTestStack, type TestClient } from '../testing/test-gateway.ts';
import { within } from '../testing/within.ts';

/** The newsletter's promise kept: subscribe, get a code by mail, use it once at checkout. */
const stack = useTestStack();
const db = () => stack.backend.db.db;

const SUBSCRIBE = `mutation ($email: String!) { subscribeNewsletter(email: $email) { ok message errors { message } } }`;
const QUOTE = `query ($lines: [CartLineInput!]!, $code: String) {
  cartQuote(lines: $lines, discountCode: $code) { subtotal codeDiscount total codeProblem appliedCode { code offer } }
}`;
const PLACE = `mutation ($input: PlaceOrderInput!, $key: String!) {
  placeOrder(input: $input, idempotencyKey: $key) { order { ${ORDER_FIELDS} discountCode codeDiscount } errors { message } }
}`;
const OFFERS = `{ storeOffers { welcomeOfferPercent promoMessages } }`;

let layla: TestClient;

beforeAll(async () => {
  layla = await loggedInClient(stack, 'layla.news@example.ae');
});

async function welcomeMail(email: string) {
  for (let tries = 0; tries < 50; tries += 1) {
    const mail = (await listOutbox(db(), email)).find((row) => /your code/.test(row.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no welcome mail to ${email}`);
}

describe('the newsletter’s welcome code', () => {
  it('is mailed to a new subscriber, takes 10% of the product total off once, and is refused after', async () => {
    const answer = await stack.client().data(SUBSCRIBE, { email: 'layla.news@example.ae' });
    expect(answer.subscribeNewsletter).toMatchObject({ ok: true, message: 'You have successfully subscribed.' });
    const mail = await welcomeMail('layla.news@example.ae');
    const code = /Your code: (WELCOME-[A-Z0-9]{8})/.exec(mail.body)![1]!;

    const line = stocked(4, 1);
    const price = Math.round(seed(4).price * 100);
    const tenth = Math.floor((2 * price * 10 + 100) / 200);
    const quoted = await layla.data(QUOTE, { lines: [line], code });
    expect(quoted.cartQuote).toEqual({
      subtotal: price / 100,
      codeDiscount: tenth / 100,
      total: (price - tenth) / 100,
      codeProblem: null,
      appliedCode: { code, offer: '10% off' },
    });
    const placed = await layla.data(PLACE, {
      input: { shipping: SHIPPING, lines: [line], discountCode: code },
      key: newKey(),
    });
    expect(placed.placeOrder.order).toMatchObject({ discountCode: code, total: (price - tenth) / 100 });

    const quotedAgain = await layla.data(QUOTE, { lines: [line], code });
    expect(quotedAgain.cartQuote.codeProblem).toBe('You have already used this discount code.');
    const placedAgain = await layla.data(PLACE, {
      input: { shipping: SHIPPING, lines: [line], discountCode: code },
      key: newKey(),
    });
    expect(placedAgain.placeOrder).toEqual({
      order: null,
      errors: [{ message: 'You have already used this discount code.' }],
    });
  });

  it('is never mailed twice to one address, and the mail’s unsubscribe link works through the gateway', async () => {
    await stack.client().data(SUBSCRIBE, { email: 'twice.news@example.ae' });
    await stack.client().data(SUBSCRIBE, { email: 'Twice.News@example.ae' });
    const mail = await welcomeMail('twice.news@example.ae');
    expect(await listOutbox(db(), 'twice.news@example.ae')).toHaveLength(1);
    const link = /http:\/\/store\.test(\/newsletter\/unsubscribe\?token=([\w-]+))/.exec(mail.body)!;
    const [, path, token] = link as unknown as [string, string, string];
    const unsubscribedAt = async () =>
      (
        await db()
          .selectFrom('newsletter_subscribers')
          .select('unsubscribed_at')
          .where('unsubscribe_token', '=', token)
          .executeTakeFirstOrThrow()
      ).unsubscribed_at;

    // Opening the link (as a mail filter scanning links does) only asks.
    const opened = await fetch(`${stack.url}${path}`);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Unsubscribe from the newsletter?');
    expect(await unsubscribedAt()).toBeNull();

    // The page's button posts the form.
    const confirmed = await fetch(`${stack.url}/newsletter/unsubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('You are unsubscribed');
    expect(await unsubscribedAt()).not.toBeNull();

    // A mail program's one-click unsubscribe (RFC 8058) posts to the link itself.
    const oneClick = await fetch(`${stack.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);

    for (const bad of [
      fetch(`${stack.url}/newsletter/unsubscribe?token=${'%00'.repeat(40)}`),
      fetch(`${stack.url}/newsletter/unsubscribe`, {
        method: 'POST',
        body: new URLSearchParams({ token: 'x'.repeat(40) }),
      }),
      fetch(`${stack.url}/newsletter/unsubscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `token=${'a'.repeat(5_000)}`,
      }),
      fetch(`${stack.url}/newsletter/unsubscribe?token="><script>`),
    ]) {
      const answer = await bad;
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(await answer.text()).not.toContain('<script>');
    }
  });

  it('is told by the promo bar with the offer the settings give', async () => {
    const { storeOffers } = await stack.client().data(OFFERS);
    expect(storeOffers.welcomeOfferPercent).toBe(10);
    expect(storeOffers.promoMessages).toContain('Sign up for 10% off your first order');
  });

  it('follows the owner: a new offer reaches the promo bar and the next welcome mail, an ended offer leaves the bar', async () => {
    const owner = await staffClient(stack);
    const update = await owner.data(
      `mutation ($input: ShopSettingsInput!) { updateShopSettings(input: $input) { errors { message } } }`,
      { input: { welcomeOfferPercent: 15, promoMessages: ['Free shipping on all orders', 'Join for {offer} off'] } },
    );
    expect(update.updateShopSettings.errors).toEqual([]);
    const read = async () => (await stack.client().data(OFFERS)).storeOffers;
    await within(2_000, read, {
      welcomeOfferPercent: 15,
      promoMessages: ['Free shipping on all orders', 'Join for 15% off'],
    });
    await stack.client().data(SUBSCRIBE, { email: 'fifteen.news@example.ae' });
    expect((await welcomeMail('fifteen.news@example.ae')).subject).toMatch(/^Get 15% off your first order: your code/);

    await owner.data(`mutation { updateShopSettings(input: { welcomeOfferPercent: 0 }) { errors { message } } }`);
    await within(2_000, read, { welcomeOfferPercent: 0, promoMessages: ['Free shipping on all orders'] });
  });
});
