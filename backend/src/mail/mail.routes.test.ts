import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { orderBody, registration } from '../testing/fixtures.ts';
import { useTestBackend } from '../testing/test-backend.ts';
import { listOutbox } from './outbox.ts';
import { keptMailWarning } from './start-mail.ts';
import { eventually, fastMail, withoutNewOrderMail } from './testing/smtp-sink.ts';

/** Development: no SMTP_URL. Mail is kept, and the back office reads it through admin-api/mail. */
const api = useTestBackend({ mail: fastMail(null) });
// Each order mails the shopper only here: the shop's own new-order mail would be one more in every list.
beforeAll(() => withoutNewOrderMail(api));
const STAFF = { 'x-staff-email': 'Owner@Store.test' };

interface Summary {
  id: string;
  to: string;
  subject: string;
  status: string;
  createdAt: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  sentAt: string | null;
  failedAt: string | null;
}
type Page = { items: Summary[]; page: number; pageSize: number; total: number };

async function placeOrder(email: string): Promise<string> {
  const answer = await api.postJson<{ order_id: string }>(
    '/images/Orders/',
    orderBody(email, [{ id: 2, quantity: 1 }]),
  );
  return answer.order_id;
}

const keptMailTo = (email: string) =>
  eventually(async () => {
    const page = await api.getJson<Page>('/admin-api/mail?status=kept&pageSize=100');
    return page.items.find((mail) => mail.to === email);
  });

describe('admin-api/mail without SMTP_URL', () => {
  it('keeps the mail (not pending for ever) and shows it, newest first, with both parts', async () => {
    const first = await placeOrder('kept1@example.ae');
    const second = await placeOrder('kept2@example.ae');
    await keptMailTo('kept1@example.ae');
    await keptMailTo('kept2@example.ae');

    const page = await api.getJson<Page>('/admin-api/mail?status=all&page=1&pageSize=2');
    expect(page).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items.map((mail) => mail.to)).toEqual(['kept2@example.ae', 'kept1@example.ae']);
    expect(page.items[0]).toMatchObject({ status: 'kept', attempts: 0, lastError: null, sentAt: null, failedAt: null });
    expect(page.items[0]!.subject).toContain(second);
    expect(await api.getJson<Page>('/admin-api/mail?status=pending')).toMatchObject({ items: [], total: 0 });

    const summary = page.items[1]!;
    const detail = await api.getJson<Summary & { text: string; html: string }>(`/admin-api/mail/${summary.id}`);
    expect(detail).toMatchObject({ ...summary });
    expect(detail.text).toContain(`Thank you for your order ${first}.`);
    expect(detail.html).toContain('<!doctype html>');
    expect(detail.html).toContain(first);
  });

  it('sends a kept mail again on retry by a named staff member, and audits it in the same transaction', async () => {
    await placeOrder('again@example.ae');
    const mail = await keptMailTo('again@example.ae');
    expect((await api.post(`/admin-api/mail/${mail.id}/retry`, {})).status).toBe(400);

    const retried = await api.post(`/admin-api/mail/${mail.id}/retry`, {}, STAFF);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ id: mail.id, status: 'pending', attempts: 0 });
    const audit = await api.backend.db.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'mail.retry')
      .where('subject', '=', mail.id)
      .execute();
    expect(audit).toMatchObject([{ actor: 'owner@store.test' }]);
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ from: 'kept', to: 'again@example.ae' });
    // Still no SMTP: it is kept again.
    await eventually(async () => (await api.getJson<Summary>(`/admin-api/mail/${mail.id}`)).status === 'kept');
  });

  it("hides a reset link's token, in development too", async () => {
    await api.post('/images/customers/', registration('forgetful@example.ae'));
    await api.get('/images/forgot-password/forgetful@example.ae');
    const mail = await keptMailTo('forgetful@example.ae');
    const [stored] = await listOutbox(api.backend.db.db, 'forgetful@example.ae');
    const token = /token=([A-Za-z0-9_-]+)/.exec(stored!.body)![1]!;

    const hidden = await api.getJson<{ text: string; html: string }>(`/admin-api/mail/${mail.id}`);
    for (const part of [hidden.text, hidden.html]) {
      expect(part).not.toContain(token);
      expect(part).toContain('reset-password?token=[hidden]');
    }
  });

  it('refuses a bad status, page or page size, an unknown mail, and retrying a mail that is not failed or kept', async () => {
    for (const query of ['status=lost', 'pageSize=101', 'pageSize=0', 'page=0', 'page=x']) {
      const response = await api.get(`/admin-api/mail?${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ status: '2' });
    }
    expect((await api.get('/admin-api/mail?pageSize=100')).status).toBe(200);
    expect((await api.get('/admin-api/mail/no-such-mail')).status).toBe(404);
    expect((await api.post('/admin-api/mail/no-such-mail/retry', {}, STAFF)).status).toBe(404);

    await api.backend.mail.stop();
    await placeOrder('pending@example.ae');
    const [pending] = (await api.getJson<Page>('/admin-api/mail?status=pending')).items;
    const refused = await api.post(`/admin-api/mail/${pending!.id}/retry`, {}, STAFF);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: expect.stringContaining('is pending') });
  });

  it('is listed by the orders CLI with its status', async () => {
    const env = { ...process.env, DATABASE_URL: api.backend.db.url };
    const cli = fileURLToPath(new URL('../cli/orders.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', cli, 'outbox', '--to', 'kept1@example.ae'],
      { env },
    );
    expect(stdout).toMatch(/^--- \S+ {2}kept {2}to kept1@example\.ae: Order \S+ confirmed: AED/m);
    expect(stdout).toContain('Thank you for your order');
  });
});

describe('start-up warning', () => {
  it('warns in production without SMTP_URL, and only then', () => {
    expect(keptMailWarning(readConfig({ NODE_ENV: 'production' }))).toMatch(/SMTP_URL is not set/);
    expect(keptMailWarning(readConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' }))).toBeNull();
    expect(keptMailWarning(readConfig({}))).toBeNull();
  });

  it('reads the mail settings, refusing a URL that is not SMTP', () => {
    const config = readConfig({ SHOP_EMAIL: ' Hello@Tees.ae ' });
    expect(config.shopEmail).toBe('hello@tees.ae');
    // Without MAIL_FROM the From is the shop's settings (start-mail.ts shopSender).
    expect(config.mail).toMatchObject({ smtpUrl: null, from: null, pollMs: 2_000, maxAttempts: 10 });
    expect(readConfig({}).shopEmail).toBeNull();
    expect(readConfig({ MAIL_FROM: 'Tees <mail@tees.ae>' }).mail.from).toBe('Tees <mail@tees.ae>');
    expect(() => readConfig({ SHOP_EMAIL: 'shop@localhost' })).toThrow(/SHOP_EMAIL/);
    expect(() => readConfig({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM/);
    expect(() => readConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => readConfig({ MAIL_MAX_ATTEMPTS: '0' })).toThrow(/MAIL_MAX_ATTEMPTS/);
  });
});
