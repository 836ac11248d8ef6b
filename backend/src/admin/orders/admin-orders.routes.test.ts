import { beforeAll, describe, expect, it } from 'vitest';
import { vatIncluded } from '@store/domain';
import { useTestBackend } from '../../testing/test-backend.ts';
import { placeOrder, STAFF, stockUp } from './admin-orders.fixtures.ts';

const api = useTestBackend();
const db = () => api.backend.db.db;

interface ListAnswer {
  items: Record<string, unknown>[];
  total: number;
  page: number;
  pageSize: number;
}
const list = async (query: string) => {
  const response = await api.get(`/admin-api/orders?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ListAnswer;
};
const ids = (answer: ListAnswer) => answer.items.map((item) => item.id);
const placedAt = (id: string, at: string) =>
  db().updateTable('orders').set({ created_at: at }).where('id', '=', id).execute();

beforeAll(async () => {
  for (const productId of [1, 2, 3]) await stockUp(db(), productId);
});

describe('the back-office order list', () => {
  it('answers one page, newest first, with the total and the row fields', async () => {
    const placed: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      placed.push(await placeOrder(api, `pager${n}@pages.ae`, { lines: [{ id: 1, quantity: n + 1 }] }));
      await placedAt(placed[n]!, `2026-01-0${n + 1}T10:00:00.000Z`);
    }
    const first = await list('q=pages.ae&pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(ids(first)).toEqual([placed[4], placed[3]]);
    expect(ids(await list('q=pages.ae&pageSize=2&page=3'))).toEqual([placed[0]]);
    expect((await list('q=pages.ae&pageSize=2&page=4')).items).toEqual([]);

    const row = first.items[0]!;
    const detail = (await api.getJson(`/admin-api/orders/${placed[4]}`)) as { totals: { totalFils: number } };
    expect(row).toEqual({
      id: placed[4],
      placedAt: '2026-01-05T10:00:00.000Z',
      status: 'PLACED',
      customerName: 'Aisha Khan',
      email: 'pager4@pages.ae',
      phone: '050 123 4567',
      emirate: 'Dubai',
      itemCount: 5,
      totalFils: detail.totals.totalFils,
      cashCollected: false,
    });
  });

  it('filters by status, emirate and Dubai calendar days', async () => {
    const lateOn9th = await placeOrder(api, 'days@filters.ae', { emirate: 'Sharjah' });
    const earlyOn10th = await placeOrder(api, 'days@filters.ae');
    await placedAt(lateOn9th, '2026-03-09T19:59:59.999Z'); // 23:59:59 in Dubai
    await placedAt(earlyOn10th, '2026-03-09T20:00:00.000Z'); // 00:00 on the 10th in Dubai
    await api.post(`/admin-api/orders/${earlyOn10th}/status`, { status: 'PACKED' }, STAFF);

    expect(ids(await list('q=filters.ae&from=2026-03-10&to=2026-03-10'))).toEqual([earlyOn10th]);
    expect(ids(await list('q=filters.ae&to=2026-03-09'))).toEqual([lateOn9th]);
    expect(ids(await list('q=filters.ae&from=2026-03-09'))).toEqual([earlyOn10th, lateOn9th]);
    expect(ids(await list('q=filters.ae&status=PACKED'))).toEqual([earlyOn10th]);
    expect(ids(await list('q=filters.ae&status=placed'))).toEqual([lateOn9th]);
    expect(ids(await list('q=filters.ae&emirate=Sharjah'))).toEqual([lateOn9th]);
    expect(ids(await list('q=filters.ae&emirate=umm%20al%20quwain'))).toEqual([]);
  });

  it('searches order numbers, e-mails and phones in part and in any case', async () => {
    const id = await placeOrder(api, 'Mixed.Case@Search.ae', { phone: '055 987 6543' });
    expect(ids(await list(`q=${id.slice(3, 10).toLowerCase()}`))).toEqual([id]);
    expect(ids(await list('q=MIXED.case@'))).toEqual([id]);
    expect(ids(await list(`q=${encodeURIComponent('+971 55 987 65')}`))).toEqual([id]);
    expect(ids(await list('q=9876543'))).toEqual([id]);
    expect(ids(await list('q=0559876'))).toEqual([id]);
  });

  it('takes %, _, ! and quotes in the search literally', async () => {
    const underscore = await placeOrder(api, 'under_score@literal.ae');
    await placeOrder(api, 'underxscore@literal.ae');
    const quoted = await placeOrder(api, "o'brien@literal.ae");
    expect(ids(await list('q=under_score'))).toEqual([underscore]);
    expect((await list('q=under%25score')).total).toBe(0);
    expect((await list('q=%25')).total).toBe(0);
    expect((await list('q=!')).total).toBe(0);
    expect(ids(await list(`q=${encodeURIComponent("o'brien")}`))).toEqual([quoted]);
    expect((await list(`q=${encodeURIComponent("'; drop table orders; --")}`)).total).toBe(0);
    expect((await list('q=literal.ae')).total).toBe(3);
  });

  it('refuses bad filters with 400 and a message', async () => {
    for (const query of [
      'pageSize=1000',
      'pageSize=0',
      'page=0',
      'page=abc',
      'page=1.5',
      'status=SHIPPED',
      'status=PLACED&status=PACKED',
      'emirate=Texas',
      'from=2026-02-30',
      'from=2026-03-10T00:00:00Z',
      'from=2026-03-10&to=2026-03-09',
      `q=${'x'.repeat(101)}`,
      'q=a%00b',
    ]) {
      const response = await api.get(`/admin-api/orders?${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()) as object, query).toMatchObject({ status: '2', message: expect.any(String) });
    }
    expect((await list('pageSize=100')).pageSize).toBe(100);
  });
});

