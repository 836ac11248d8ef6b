import { describe, expect, it } from 'vitest';
import { orderBody } from '../testing/fixtures.ts';
import { useTestBackend } from '../testing/test-backend.ts';

const STAFF_TOKEN = 'staff-secret-for-tests';
const api = useTestBackend({ staffToken: STAFF_TOKEN });
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };

async function newOrder(email: string): Promise<string> {
  const answer = await api.postJson<{ order_id: string }>(
    '/images/Orders/',
    orderBody(email, [{ id: 12, quantity: 1 }]),
  );
  return answer.order_id;
}

const setStatus = (id: string, body: unknown, headers: Record<string, string> = staff) =>
  api.post(`/staff/orders/${id}/status`, body, headers);

async function orderInfo(id: string) {
  const rows = await api.getJson<{ order_info: string }[]>(`/images/order-tracking/${id}/`);
  return JSON.parse(rows[0]!.order_info);
}

describe('staff order status', () => {
  it('moves an order PLACED → PACKED → DISPATCHED (courier, tracking) → DELIVERED, logging each step', async () => {
    const id = await newOrder('flow@example.ae');
    expect((await setStatus(id, { status: 'PACKED' })).status).toBe(200);
    const dispatched = await setStatus(id, { status: 'DISPATCHED', courier: 'Aramex', trackingNumber: 'AX123456789' });
    expect(await dispatched.json()).toMatchObject({ status: '1', from: 'PACKED', to: 'DISPATCHED' });
    expect((await setStatus(id, { status: 'DELIVERED' })).status).toBe(200);

    const info = await orderInfo(id);
    expect(info.status).toBe('DELIVERED');
    expect(info.order_log.map((e: { status: string }) => e.status)).toEqual([
      'PLACED',
      'PACKED',
      'DISPATCHED',
      'DELIVERED',
    ]);
    expect(info.order_log[2]).toMatchObject({ attr1: 'AX123456789', attr2: 'Aramex' });
    expect(info.order_log.every((e: { ldate: string }) => !Number.isNaN(Date.parse(e.ldate)))).toBe(true);
    expect(await api.getJson('/images/order-details/flow@example.ae')).toMatchObject([{ status: 'DELIVERED' }]);
  });

  it('needs courier and tracking number to dispatch', async () => {
    const id = await newOrder('nocourier@example.ae');
    await setStatus(id, { status: 'PACKED' });
    const response = await setStatus(id, { status: 'DISPATCHED', courier: 'Aramex' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: '2',
      message: 'DISPATCHED needs a courier and a tracking number.',
    });
  });

  it('refuses skipping a step, and the shopper cannot cancel once dispatched', async () => {
    const id = await newOrder('skip@example.ae');
    const skipped = await setStatus(id, { status: 'DELIVERED' });
    expect(skipped.status).toBe(409);
    expect(await skipped.json()).toEqual({ status: '2', message: `Order ${id} cannot move from PLACED to DELIVERED.` });

    await setStatus(id, { status: 'PACKED' });
    await setStatus(id, { status: 'DISPATCHED', courier: 'Emirates Post', trackingNumber: 'EP1' });
    expect(await api.postJson('/images/cancel-order/', { id, reason: 'Wrong Item has been selected' })).toEqual({
      status: '2',
      message: 'This order can no longer be cancelled: it is DISPATCHED.',
    });
  });

  it('refuses statuses staff do not set, unknown orders, and requests without the token', async () => {
    const id = await newOrder('guard@example.ae');
    expect((await setStatus(id, { status: 'CANCELLED' })).status).toBe(400);
    expect((await setStatus('NOPE', { status: 'PACKED' })).status).toBe(404);
    expect((await setStatus(id, { status: 'PACKED' }, {})).status).toBe(401);
    expect((await setStatus(id, { status: 'PACKED' }, { authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await orderInfo(id)).status).toBe('PLACED');
  });
});
