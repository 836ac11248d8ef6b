import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderBody, registration } from '../testing/fixtures.ts';
import { useTestBackend } from '../testing/test-backend.ts';
import { insertResetToken } from './customers.repository.ts';
import { MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES, passwordWork, PRODUCTION_PASSWORD_HASH_COST } from './passwords.ts';

/**
 * Password work (scrypt, ~0.3 s and 128 MiB each) comes after every cheap check, and never more of it at
 * once than the bound: a flood of bogus resets or logins cannot starve orders.
 */
// The queue is tested with the hashing it queues in production.
const api = useTestBackend({ passwordHashCost: PRODUCTION_PASSWORD_HASH_COST });
const db = () => api.backend.db.db;

type Answer = { status: string; message: string };
const post = (path: string, body: unknown) => api.postJson<Answer>(path, body);
const INVALID_LINK = { status: '2', message: 'This password reset link is invalid or has expired.' };
const BUSY = { status: '2', message: 'The store is busy checking passwords. Please try again in a moment.' };

/**
 * Takes every slot and every place in the waiting line, one job per client (so no newcomer may push one
 * out), until the returned function is called.
 */
function occupyPasswordWork(): () => Promise<void> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const jobs = Array.from({ length: MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES }, (_, i) =>
    passwordWork.run(() => gate, { client: `192.0.2.${i}`, priority: 'normal' }),
  );
  return async () => {
    open();
    await Promise.allSettled(jobs);
  };
}

describe('a password reset checks the link before hashing', () => {
  it('refuses a made-up, a spent and an expired link without any password work', async () => {
    await post('/images/customers/', registration('spent@example.ae'));
    await api.getJson('/images/forgot-password/spent@example.ae');
    const mails = await db().selectFrom('outbox').select('body').where('recipient', '=', 'spent@example.ae').execute();
    const token = /token=([A-Za-z0-9_-]+)/.exec(mails[0]!.body)![1]!;
    expect(await post('/images/reset-password/', { token, newPassword: 'fresh-pass-99' })).toMatchObject({
      status: '1',
    });

    const customer = await db()
      .selectFrom('customers')
      .select('id')
      .where('email', '=', 'spent@example.ae')
      .executeTakeFirstOrThrow();
    const expired = 'an-expired-reset-token-of-the-usual-length-43';
    await insertResetToken(db(), {
      token_hash: createHash('sha256').update(expired).digest('hex'),
      customer_id: customer.id,
      created_at: '2020-01-01T00:00:00.000Z',
      expires_at: '2020-01-01T01:00:00.000Z',
    });

    const before = passwordWork.started;
    for (const bogus of ['made-up', 'x'.repeat(43), token, expired]) {
      expect(await post('/images/reset-password/', { token: bogus, newPassword: 'another-pass-99' }), bogus).toEqual(
        INVALID_LINK,
      );
    }
    expect(passwordWork.started).toBe(before);
  });

  it('hashes once for a live link', async () => {
    await post('/images/customers/', registration('live@example.ae'));
    await api.getJson('/images/forgot-password/live@example.ae');
    const mails = await db().selectFrom('outbox').select('body').where('recipient', '=', 'live@example.ae').execute();
    const token = /token=([A-Za-z0-9_-]+)/.exec(mails[0]!.body)![1]!;
    const before = passwordWork.started;
    expect(await post('/images/reset-password/', { token, newPassword: 'fresh-pass-99' })).toMatchObject({
      status: '1',
    });
    expect(passwordWork.started).toBe(before + 1);
  });
});

describe('registration checks the e-mail before hashing', () => {
  it('does no scrypt and takes no slot for an e-mail in use, but waits about as long, like a new one', async () => {
    await post('/images/customers/', registration('inuse@example.ae'));
    const before = passwordWork.started;
    const started = performance.now();
    expect(await post('/images/customers/', registration('inuse@example.ae'))).toEqual({
      status: '1',
      message: 'Registration successful. Please log in.',
    });
    expect(passwordWork.started).toBe(before);
    expect(performance.now() - started).toBeGreaterThan(50);
  });
});

describe('the bound on password work', () => {
  it('refuses at once with 503 and Retry-After when the line is full, while orders go on', async () => {
    await post('/images/customers/', registration('patient@example.ae'));
    const release = occupyPasswordWork();
    try {
      const started = performance.now();
      const attempts = [
        api.post('/images/login/', { email: 'patient@example.ae', password: 'desert-rally-7' }),
        api.post('/images/login/', { email: 'unknown@example.ae', password: 'desert-rally-7' }),
        api.post('/images/customers/', registration('newcomer@example.ae')),
        api.post('/images/customers/', registration('patient@example.ae')),
        api.post('/images/change-password/', {
          email: 'patient@example.ae',
          oldPassword: 'desert-rally-7',
          newPassword: 'fresh-pass-99',
        }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('1');
        expect(await response.json()).toEqual(BUSY);
      }
      expect(performance.now() - started).toBeLessThan(2000);

      // Orders need no password work.
      const order = await post('/images/Orders/', orderBody('patient@example.ae', [{ id: 1, quantity: 1 }]));
      expect(order).toMatchObject({ status: '1' });
    } finally {
      await release();
    }
    expect(passwordWork.running).toBe(0);
    // Nothing was registered while refused, and logins work again.
    expect(await post('/images/login/', { email: 'newcomer@example.ae', password: 'desert-rally-7' })).toEqual({
      status: '2',
      message: 'Wrong e-mail or password',
    });
    expect(await post('/images/login/', { email: 'patient@example.ae', password: 'desert-rally-7' })).toMatchObject({
      status: '1',
    });
  });
});
