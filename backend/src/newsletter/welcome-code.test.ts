import { afterAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { eventually, fastMail, startSmtpSink } from '../mail/testing/smtp-sink.ts';
import { firstVariant } from '../testing/catalogue-helpers.ts';
import { orderBody, TEST_OWNER } from '../testing/fixtures.ts';
import { useTestBackend } from '../testing/test-backend.ts';

/** The newsletter's welcome offer, from the signup to the order, through a real SMTP server. */
const sink = await startSmtpSink();
const api = useTestBackend({ mail: fastMail(sink.url) });
afterAll(() => sink.close());
const db = () => api.backend.db.db;

async function mailsTo(to: string): Promise<ParsedMail[]> {
  return (await sink.parsed()).filter((mail) => mail.to && 'text' in mail.to && mail.to.text === to);
}

async function welcomeMailTo(to: string): Promise<ParsedMail> {
  return eventually(async () => (await mailsTo(to)).find((mail) => /your code/.test(mail.subject ?? '')));
}

const codeIn = (mail: ParsedMail) => /Your code: (WELCOME-[A-Z0-9]{8})/.exec(mail.text ?? '')?.[1];

describe('subscribing', () => {
  it('mails a new subscriber a single-use 10% code of their own, with an unsubscribe link', async () => {
    const response = await api.post('/newsletter/subscribers', { email: 'New.Reader@Example.ae' });
    expect(response.status).toBe(201);
    const mail = await welcomeMailTo('new.reader@example.ae');
    const code = codeIn(mail)!;
    expect(mail.subject).toBe(`Get 10% off your first order: your code ${code}`);
    expect(mail.text).toContain('10% comes off the product total of your first order');
    expect(mail.html).toContain(code);
    expect(mail.text).toMatch(/Unsubscribe: http:\/\/store\.test\/newsletter\/unsubscribe\?token=[\w-]+/);

    const v = await firstVariant(db(), 1);
    const line = [{ id: 1, quantity: 1, ssize: v.size, scolor: v.colour }];
    const placed = await api.postJson<{ status: string; order_info: string }>(
      '/images/Orders/',
      orderBody('new.reader@example.ae', line, { discountCode: code.toLowerCase() }),
    );
    expect(placed.status).toBe('1');
    const info = JSON.parse(placed.order_info);
    expect(info.camount).toBe(Math.floor((2 * v.priceFils * 10 + 100) / 200) / 100);

    // A second use, by its owner or anyone else, is refused with a message.
    const again = await api.postJson(
      '/images/Orders/',
      orderBody('new.reader@example.ae', line, { discountCode: code }),
    );
    expect(again).toEqual({ status: '2', message: 'You have already used this discount code.' });
    const stranger = await api.postJson('/images/Orders/', orderBody('other@example.ae', line, { discountCode: code }));
    expect(stranger).toEqual({ status: '2', message: 'This discount code is not valid. Check how it is spelt.' });
  });

  it('never mails a second code to an address already subscribed, nor after it unsubscribed', async () => {
    expect((await api.post('/newsletter/subscribers', { email: 'twice@example.ae' })).status).toBe(201);
    const first = await welcomeMailTo('twice@example.ae');
    expect((await api.post('/newsletter/subscribers', { email: 'TWICE@example.ae' })).status).toBe(200);
    const token = /token=([\w-]+)/.exec(first.text ?? '')![1];
    expect((await api.post('/newsletter/unsubscribe', { token })).status).toBe(200);
    const row = await db()
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', 'twice@example.ae')
      .executeTakeFirstOrThrow();
    expect(row.unsubscribed_at).not.toBeNull();
    expect((await api.post('/newsletter/subscribers', { email: 'twice@example.ae' })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo('twice@example.ae')).toHaveLength(1);
    expect(
      await db().selectFrom('promotions').select('id').where('issued_to', '=', 'twice@example.ae').execute(),
    ).toHaveLength(1);
  });

  it('mails no code while the owner has set no welcome offer', async () => {
    const owner = { 'x-staff-email': TEST_OWNER.email };
    const set = await api.backend.app.inject({
      method: 'PUT',
      url: '/admin-api/settings',
      headers: owner,
      payload: { welcomeOfferPercent: 0 },
    });
    expect(set.statusCode).toBe(200);
    expect((await api.post('/newsletter/subscribers', { email: 'nooffer@example.ae' })).status).toBe(201);
    expect(
      await db().selectFrom('promotions').select('id').where('issued_to', '=', 'nooffer@example.ae').execute(),
    ).toEqual([]);
  });

  it('answers an unknown or malformed unsubscribe link with a 404', async () => {
    for (const token of ['x'.repeat(32), '../../etc', 42, 'a'.repeat(5000)]) {
      for (const path of ['/newsletter/unsubscribe', '/newsletter/subscription']) {
        const response = await api.post(path, { token });
        expect(response.status, path).toBe(404);
      }
    }
  });

  it("tells the subscription's language for its unsubscribe link, before and as it unsubscribes, and again", async () => {
    expect((await api.post('/newsletter/subscribers', { email: 'arabic@example.ae', language: 'ar' })).status).toBe(
      201,
    );
    const { unsubscribe_token: token } = await db()
      .selectFrom('newsletter_subscribers')
      .select('unsubscribe_token')
      .where('email', '=', 'arabic@example.ae')
      .executeTakeFirstOrThrow();
    expect(await api.postJson('/newsletter/subscription', { token })).toEqual({ language: 'ar' });
    expect(await api.postJson('/newsletter/unsubscribe', { token })).toEqual({ unsubscribed: true, language: 'ar' });
    expect(await api.postJson('/newsletter/unsubscribe', { token })).toEqual({ unsubscribed: true, language: 'ar' });
    expect(await api.postJson('/newsletter/subscription', { token })).toEqual({ language: 'ar' });
  });
});
