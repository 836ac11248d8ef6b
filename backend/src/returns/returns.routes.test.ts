import { beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, stockUp, STAFF } from '../admin/orders/admin-orders.fixtures.ts';
import { setStock } from '../testing/catalogue-helpers.ts';
import { useTestBackend } from '../testing/test-backend.ts';
import { MAX_RETURNS_PER_ORDER, TOO_MANY_RETURNS_MESSAGE } from '@store/domain';
import {
  askReturn,
  askReturnJson,
  deliveredDaysAgo,
  deliveredOrder,
  refundOne,
  staffStep,
} from './returns.fixtures.ts';

const api = useTestBackend();
const db = () => api.backend.db.db;
const twoTees = { lines: [{ id: 1, quantity: 2 }] };
let variant: Awaited<ReturnType<typeof stockUp>>;

beforeAll(async () => {
  variant = await stockUp(db(), 1);
  await stockUp(db(), 2);
});

/** A refusal's status, code and words (the code is what clients word it by). */
async function refusal(response: Response) {
  const { code, message } = (await response.json()) as { code: string; message: string };
  return { status: response.status, code, message };
}

describe('a shopper asks for a return', () => {
  it('from a delivered order: the request shows on the order, with its timeline, and is mailed', async () => {
    const id = await deliveredOrder(api, 'returner@example.ae', twoTees);
    const before = (await api.getJson(`/returns/${id}?email=returner@example.ae`)) as Record<string, any>;
    expect(before).toMatchObject({ orderId: id, canReturn: true, refusal: null, returns: [] });
    expect(before.lines[0]).toMatchObject({ lineNo: 1, quantity: 2, returnable: 2, title: variant.title });

    const ret = await askReturnJson(api, id, 'Returner@Example.ae', { ...refundOne, note: 'Too tight' } as never);
    expect(ret).toMatchObject({
      orderId: id,
      status: 'REQUESTED',
      kind: 'REFUND',
      method: 'PICKUP',
      reason: 'Wrong size',
      note: 'Too tight',
      lines: [{ lineNo: 1, quantity: 1, size: variant.size, colour: variant.colour }],
      timeline: [{ event: 'REQUESTED' }],
    });
    const after = (await api.getJson(`/returns/${id}?email=returner@example.ae`)) as Record<string, any>;
    expect(after.lines[0].returnable).toBe(1);
    expect(after.returns).toHaveLength(1);
    const mail = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'returner@example.ae')
      .where('subject', '=', `Return requested for order ${id}`)
      .executeTakeFirstOrThrow();
    expect(mail.body).toContain('Reason: Wrong size');
    expect(mail.html).toContain('Too tight');
  });

  it('asks an exchange for a size or colour in stock, and refuses one that is out', async () => {
    const id = await deliveredOrder(api, 'swapper@example.ae');
    const other = variant.sizes.find((size) => size !== variant.size)!;
    await setStock(db(), 1, other, variant.colour, 0);
    const exchange = {
      kind: 'EXCHANGE',
      method: 'DROP_OFF',
      reason: 'Wrong size',
      lines: [{ lineNo: 1, quantity: 1, exchangeSize: other }],
    };
    const out = await askReturn(api, id, 'swapper@example.ae', exchange);
    expect(await refusal(out)).toEqual({
      status: 409,
      code: 'EXCHANGE_OUT_OF_STOCK',
      message: `${variant.title} in ${other} / ${variant.colour} is not in stock for an exchange: choose another.`,
    });
    await setStock(db(), 1, other, variant.colour, 3);
    const options = (await api.getJson(`/returns/${id}?email=swapper@example.ae`)) as Record<string, any>;
    expect(options.lines[0].exchangeOptions).toContainEqual({ size: other, colour: variant.colour, available: 3 });
    const ret = await askReturnJson(api, id, 'swapper@example.ae', exchange as never);
    expect(ret.lines[0]).toMatchObject({ exchangeSize: other, exchangeColour: variant.colour });
  });
});

