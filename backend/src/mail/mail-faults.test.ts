import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from '../testing/fixtures.ts';
import { useTestBackend, type TestBackend } from '../testing/test-backend.ts';
import { closedPort, eventually, fastMail, startSmtpSink, withoutNewOrderMail } from './testing/smtp-sink.ts';

/** SMTP servers that refuse or are down, seen through the backend's HTTP API and admin-api/mail. */
const sink = await startSmtpSink();
const refusing = useTestBackend({ mail: fastMail(sink.url) });
const down = useTestBackend({
  mail: fastMail(`smtp://127.0.0.1:${await closedPort()}`, { retryBaseMs: 150, retryMaxMs: 300 }),
});
afterAll(() => sink.close());
// Each order mails the shopper only here: the shop's own new-order mail would be one more in every count.
beforeAll(async () => {
  for (const api of [refusing, down]) await withoutNewOrderMail(api);
});

interface Summary {
  id: string;
  to: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  failedAt: string | null;
  sentAt: string | null;
}

async function placeOrder(api: TestBackend, email: string): Promise<void> {
  await api.postJson('/images/Orders/', orderBody(email, [{ id: 3, quantity: 1 }]));
}

const mailTo = async (api: TestBackend, email: string, status = 'all') =>
  (await api.getJson<{ items: Summary[] }>(`/admin-api/mail?status=${status}&pageSize=100`)).items.find(
    (mail) => mail.to === email,
  );

describe('an SMTP server that refuses every mail', () => {
  it('marks the mail failed after the last attempt, lists it as failed, and sends it once on retry', async () => {
    sink.mode = { kind: 'refuse', code: 554 };
    await placeOrder(refusing, 'refused@example.ae');
    const failed = await eventually(() => mailTo(refusing, 'refused@example.ae', 'failed'));
    expect(failed).toMatchObject({ status: 'failed', attempts: 4, nextAttemptAt: null, sentAt: null });
    expect(failed.failedAt).not.toBeNull();
    expect(failed.lastError).toMatch(/554/);
    expect(sink.arrivals).toEqual([]);

    sink.mode = { kind: 'accept' };
    const retry = await refusing.post(`/admin-api/mail/${failed.id}/retry`, {}, { 'x-staff-email': 'ops@store.test' });
    expect(retry.status).toBe(200);
    const sent = await eventually(() => mailTo(refusing, 'refused@example.ae', 'sent'));
    expect(sent).toMatchObject({ id: failed.id, attempts: 1, failedAt: null });
    expect(sink.arrivals.map((arrival) => arrival.to)).toEqual([['refused@example.ae']]);
    expect(
      (await refusing.post(`/admin-api/mail/${failed.id}/retry`, {}, { 'x-staff-email': 'ops@store.test' })).status,
    ).toBe(409);
  });
});

describe('an SMTP server that is down', () => {
  it('counts the attempts, moves the next attempt out each time, then marks the mail failed', async () => {
    await placeOrder(down, 'down@example.ae');
    // Every state the mail passes through while pending, one per attempt count.
    const pending = new Map<number, Summary>();
    await eventually(async () => {
      const mail = await mailTo(down, 'down@example.ae');
      if (mail?.status === 'pending' && mail.attempts > 0) pending.set(mail.attempts, mail);
      return mail?.status === 'failed';
    });
    const states = [...pending.values()].sort((a, b) => a.attempts - b.attempts);
    expect(states.length).toBeGreaterThanOrEqual(2);
    for (const mail of states) expect(mail.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
    const nextAttempts = states.map((mail) => Date.parse(mail.nextAttemptAt!));
    for (let n = 1; n < nextAttempts.length; n++) expect(nextAttempts[n]).toBeGreaterThan(nextAttempts[n - 1]!);

    const failed = await eventually(() => mailTo(down, 'down@example.ae', 'failed'));
    expect(failed).toMatchObject({ attempts: 4, nextAttemptAt: null });
    expect(failed.failedAt).not.toBeNull();
  });
});
