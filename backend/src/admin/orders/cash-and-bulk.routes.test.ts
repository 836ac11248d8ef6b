import { beforeAll, describe, expect, it } from 'vitest';
import { useTestBackend } from '../../testing/test-backend.ts';
import { auditRows, placeOrder, STAFF, STAFF_EMAIL, stockUp } from './admin-orders.fixtures.ts';

const api = useTestBackend();
const db = () => api.backend.db.db;
const action = (id: string, verb: string, body: unknown = {}, headers: Record<string, string> = STAFF) =>
  api.post(`/admin-api/orders/${id}/${verb}`, body, headers);
const bulk = (body: unknown, headers: Record<string, string> = STAFF) =>
  api.post('/admin-api/orders/bulk-status', body, headers);
const detail = async (id: string) => (await api.getJson(`/admin-api/orders/${id}`)) as Record<string, any>;

async function deliveredOrder(email: string): Promise<string> {
  const id = await placeOrder(api, email);
  for (const body of [
    { status: 'PACKED' },
    { status: 'DISPATCHED', courier: 'Aramex', trackingNumber: 'AX9' },
    { status: 'DELIVERED' },
  ]) {
    expect((await action(id, 'status', body)).status).toBe(200);
  }
  return id;
}

beforeAll(async () => {
  await stockUp(db(), 1);
});

describe('cash collected', () => {
  it('is recorded once the order is DELIVERED, once, with who and how much', async () => {
    const id = await deliveredOrder('cash@example.ae');
    const total = (await detail(id)).totals.totalFils;
    const first = (await (await action(id, 'cash-collected')).json()) as Record<string, any>;
    expect(first).toMatchObject({
      orderId: id,
      alreadyRecorded: false,
      cashCollected: { by: STAFF_EMAIL, amountFils: total, at: expect.any(String) },
    });
    const again = await action(id, 'cash-collected', {}, { 'x-staff-email': 'someone-else@store.test' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ...first, alreadyRecorded: true });

    const order = await detail(id);
    expect(order.cashCollected).toEqual(first.cashCollected);
    expect(order.actions.collectCash).toBe(false);
    const listed = (await api.getJson('/admin-api/orders?q=cash@example.ae')) as { items: any[] };
    expect(listed.items[0].cashCollected).toBe(true);
    const audit = (await auditRows(db(), id)).filter((row) => row.action === 'order.cash-collected');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: STAFF_EMAIL, subject: id });
    expect(JSON.parse(audit[0]!.detail)).toEqual({ amountFils: total });
  });

  it('keeps one record when two requests race', async () => {
    const id = await deliveredOrder('cashrace@example.ae');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => action(id, 'cash-collected').then((r) => r.json() as Promise<any>)),
    );
    expect(answers.filter((answer) => !answer.alreadyRecorded)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.cashCollected.at)).size).toBe(1);
    expect((await auditRows(db(), id)).filter((row) => row.action === 'order.cash-collected')).toHaveLength(1);
  });

  it('is refused before delivery (409) and for an unknown order (404)', async () => {
    const id = await placeOrder(api, 'notyet@example.ae');
    const early = await action(id, 'cash-collected');
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({
      status: '2',
      message: `Cash is recorded once the order is DELIVERED; order ${id} is PLACED.`,
    });
    expect((await action('NOPE', 'cash-collected')).status).toBe(404);
    expect((await detail(id)).cashCollected).toBeNull();
  });
});

describe('bulk packing', () => {
  it('packs the orders it can, one transaction each, and reports the others', async () => {
    const [a, b, packed, cancelled] = [
      await placeOrder(api, 'bulk-a@example.ae'),
      await placeOrder(api, 'bulk-b@example.ae'),
      await placeOrder(api, 'bulk-c@example.ae'),
      await placeOrder(api, 'bulk-d@example.ae'),
    ];
    await action(packed!, 'status', { status: 'PACKED' });
    await action(cancelled!, 'cancel', { reason: 'Duplicate order' });

    const response = await bulk({ ids: [a, packed, 'NOPE', b, a, cancelled], status: 'PACKED' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'PACKED',
      succeeded: 2,
      failed: 3,
      results: [
        { id: a, ok: true, from: 'PLACED', to: 'PACKED' },
        { id: packed, ok: false, statusCode: 409, message: `Order ${packed} cannot move from PACKED to PACKED.` },
        { id: 'NOPE', ok: false, statusCode: 404, message: 'Order NOPE not found.' },
        { id: b, ok: true, from: 'PLACED', to: 'PACKED' },
        {
          id: cancelled,
          ok: false,
          statusCode: 409,
          message: `Order ${cancelled} cannot move from CANCELLED to PACKED.`,
        },
      ],
    });
    for (const id of [a!, b!]) {
      expect((await detail(id)).status).toBe('PACKED');
      expect(await auditRows(db(), id)).toEqual([
        expect.objectContaining({ actor: STAFF_EMAIL, action: 'order.status', subject: id }),
      ]);
    }
    expect((await detail(cancelled!)).status).toBe('CANCELLED');
  });

  it('refuses more than 100 ids, none, non-ids and other statuses with 400', async () => {
    const id = await placeOrder(api, 'bulk-refused@example.ae');
    const many = Array.from({ length: 101 }, (_, n) => `ORDER${n}`);
    for (const body of [
      { ids: many, status: 'PACKED' },
      { ids: [], status: 'PACKED' },
      { ids: 'abc', status: 'PACKED' },
      { ids: [id, 7], status: 'PACKED' },
      { ids: [id, 'x'.repeat(65)], status: 'PACKED' },
      { ids: [id], status: 'DELIVERED' },
      { ids: [id] },
      [id],
    ]) {
      const response = await bulk(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await bulk({ ids: many.slice(0, 100), status: 'PACKED' })).status).toBe(200);
    expect((await detail(id)).status).toBe('PLACED');
  });
});