describe('a return is refused', () => {
  it('for someone else’s order and an unknown one, alike (404), and shows them nothing', async () => {
    const id = await deliveredOrder(api, 'owner-of-order@example.ae');
    expect(await refusal(await askReturn(api, id, 'stranger@example.ae'))).toEqual({
      status: 404,
      code: 'ORDER_NOT_FOUND',
      message: `Order ${id} not found.`,
    });
    expect((await api.get(`/returns/${id}?email=stranger@example.ae`)).status).toBe(404);
    expect((await askReturn(api, 'NOPE', 'stranger@example.ae')).status).toBe(404);
    expect((await askReturn(api, 'X'.repeat(80), 'stranger@example.ae')).status).toBe(404);
    expect((await api.get(`/returns/${id}`)).status).toBe(400);
  });

  it('for an order not delivered: the page offers none', async () => {
    const id = await placeOrder(api, 'waiting@example.ae');
    const page = (await api.getJson(`/returns/${id}?email=waiting@example.ae`)) as Record<string, any>;
    expect(page).toMatchObject({
      canReturn: false,
      refusal: 'Only a delivered order can be returned.',
      refusalCode: 'NOT_DELIVERED',
    });
    expect(await refusal(await askReturn(api, id, 'waiting@example.ae'))).toEqual({
      status: 409,
      code: 'NOT_DELIVERED',
      message: 'Only a delivered order can be returned.',
    });
  });

  it('after the window from the settings', async () => {
    const id = await deliveredOrder(api, 'late@example.ae');
    await deliveredDaysAgo(db(), id, 9);
    const response = await askReturn(api, id, 'late@example.ae');
    expect(response.status).toBe(409);
    const late = (await response.json()) as { code: string; date: string; message: string };
    expect(late).toMatchObject({ code: 'WINDOW_CLOSED', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(late.message).toBe(`The 7-day return window for this order ended on ${late.date}.`);
    const longer = await fetch(`${api.url}/admin-api/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...STAFF },
      body: JSON.stringify({ returnWindowDays: 14 }),
    });
    expect(longer.status).toBe(200);
    expect((await askReturn(api, id, 'late@example.ae')).status).toBe(201);
    await fetch(`${api.url}/admin-api/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...STAFF },
      body: JSON.stringify({ returnWindowDays: 7 }),
    });
  });

  it('for more than bought less what is already returned', async () => {
    const id = await deliveredOrder(api, 'greedy@example.ae', twoTees);
    const three = { ...refundOne, lines: [{ lineNo: 1, quantity: 3 }] };
    expect(await refusal(await askReturn(api, id, 'greedy@example.ae', three))).toEqual({
      status: 400,
      code: 'MORE_THAN_LEFT',
      message: 'Line 1: at most 2 can be returned.',
    });
    await askReturnJson(api, id, 'greedy@example.ae', { ...refundOne, lines: [{ lineNo: 1, quantity: 2 }] } as never);
    expect(await refusal(await askReturn(api, id, 'greedy@example.ae'))).toEqual({
      status: 400,
      code: 'ALREADY_RETURNED',
      message: 'Line 1 is already returned.',
    });
  });

  it('odd bodies get a 4xx with a reason, never a 500', async () => {
    const id = await deliveredOrder(api, 'odd@example.ae');
    for (const body of [
      { ...refundOne, lines: 'everything' },
      { ...refundOne, lines: [{ lineNo: '1', quantity: 1 }] },
      { ...refundOne, lines: [{ lineNo: 1, quantity: 1e308 }] },
      { ...refundOne, reason: { $ne: null } },
      { ...refundOne, note: 'x'.repeat(10_000) },
      { ...refundOne, kind: null },
      { ...refundOne, lines: [null] },
    ]) {
      const response = await askReturn(api, id, 'odd@example.ae', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await api.post(`/returns/${id}`, '[]')).status).toBe(400);
    expect((await api.post(`/returns/${id}`, { ...refundOne, email: 'not an address' })).status).toBe(400);
  });

  it('past MAX_RETURNS_PER_ORDER requests on one order, refused ones included (409)', async () => {
    const id = await deliveredOrder(api, 'again-and-again@example.ae');
    for (let count = 0; count < MAX_RETURNS_PER_ORDER; count += 1) {
      const ret = await askReturnJson(api, id, 'again-and-again@example.ae');
      expect((await staffStep(api, ret.id, 'refuse', { reason: 'Worn' })).status).toBe(200);
    }
    expect(await refusal(await askReturn(api, id, 'again-and-again@example.ae'))).toEqual({
      status: 409,
      code: 'REQUEST_LIMIT',
      message: TOO_MANY_RETURNS_MESSAGE,
    });
    const page = (await api.getJson(`/returns/${id}?email=again-and-again@example.ae`)) as Record<string, any>;
    expect(page.returns).toHaveLength(MAX_RETURNS_PER_ORDER);
  });

  it('from two tabs at once: one wins, the other is told the line is returned', async () => {
    const id = await deliveredOrder(api, 'tabs@example.ae');
    const answers = await Promise.all(Array.from({ length: 5 }, () => askReturn(api, id, 'tabs@example.ae')));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400]);
    const refused = answers.find((answer) => answer.status === 400)!;
    expect(((await refused.json()) as { message: string }).message).toBe('Line 1 is already returned.');
    const page = (await api.getJson(`/returns/${id}?email=tabs@example.ae`)) as Record<string, any>;
    expect(page.returns).toHaveLength(1);
  });
});

describe('hostile text in a note', () => {
  it('reaches the mail inert: escaped in HTML, one header line', async () => {
    const id = await deliveredOrder(api, 'hostile@example.ae');
    const note = '<img src=x onerror=alert(1)>\r\nBcc: victim@example.com =HYPERLINK("http://evil")';
    await askReturnJson(api, id, 'hostile@example.ae', { ...refundOne, note } as never);
    const mail = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'hostile@example.ae')
      .where('subject', 'like', 'Return requested%')
      .executeTakeFirstOrThrow();
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.subject).not.toContain('Bcc');
  });
});
