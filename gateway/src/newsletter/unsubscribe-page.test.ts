import { describe, expect, it } from 'vitest';
import { useTestStack } from '../testing/test-gateway.ts';
import { UNSUBSCRIBE_CATALOGUES } from './unsubscribe-page.ts';

/** The welcome mail's unsubscribe link, through the gateway, in the language of the subscription it names. */
const stack = useTestStack();
const db = () => stack.backend.db.db;

const SUBSCRIBE = `mutation ($email: String!, $language: Language) {
  subscribeNewsletter(email: $email, language: $language) { ok }
}`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function subscribed(email: string, language: 'EN' | 'AR'): Promise<string> {
  const answer = await stack.client().data(SUBSCRIBE, { email, language });
  expect(answer.subscribeNewsletter.ok).toBe(true);
  const row = await db()
    .selectFrom('newsletter_subscribers')
    .select('unsubscribe_token')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.unsubscribe_token!;
}

async function open(token: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.url}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, { headers });
  return { status: response.status, html: await response.text() };
}

async function confirm(token: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.url}/newsletter/unsubscribe`, {
    method: 'POST',
    headers: { ...FORM, ...headers },
    body: new URLSearchParams({ token }).toString(),
  });
  return { status: response.status, html: await response.text() };
}

const unsubscribedAt = async (token: string) =>
  (
    await db()
      .selectFrom('newsletter_subscribers')
      .select('unsubscribed_at')
      .where('unsubscribe_token', '=', token)
      .executeTakeFirstOrThrow()
  ).unsubscribed_at;

const htmlElement = (html: string) => /<html[^>]*>/.exec(html)?.[0];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('the newsletter’s unsubscribe page', () => {
  it('asks and answers in Arabic, right to left, for a subscription made from an Arabic page', async () => {
    const token = await subscribed('arabic.reader@example.ae', 'AR');
    const asked = await open(token);
    expect(asked.status).toBe(200);
    expect(htmlElement(asked.html)).toBe('<html lang="ar" dir="rtl">');
    expect(title(asked.html)).toBe('إلغاء الاشتراك في النشرة البريدية؟');
    expect(asked.html).toContain('<button type="submit">إلغاء الاشتراك</button>');
    expect(asked.html).toContain('<a href="/ar">العودة إلى المتجر</a>');
    expect(asked.html).not.toMatch(/Unsubscribe|newsletter\?/);
    expect(await unsubscribedAt(token)).toBeNull();

    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(htmlElement(done.html)).toBe('<html lang="ar" dir="rtl">');
    expect(title(done.html)).toBe('تم إلغاء اشتراكك');
    expect(await unsubscribedAt(token)).not.toBeNull();

    // A second press (or a mail program's one-click after the reader's) says the same, in the same language.
    const again = await confirm(token);
    expect(again.status).toBe(200);
    expect(title(again.html)).toBe('تم إلغاء اشتراكك');
  });

  it('keeps its English texts for an English subscription, even for a visitor who chose Arabic', async () => {
    const token = await subscribed('english.reader@example.ae', 'EN');
    const asked = await open(token, { cookie: 'lang=ar' });
    expect(asked.status).toBe(200);
    expect(htmlElement(asked.html)).toBe('<html lang="en">');
    expect(asked.html).toContain('<title>Unsubscribe from the newsletter?</title>');
    expect(asked.html).toContain(
      '<p>We will send no more newsletters to this address.</p><button type="submit">Unsubscribe</button>',
    );
    expect(asked.html).toContain('<a href="/">Back to the shop</a>');
    const done = await confirm(token, { cookie: 'lang=ar' });
    expect(done.status).toBe(200);
    expect(title(done.html)).toBe('You are unsubscribed');
    expect(await unsubscribedAt(token)).not.toBeNull();
    expect(title((await confirm(token)).html)).toBe('You are unsubscribed');
  });

  it('answers an unknown or forged link with "Link not valid", unsubscribing no one, in the visitor’s language', async () => {
    const token = await subscribed('kept.reader@example.ae', 'AR');
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const answer of [await open(forged), await confirm(forged), await confirm('x'.repeat(40))]) {
      expect(answer.status).toBe(404);
      expect(htmlElement(answer.html)).toBe('<html lang="en">');
      expect(title(answer.html)).toBe('Link not valid');
      expect(answer.html).toContain('This unsubscribe link is not valid. Copy the whole link from the mail.');
    }
    const arabic = await open(forged, { cookie: 'lang=ar' });
    expect(arabic.status).toBe(404);
    expect(htmlElement(arabic.html)).toBe('<html lang="ar" dir="rtl">');
    expect(title(arabic.html)).toBe('الرابط غير صالح');
    // Someone else's token is not guessed from a near miss: the real subscriber is still on the list.
    expect(await unsubscribedAt(token)).toBeNull();
    const hostile = await open('"><script>alert(1)</script>', { cookie: 'lang="><script>' });
    expect(hostile.status).toBe(404);
    expect(hostile.html).not.toContain('<script>');
  });

  it('has every English text in Arabic, and nothing Arabic only', () => {
    const { en, ar } = UNSUBSCRIBE_CATALOGUES;
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(ar)) expect(text, id).toMatch(/[\u0600-\u06FF]/);
  });
});
