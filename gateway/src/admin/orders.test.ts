import { TEST_OWNER } from '@store/backend/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { ORDER, placed, stocked, upstreamStock } from '../testing/order-fixtures.ts';
import { loggedInClient, useTestStack, cookieHeader, staffClient } from '../testing/test-gateway.ts';

/** The owner runs an order from placed to delivered through the gateway; the shopper sees each step. */
const stack = useTestStack();

const ORDER_FIELDS = `order { id status transitions canCollectCash canInvoice cashCollected { amount by }
  timeline { status courier trackingNumber actor } totals { total vatIncluded } } errors { message }`;

const owner = () => staffClient(stack);

describe('an order through the back office', () => {
  it('is listed, packed, dispatched with tracking, delivered, paid and invoiced; the shopper sees each step', async () => {
    const shopper = await loggedInClient(stack, 'admin-flow@example.ae');
    const order = await placed(shopper, [stocked(1, 2)]);
    const staff = await owner();

    const { adminOrders } = await staff.data(
      `{ adminOrders(q: "admin-flow") { total items { id status emirate total } } }`,
    );
    expect(adminOrders.items).toEqual([{ id: order.id, status: 'PLACED', emirate: 'DUBAI', total: order.total }]);
    const byStatus = await staff.data(`{ adminOrders(status: PLACED, emirate: DUBAI) { items { id } } }`);
    expect(byStatus.adminOrders.items.map((item: { id: string }) => item.id)).toContain(order.id);

    const { adminOrder } = await staff.data(
      `query ($id: ID!) { adminOrder(id: $id) { transitions totals { vatIncluded total } } }`,
      {
        id: order.id,
      },
    );
    expect(adminOrder.transitions).toEqual(['PACKED', 'CANCELLED']);
    expect(adminOrder.totals.vatIncluded).toBeCloseTo((order.total * 5) / 105, 2);

    const step = (status: string, extra = '') =>
      staff.data(`mutation ($id: ID!) { setOrderStatus(id: $id, status: ${status}${extra}) { ${ORDER_FIELDS} } }`, {
        id: order.id,
      });
    expect((await step('PACKED')).setOrderStatus.order.status).toBe('PACKED');
    const noTracking = (await step('DISPATCHED')).setOrderStatus;
    expect(noTracking.errors[0].message).toMatch(/courier and a tracking number/);
    expect(noTracking.order.status).toBe('PACKED');
    const dispatched = (await step('DISPATCHED', ', courier: "Aramex", trackingNumber: "AX123456789"')).setOrderStatus;
    expect(dispatched.order.timeline.at(-1)).toEqual({
      status: 'DISPATCHED',
      courier: 'Aramex',
      trackingNumber: 'AX123456789',
      actor: TEST_OWNER.email,
    });
    const tracked = await shopper.data(ORDER, { id: order.id });
    expect(tracked.order.timeline.at(-1)).toMatchObject({ status: 'DISPATCHED', trackingNumber: 'AX123456789' });

    expect((await step('DELIVERED')).setOrderStatus.order.canCollectCash).toBe(true);
    const paid = await staff.data(`mutation ($id: ID!) { recordCashCollected(id: $id) { ${ORDER_FIELDS} } }`, {
      id: order.id,
    });
    expect(paid.recordCashCollected.order.cashCollected).toEqual({ amount: order.total, by: TEST_OWNER.email });

    const { issueTaxInvoice } = await staff.data(
      `mutation ($id: ID!) { issueTaxInvoice(orderId: $id) { invoice { number total vat vatNote pdfUrl seller { trn } } errors { message } } }`,
      { id: order.id },
    );
    expect(issueTaxInvoice.invoice).toMatchObject({
      number: expect.stringMatching(/^INV-\d+$/),
      total: order.total,
      vatNote: 'VAT 5% included',
    });
    const pdf = await fetch(`${stack.url}${issueTaxInvoice.invoice.pdfUrl}`, {
      headers: { cookie: cookieHeader(staff) },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    const stranger = await fetch(`${stack.url}${issueTaxInvoice.invoice.pdfUrl}`, {
      headers: { cookie: cookieHeader(shopper) },
    });
    expect(stranger.status).toBe(401);
  });

  it('cancels for the shop with a reason, puts the stock back, and packs several at once', async () => {
    const shopper = await loggedInClient(stack, 'admin-cancel@example.ae');
    const line = stocked(2, 1);
    const before = await upstreamStock(shopper, 2, line.size!, line.colour!);
    const first = await placed(shopper, [line]);
    const staff = await owner();
    const cancelled = await staff.data(
      `mutation ($id: ID!) { cancelOrderByShop(id: $id, reason: "Out of this print") { ${ORDER_FIELDS} } }`,
      { id: first.id },
    );
    expect(cancelled.cancelOrderByShop.order.status).toBe('CANCELLED');
    expect(await upstreamStock(shopper, 2, line.size!, line.colour!)).toBe(before);

    const second = await placed(shopper, [stocked(3, 1)]);
    const third = await placed(shopper, [stocked(3, 1)]);
    const { markOrdersPacked } = await staff.data(
      `mutation ($ids: [ID!]!) { markOrdersPacked(ids: $ids) { succeeded failed results { id ok message } } }`,
      { ids: [second.id, third.id, first.id] },
    );
    expect(markOrdersPacked).toMatchObject({ succeeded: 2, failed: 1 });
    expect(markOrdersPacked.results.find((result: { id: string }) => result.id === first.id).ok).toBe(false);
  });

  it('refuses guests, shoppers, too many ids, and settings changes by staff who are not the owner', async () => {
    const shopper = await loggedInClient(stack, 'admin-nosy@example.ae');
    for (const client of [stack.client(), shopper]) {
      const answer = await client.query(`{ adminOrders { total } }`);
      expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const staff = await owner();
    const tooMany = await staff.raw({
      query: `mutation ($ids: [ID!]!) { markOrdersPacked(ids: $ids) { succeeded } }`,
      variables: { ids: Array.from({ length: 101 }, (_, index) => `ORDER${index}`) },
    });
    expect(tooMany.status).toBe(400);

    const settings = await staff.data(
      `mutation { updateShopSettings(input: { lowStockThreshold: 3 }) { settings { lowStockThreshold } errors { message } } }`,
    );
    expect(settings.updateShopSettings.settings.lowStockThreshold).toBe(3);
    const bad = await staff.data(
      `mutation { updateShopSettings(input: { trn: "123" }) { settings { trn } errors { message } } }`,
    );
    expect(bad.updateShopSettings.settings).toBeNull();
    expect(bad.updateShopSettings.errors[0].message).toMatch(/TRN/);
  });
});

describe('the dashboard', () => {
  it('shows staff today’s orders and those waiting to be packed; a shopper gets nothing', async () => {
    const shopper = await loggedInClient(stack, 'dash@example.ae');
    await placed(shopper, [stocked(4, 1)]);
    const staff = await owner();
    const { dashboard } = await staff.data(
      `{ dashboard { periods { days orders revenue cashExpected } daily { date orders } waitingToPack } }`,
    );
    expect(dashboard.periods.map((period: { days: number }) => period.days)).toEqual([1, 7, 30]);
    expect(dashboard.periods[0].orders).toBeGreaterThanOrEqual(1);
    expect(dashboard.periods[0].cashExpected).toBeGreaterThan(0);
    expect(dashboard.daily).toHaveLength(30);
    expect(dashboard.waitingToPack).toBeGreaterThanOrEqual(1);
    const refused = await shopper.query(`{ dashboard { waitingToPack } }`);
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
