import { describe, expect, it } from 'vitest';
import { firstVariant, setStock, stockOf } from '../../testing/catalogue-helpers.ts';
import { orderBody } from '../../testing/fixtures.ts';
import { useTestBackend } from '../../testing/test-backend.ts';
import { call } from '../../testing/admin-client.ts';

const api = useTestBackend();

describe('adjusting stock', () => {
  it('adds and removes stock with a reason, recording the movement and an audit row', async () => {
    const db = api.backend.db.db;
    const v = await firstVariant(db, 4);
    await setStock(db, 4, v.size, v.colour, 2);
    const received = await call(api, 'POST', '/admin-api/stock/adjust', {
      productId: 4,
      size: v.size,
      colour: v.colour,
      delta: 10,
      reason: 'RECEIVED',
      note: 'Delivery from Sharjah',
    });
    expect(received.status).toBe(200);
    expect(received.body).toMatchObject({ productId: 4, size: v.size, colour: v.colour, quantity: 12 });
    expect(received.body.movement).toMatchObject({
      delta: 10,
      quantityAfter: 12,
      reason: 'RECEIVED',
      note: 'Delivery from Sharjah',
      actor: 'layla@shop.test',
      orderId: null,
    });
    const damaged = await call(api, 'POST', '/admin-api/stock/adjust', {
      productId: 4,
      size: v.size,
      colour: v.colour,
      delta: -3,
      reason: 'DAMAGED',
    });
    expect(damaged.body.quantity).toBe(9);
    expect(await stockOf(db, 4, v.size, v.colour)).toBe(9);
    const [shown] = await api.getJson<{ product_json: string }[]>('/images/product/4/');
    const stocks = JSON.parse(shown!.product_json).stocks as { size: string; color: string; stocks: number }[];
    expect(stocks.find((s) => s.size === v.size && s.color === v.colour)?.stocks).toBe(9);
    const audit = await db.selectFrom('audit_log').selectAll().where('action', '=', 'stock.adjust').execute();
    expect(audit).toHaveLength(2);
  });

  it('refuses to take stock below 0 with 409 and the quantity available', async () => {
    const db = api.backend.db.db;
    const v = await firstVariant(db, 5);
    await setStock(db, 5, v.size, v.colour, 3);
    const answer = await call(api, 'POST', '/admin-api/stock/adjust', {
      productId: 5,
      size: v.size,
      colour: v.colour,
      delta: -4,
      reason: 'CORRECTION',
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ status: '2', available: 3 });
    expect(answer.body.message).toContain('Only 3');
    expect(await stockOf(db, 5, v.size, v.colour)).toBe(3);
  });

  it.each([
    [{ delta: 0 }, 'delta'],
    [{ delta: 1.5 }, 'delta'],
    [{ reason: 'STOLEN' }, 'reason'],
    [{ productId: 'one' }, 'productId'],
  ])('refuses %j with 400 naming %s', async (change, field) => {
    const body = { productId: 1, size: 'M', colour: 'Black', delta: 1, reason: 'RECEIVED', ...change };
    const answer = await call(api, 'POST', '/admin-api/stock/adjust', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(new RegExp(`^${field}: `));
  });

  it('refuses units added as damaged or taken away as received, leaving stock and history as they were', async () => {
    const db = api.backend.db.db;
    const v = await firstVariant(db, 8);
    await setStock(db, 8, v.size, v.colour, 4);
    const variant = { productId: 8, size: v.size, colour: v.colour };
    const damagedIn = await call(api, 'POST', '/admin-api/stock/adjust', { ...variant, delta: 5, reason: 'DAMAGED' });
    expect(damagedIn.status).toBe(400);
    expect(damagedIn.body.message).toBe('delta: Damaged stock takes units away: the change must be negative.');
    const receivedOut = await call(api, 'POST', '/admin-api/stock/adjust', {
      ...variant,
      delta: -2,
      reason: 'RECEIVED',
    });
    expect(receivedOut.status).toBe(400);
    expect(receivedOut.body.message).toBe('delta: Received stock adds units: the change must be positive.');
    expect(await stockOf(db, 8, v.size, v.colour)).toBe(4);
    const movements = await db.selectFrom('stock_movements').select('id').where('product_id', '=', 8).execute();
    expect(movements).toEqual([]);
    const recount = await call(api, 'POST', '/admin-api/stock/adjust', { ...variant, delta: -1, reason: 'CORRECTION' });
    expect(recount.body.quantity).toBe(3);
  });

  it('answers 404 for an unknown product or variant, and 400 without a staff member', async () => {
    const body = { productId: 99999, size: 'M', colour: 'Black', delta: 1, reason: 'RECEIVED' };
    expect((await call(api, 'POST', '/admin-api/stock/adjust', body)).status).toBe(404);
    const v = await firstVariant(api.backend.db.db, 1);
    const missing = await call(api, 'POST', '/admin-api/stock/adjust', { ...body, productId: 1, size: 'Free Size' });
    expect(missing.status).toBe(404);
    const anonymous = { ...body, productId: 1, size: v.size, colour: v.colour };
    expect((await call(api, 'POST', '/admin-api/stock/adjust', anonymous, {})).status).toBe(400);
  });
});

describe('adjustments racing orders on one variant', () => {
  it('never goes below 0 and adds up exactly: of 10 orders and 10 removals for 10 units, 10 succeed', async () => {
    const db = api.backend.db.db;
    const v = await firstVariant(db, 6);
    await setStock(db, 6, v.size, v.colour, 10);
    const line = [{ id: 6, quantity: 1, ssize: v.size, scolor: v.colour }];
    const adjustment = { productId: 6, size: v.size, colour: v.colour, delta: -1, reason: 'DAMAGED' };
    const [orders, adjustments] = await Promise.all([
      Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          api.postJson<{ status: string }>('/images/Orders/', orderBody(`race${n}@example.ae`, line)),
        ),
      ),
      Promise.all(Array.from({ length: 10 }, () => call(api, 'POST', '/admin-api/stock/adjust', adjustment))),
    ]);
    const placed = orders.filter((answer) => answer.status === '1').length;
    const removed = adjustments.filter((answer) => answer.status === 200).length;
    expect(placed + removed).toBe(10);
    expect(adjustments.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(await stockOf(db, 6, v.size, v.colour)).toBe(0);
    const movements = await db
      .selectFrom('stock_movements')
      .select(['delta', 'reason'])
      .where('product_id', '=', 6)
      .where('size', '=', v.size)
      .where('colour', '=', v.colour)
      .execute();
    expect(movements.reduce((sum, m) => sum + m.delta, 0)).toBe(-10);
    expect(movements.filter((m) => m.reason === 'ORDER')).toHaveLength(placed);
    expect(movements.filter((m) => m.reason === 'DAMAGED')).toHaveLength(removed);
  });
});

