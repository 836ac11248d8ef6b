import { describe, expect, it } from 'vitest';
import { listOutbox } from '../mail/outbox.ts';
import { orderBody, registration } from '../testing/fixtures.ts';
import { useTestBackend } from '../testing/test-backend.ts';

/**
 * E-mail addresses up to 254 characters work everywhere an address goes: in a JSON body and in a path
 * (order list, reset link), where Fastify's 100-character parameter bound used to answer 414.
 */
const api = useTestBackend();

type Answer = { status: string; message: string; data?: Record<string, string>; order_id?: string };
const post = (path: string, body: unknown) => api.postJson<Answer>(path, body);
const TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';

/** A valid address of exactly `length` characters: a local part of 64 at most, domain labels of 63 at most. */
function emailOfLength(tag: string, length = 254): string {
  const local = `${tag}-`.padEnd(Math.min(64, length - 10), 'x');
  const labels: string[] = [];
  let left = length - local.length - 1 - '.ae'.length;
  while (left > 0) {
    let size = Math.min(63, left);
    if (left - size === 1) size -= 1; // a dot needs a label after it
    labels.push(String.fromCharCode(98 + (labels.length % 20)).repeat(size));
    left -= size + (left > size ? 1 : 0);
  }
  const email = `${local}@${labels.join('.')}.ae`;
  if (email.length !== length) throw new Error(`made ${email.length} characters`);
  return email;
}

describe('an e-mail address of 254 characters', () => {
  const email = emailOfLength('Long');
  const stored = email.toLowerCase();

  it('registers, logs in, orders, lists its orders and resets its password', async () => {
    expect(await post('/images/customers/', registration(email))).toMatchObject({ status: '1' });
    const login = await post('/images/login/', { email, password: 'desert-rally-7' });
    expect(login).toMatchObject({ status: '1', data: { email: stored } });

    const order = await post('/images/Orders/', orderBody(email, [{ id: 1, quantity: 1 }]));
    expect(order).toMatchObject({ status: '1' });
    const orders = await api.getJson<{ order_id: string }[]>(`/images/order-details/${encodeURIComponent(email)}`);
    expect(orders.map((row) => row.order_id)).toEqual([order.order_id]);

    const reset = await api.get(`/images/forgot-password/${encodeURIComponent(email)}`);
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ status: '1' });
    const [mail] = await listOutbox(api.backend.db.db, stored);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeDefined();
    expect(await post('/images/reset-password/', { token, newPassword: 'fresh-pass-99' })).toMatchObject({
      status: '1',
    });
    expect(await post('/images/login/', { email: stored, password: 'fresh-pass-99' })).toMatchObject({
      status: '1',
    });
  });

  it('works at 101 characters too, and 255 is refused as invalid, not as a routing error', async () => {
    const short = emailOfLength('mid', 101);
    expect(await post('/images/customers/', registration(short))).toMatchObject({ status: '1' });
    expect(await api.getJson(`/images/order-details/${encodeURIComponent(short)}`)).toEqual([]);

    const tooLong = `a${email}`;
    expect(await post('/images/customers/', registration(tooLong))).toEqual({
      status: '2',
      message: 'Enter a valid e-mail address.',
    });
    const list = await api.get(`/images/order-details/${encodeURIComponent(tooLong)}`);
    expect(list.status).toBe(400);
    expect(await api.getJson(`/images/forgot-password/${encodeURIComponent(tooLong)}`)).toEqual({
      status: '2',
      message: 'Enter a valid e-mail address.',
    });
  });
});

describe('common passwords', () => {
  it('are refused at change and reset, case-insensitively, saying why', async () => {
    await post('/images/customers/', registration('careful@example.ae'));
    expect(
      await post('/images/change-password/', {
        email: 'careful@example.ae',
        oldPassword: 'desert-rally-7',
        newPassword: 'IloveYou',
      }),
    ).toEqual({ status: '2', message: TOO_COMMON });

    await api.getJson('/images/forgot-password/careful@example.ae');
    const [mail] = await listOutbox(api.backend.db.db, 'careful@example.ae');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.body)![1];
    expect(await post('/images/reset-password/', { token, newPassword: 'QWERTYUIOP' })).toEqual({
      status: '2',
      message: TOO_COMMON,
    });
    // The refusal did not spend the link.
    expect(await post('/images/reset-password/', { token, newPassword: 'fresh-pass-99' })).toMatchObject({
      status: '1',
    });
  });
});