describe('one order in the back office', () => {
  it('shows items, totals with VAT, address, contact, timeline and the actions allowed now', async () => {
    const id = await placeOrder(api, 'detail@example.ae', {
      lines: [
        { id: 2, quantity: 2 },
        { id: 3, quantity: 1 },
      ],
    });
    const order = (await api.getJson(`/admin-api/orders/${id}`)) as Record<string, any>;
    const lineTotals = order.items.map((item: any) => item.unitPriceFils * item.quantity);
    const subtotal = lineTotals[0] + lineTotals[1];
    expect(order).toMatchObject({
      id,
      status: 'PLACED',
      paymentMethod: 'Cash on Delivery',
      contact: { name: 'Aisha Khan', email: 'detail@example.ae', phone: '050 123 4567', whatsapp: '050 123 4567' },
      address: { name: 'Aisha Khan', flatNo: '1203', buildingName: 'Marina Heights', emirate: 'Dubai' },
      note: 'Call before delivery',
      totals: {
        itemCount: 3,
        subtotalFils: subtotal,
        discountFils: 2000,
        totalFils: subtotal - 2000,
        vatRatePercent: 5,
        vatIncludedFils: vatIncluded(subtotal - 2000),
      },
      timeline: [{ status: 'PLACED', courier: null, trackingNumber: null, reason: null, actor: null }],
      actions: { transitions: ['PACKED', 'CANCELLED'], collectCash: false, invoice: true },
      cashCollected: null,
      invoice: null,
    });
    expect(order.items[0]).toMatchObject({ lineNo: 1, productId: 2, quantity: 2, lineTotalFils: lineTotals[0] });
    expect(order.items[0]).toHaveProperty('size');
    expect(order.items[0]).toHaveProperty('colour');
  });

  it('prints a packing slip without prices, but with the cash the courier collects', async () => {
    const id = await placeOrder(api, 'slip@example.ae', { lines: [{ id: 1, quantity: 2 }] });
    const response = await api.get(`/admin-api/orders/${id}/packing-slip`);
    expect(response.status).toBe(200);
    const slip = (await response.json()) as Record<string, any>;
    expect(slip).toMatchObject({
      orderNumber: id,
      shipTo: { name: 'Aisha Khan', street: 'Al Marsa Street', area: 'Dubai Marina', postalCode: '00000' },
      contact: { phone: '050 123 4567', whatsapp: '050 123 4567', email: 'slip@example.ae' },
      note: 'Call before delivery',
      itemCount: 2,
      shop: { tradingName: 'Graphic Tees Dubai' },
    });
    expect(slip.items).toEqual([
      expect.objectContaining({ productId: 1, quantity: 2, size: expect.any(String), colour: expect.any(String) }),
    ]);
    const order = await api.getJson<{ totals: { totalFils: number } }>(`/admin-api/orders/${id}`);
    expect(slip.cashToCollectFils).toBe(order.totals.totalFils);
    const { cashToCollectFils: _collect, ...rest } = slip;
    expect(JSON.stringify(rest)).not.toMatch(/fils|price|total/i);
  });

  it('answers 404 for an unknown order, however it is asked', async () => {
    for (const path of ['NOPE', 'NOPE/packing-slip', 'x'.repeat(90)]) {
      const response = await api.get(`/admin-api/orders/${path}`);
      expect(response.status, path).toBe(404);
    }
    const nul = await api.get('/admin-api/orders/A%00B');
    expect(nul.status).toBe(400);
  });
});