describe('stock history', () => {
  it('lists every movement newest first, orders and cancellations included', async () => {
    const db = api.backend.db.db;
    const v = await firstVariant(db, 7);
    await setStock(db, 7, v.size, v.colour, 5);
    const line = [{ id: 7, quantity: 2, ssize: v.size, scolor: v.colour }];
    const { order_id: orderId } = await api.postJson<{ order_id: string }>(
      '/images/Orders/',
      orderBody('history@example.ae', line),
    );
    await api.postJson('/images/cancel-order/', { id: orderId, reason: 'Size has been Incorrect' });
    const correction = { productId: 7, size: v.size, colour: v.colour, delta: 1, reason: 'CORRECTION' };
    await call(api, 'POST', '/admin-api/stock/adjust', correction);
    const history = await call(api, 'GET', '/admin-api/stock/history?productId=7');
    expect(history.body.items.map((m: { reason: string; delta: number }) => [m.reason, m.delta])).toEqual([
      ['CORRECTION', 1],
      ['CANCEL', 2],
      ['ORDER', -2],
    ]);
    expect(history.body.items[2]).toMatchObject({ orderId, actor: 'history@example.ae', quantityAfter: null });
    expect(history.body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    const page = await call(api, 'GET', '/admin-api/stock/history?productId=7&pageSize=1&page=3');
    expect(page.body.items.map((m: { reason: string }) => m.reason)).toEqual(['ORDER']);
    const all = await call(api, 'GET', '/admin-api/stock/history');
    expect(all.body.total).toBeGreaterThan(3);
    expect((await call(api, 'GET', '/admin-api/stock/history?productId=x')).status).toBe(400);
  });
});

describe('low stock', () => {
  it('lists variants at or below the threshold: given, else the setting, else 5', async () => {
    const db = api.backend.db.db;
    await db.updateTable('stock').set({ quantity: 50 }).execute();
    const [a, b, c] = await Promise.all([firstVariant(db, 8), firstVariant(db, 9), firstVariant(db, 10)]);
    await setStock(db, 8, a.size, a.colour, 0);
    await setStock(db, 9, b.size, b.colour, 5);
    await setStock(db, 10, c.size, c.colour, 6);
    const low = await call(api, 'GET', '/admin-api/stock/low');
    expect(low.body.threshold).toBe(5);
    expect(low.body.items.map((i: { productId: number; quantity: number }) => [i.productId, i.quantity])).toEqual([
      [8, 0],
      [9, 5],
    ]);
    expect(low.body.items.at(-1)).toMatchObject({ productId: 9, size: b.size, colour: b.colour, hidden: false });
    expect((await call(api, 'GET', '/admin-api/stock/low?threshold=6')).body.total).toBe(low.body.total + 1);
    await db
      .insertInto('settings')
      .values({ key: 'lowStockThreshold', value: '0', updated_at: new Date().toISOString(), updated_by: null })
      .onConflict((c) => c.column('key').doUpdateSet({ value: '0' }))
      .execute();
    const setting = await call(api, 'GET', '/admin-api/stock/low');
    expect(setting.body.threshold).toBe(0);
    expect(setting.body.items.every((i: { quantity: number }) => i.quantity === 0)).toBe(true);
    expect((await call(api, 'GET', '/admin-api/stock/low?threshold=-1')).status).toBe(400);
  });
});
