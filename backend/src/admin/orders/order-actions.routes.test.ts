import { beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../mail/outbox.ts';
import { stockOf } from '../../testing/catalogue-helpers.ts';
import { useTestBackend } from '../../testing/test-backend.ts';
import { auditRows, placeOrder, STAFF, STAFF_EMAIL, stockUp } from './admin-orders.fixtures.ts';

const api = useTestBackend();
const db = () => api.backend.db.db;
const action = (id: string, verb: string, body: unknown = {}, headers: Record<string, string> = STAFF) =>
  api.post(`/admin-api/orders/${id}/${verb}`, body, headers);
const detail = async (id: string) => (await api.getJson(`/admin-api/orders/${id}`)) as Record<string, any>;
const dispatch = { status: 'DISPATCHED', courier: 'Aramex', trackingNumber: 'AX123' };
let variant: { size: string; colour: string };

beforeAll(async () => {
  variant = await stockUp(db(), 5, 100);
  await stockUp(db(), 6, 100);
});

async function expectRefusal(response: Response, code: number, message: RegExp | string) {
  expect(response.status).toBe(code);
  const body = (await response.json()) as { status: string; message: string };
  expect(body.status).toBe('2');
  expect(body.message).toMatch(message);
}

describe('status changes from the back office', () => {
  it('moves an order along, logs who did it, mails the shopper and audits each step', async () => {
    const id = await placeOrder(api, 'steps@example.ae');
    expect(await (await action(id, 'status', { status: 'PACKED' })).json()).toEqual({
      orderId: id,
      from: 'PLACED',
      to: 'PACKED',
    });
    expect((await action(id, 'status', dispatch)).status).toBe(200);
    expect((await action(id, 'status', { status: 'delivered' })).status).toBe(200);

    const order = await detail(id);
    expect(order.timeline.map((entry: any) => [entry.status, entry.actor])).toEqual([
      ['PLACED', null],
      ['PACKED', STAFF_EMAIL],
      ['DISPATCHED', STAFF_EMAIL],
      ['DELIVERED', STAFF_EMAIL],
    ]);
    expect(order.timeline[2]).toMatchObject({ courier: 'Aramex', trackingNumber: 'AX123' });
    expect(order.actions).toEqual({ transitions: ['RETURNED'], collectCash: true, invoice: true });
    // The confirmation, then one mail per step; the dispatch mail names the courier and the tracking number.
    const mails = await listOutbox(db(), 'steps@example.ae');
    expect(mails).toHaveLength(4);
    expect(mails.some((mail) => mail.body.includes('AX123') && mail.body.includes('Aramex'))).toBe(true);
    const audit = await auditRows(db(), id);
    expect(audit.map((row) => [row.actor, row.action, JSON.parse(row.detail).to])).toEqual([
      [STAFF_EMAIL, 'order.status', 'PACKED'],
      [STAFF_EMAIL, 'order.status', 'DISPATCHED'],
      [STAFF_EMAIL, 'order.status', 'DELIVERED'],
    ]);
  });

  it('refuses bad statuses (400), steps the machine forbids (409) and a dispatch without tracking (400)', async () => {
    const id = await placeOrder(api, 'refused@example.ae');
    await expectRefusal(await action(id, 'status', { status: 'SHIPPED' }), 400, /Status must be one of/);
    await expectRefusal(await action(id, 'status', { status: 'CANCELLED' }), 400, /Status must be one of/);
    await expectRefusal(await action(id, 'status', {}), 400, 'status is required.');
    await expectRefusal(
      await action(id, 'status', { status: 'DELIVERED' }),
      409,
      `Order ${id} cannot move from PLACED to DELIVERED.`,
    );
    await action(id, 'status', { status: 'PACKED' });
    await expectRefusal(await action(id, 'status', { status: 'DISPATCHED', courier: 'Aramex' }), 400, /tracking/);
    await expectRefusal(
      await action(id, 'status', { ...dispatch, trackingNumber: 'T'.repeat(101) }),
      400,
      /at most 100/,
    );
    await expectRefusal(await action(id, 'status', { ...dispatch, courier: 7 }), 400, /courier must be text/);
    await expectRefusal(await action(id, 'status', { status: 'PACKED\u0000' }), 400, /NUL/);
    await expectRefusal(await action('NOPE', 'status', { status: 'PACKED' }), 404, 'Order NOPE not found.');
    expect((await detail(id)).status).toBe('PACKED');
    expect((await auditRows(db(), id)).map((row) => row.action)).toEqual(['order.status']);
  });

  it('needs a valid x-staff-email for every change', async () => {
    const id = await placeOrder(api, 'anonymous@example.ae');
    const headerSets: Record<string, string>[] = [
      {},
      { 'x-staff-email': 'not-an-email' },
      { 'x-staff-email': `${'a'.repeat(300)}@x.ae` },
    ];
    for (const headers of headerSets) {
      await expectRefusal(await action(id, 'status', { status: 'PACKED' }, headers), 400, /x-staff-email/);
      await expectRefusal(await action(id, 'cancel', { reason: 'Duplicate' }, headers), 400, /x-staff-email/);
      await expectRefusal(await action(id, 'cash-collected', {}, headers), 400, /x-staff-email/);
      await expectRefusal(
        await api.post('/admin-api/orders/bulk-status', { ids: [id], status: 'PACKED' }, headers),
        400,
        /x-staff-email/,
      );
    }
    expect((await detail(id)).status).toBe('PLACED');
    expect(await auditRows(db(), id)).toEqual([]);
  });
});

describe('cancelling for the shop', () => {
  it('restocks every line exactly, mails the reason and audits it', async () => {
    const before = await stockOf(db(), 5, variant.size, variant.colour);
    const id = await placeOrder(api, 'shopcancel@example.ae', {
      lines: [
        { id: 5, quantity: 3 },
        { id: 5, quantity: 2 },
      ],
    });
    expect(await stockOf(db(), 5, variant.size, variant.colour)).toBe(before - 5);
    await action(id, 'status', { status: 'PACKED' });

    const reason = 'The print supplier cannot make this design.';
    const response = await action(id, 'cancel', { reason: `  ${reason}  ` });
    expect(await response.json()).toEqual({ orderId: id, from: 'PACKED', to: 'CANCELLED', reason });
    expect(await stockOf(db(), 5, variant.size, variant.colour)).toBe(before);

    const order = await detail(id);
    expect(order).toMatchObject({ status: 'CANCELLED', cancelReason: reason, actions: { transitions: [] } });
    expect(order.timeline.at(-1)).toMatchObject({ status: 'CANCELLED', reason, actor: STAFF_EMAIL });
    const [mail] = await listOutbox(db(), 'shopcancel@example.ae');
    expect(mail?.subject).toBe(`Order ${id} cancelled by the shop`);
    expect(mail?.body).toContain(`Reason: ${reason}`);
    const audit = await auditRows(db(), id);
    expect(audit.at(-1)).toMatchObject({ actor: STAFF_EMAIL, action: 'order.cancel' });
    expect(JSON.parse(audit.at(-1)!.detail)).toEqual({ from: 'PACKED', to: 'CANCELLED', reason });

    await expectRefusal(
      await action(id, 'cancel', { reason }),
      409,
      `Order ${id} cannot be cancelled: it is CANCELLED.`,
    );
    expect(await stockOf(db(), 5, variant.size, variant.colour)).toBe(before);
  });

  it('refuses a dispatched order (409, stock untouched), a bad reason (400) and an unknown order (404)', async () => {
    const id = await placeOrder(api, 'toolate@example.ae', { lines: [{ id: 5, quantity: 1 }] });
    await action(id, 'status', { status: 'PACKED' });
    await action(id, 'status', dispatch);
    const stock = await stockOf(db(), 5, variant.size, variant.colour);
    await expectRefusal(await action(id, 'cancel', { reason: 'Too late' }), 409, /it is DISPATCHED/);
    expect(await stockOf(db(), 5, variant.size, variant.colour)).toBe(stock);

    const fresh = await placeOrder(api, 'badreason@example.ae');
    for (const reason of [undefined, '', '   ', 42, 'x'.repeat(301)]) {
      expect((await action(fresh, 'cancel', { reason })).status).toBe(400);
    }
    expect((await action(fresh, 'cancel', 'not json')).status).toBe(400);
    await expectRefusal(await action(fresh, 'cancel', { reason: 'a\u0000b' }), 400, /NUL/);
    expect((await action(fresh, 'cancel', { reason: 'x'.repeat(300) })).status).toBe(200);
    await expectRefusal(await action('NOPE', 'cancel', { reason: 'Duplicate' }), 404, 'Order NOPE not found.');
  });

  it('lets exactly one of a racing cancel and dispatch win, and restocks at most once', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { size, colour } = await stockUp(db(), 6, 100);
      const id = await placeOrder(api, `race${round}@example.ae`, { lines: [{ id: 6, quantity: 2 }] });
      await action(id, 'status', { status: 'PACKED' });
      const racers = [action(id, 'cancel', { reason: 'Customer called' }), action(id, 'status', dispatch)];
      if (round % 2) racers.reverse();
      const codes = (await Promise.all(racers)).map((response) => response.status).sort();
      expect(codes).toEqual([200, 409]);
      const order = await detail(id);
      const restocked = order.status === 'CANCELLED';
      expect(await stockOf(db(), 6, size, colour)).toBe(restocked ? 100 : 98);
      expect(order.timeline.filter((entry: any) => entry.status === 'CANCELLED')).toHaveLength(restocked ? 1 : 0);
    }
  });

  it('restocks once when two cancels race', async () => {
    const id = await placeOrder(api, 'twocancels@example.ae', { lines: [{ id: 6, quantity: 4 }] });
    const { size, colour } = (await detail(id)).items[0];
    const before = await stockOf(db(), 6, size, colour);
    const codes = await Promise.all([
      action(id, 'cancel', { reason: 'one' }),
      action(id, 'cancel', { reason: 'two' }),
      api.postJson('/images/cancel-order/', { id, reason: 'Wrong Item has been selected' }),
    ]);
    const wins = codes.filter((answer) => (answer instanceof Response ? answer.status === 200 : answer.status === '1'));
    expect(wins).toHaveLength(1);
    expect(await stockOf(db(), 6, size, colour)).toBe(before + 4);
  });
});
