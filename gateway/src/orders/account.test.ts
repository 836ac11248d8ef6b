import { beforeAll, describe, expect, it } from 'vitest';
import {
  CANCEL_ORDER,
  ORDER,
  MY_ORDERS,
  SHIPPING,
  seed,
  stocked,
  placed,
  myOrders,
  type OrderView,
  type CancelOrderAnswer,
} from '../testing/order-fixtures.ts';
import { loggedInClient, TEST_STAFF_TOKEN, useTestStack, type TestClient } from '../testing/test-gateway.ts';

/** A customer's orders: listing, reading, isolation between customers and cancelling. */
const stack = useTestStack();

async function staffMove(
  orderId: string,
  status: string,
  shipment: { courier?: string; trackingNumber?: string } = {},
) {
  const response = await fetch(`${stack.backend.url}/staff/orders/${orderId}/status`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status, ...shipment }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

let aisha: TestClient;
let omar: TestClient;

beforeAll(async () => {
  [aisha, omar] = await Promise.all([
    loggedInClient(stack, 'aisha.orders@example.ae'),
    loggedInClient(stack, 'omar.orders@example.ae'),
  ]);
});

describe('myOrders and order', () => {
  it('lists own orders newest first, filters by status, and shows full details', async () => {
    const hamdan = await loggedInClient(stack, 'hamdan.list@example.ae');
    const first = await placed(hamdan, [stocked(4)]);
    const second = await placed(hamdan, [stocked(5, 2)]);
    const third = await placed(hamdan, [stocked(6)]);

    const orders = await myOrders(hamdan);
    expect(orders.map((order) => order.id)).toEqual([third.id, second.id, first.id]);
    expect(orders[1]).toEqual({ id: second.id, placedAt: second.placedAt, status: 'PLACED', total: second.total });
    expect(second.total).toBe(2 * seed(5).price - 20);

    await staffMove(second.id, 'PACKED');
    await staffMove(second.id, 'DISPATCHED', { courier: 'Aramex', trackingNumber: 'AX555' });
    expect((await myOrders(hamdan, 'DISPATCHED')).map((order) => order.id)).toEqual([second.id]);
    expect((await myOrders(hamdan, 'PLACED')).map((order) => order.id)).toEqual([third.id, first.id]);
    expect(await myOrders(hamdan, 'DELIVERED')).toEqual([]);

    const { order } = await hamdan.data<{ order: OrderView }>(ORDER, { id: first.id });
    expect(order).toMatchObject({
      id: first.id,
      status: 'PLACED',
      contact: { email: 'hamdan.list@example.ae', phone: SHIPPING.phone, whatsapp: SHIPPING.whatsapp },
      items: [{ productId: '4', title: seed(4).title, quantity: 1 }],
    });
    expect(order.shippingAddress).toContain('Dubai');
    expect(order.items[0]!.imageSrc).not.toBe('');
  });

  it('answers null for an order id that does not exist, and UNAUTHENTICATED for a guest', async () => {
    expect((await aisha.data(ORDER, { id: '260101NOSUCHID' })).order).toBeNull();
    const guest = await stack.client().query(MY_ORDERS);
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('isolation between customers', () => {
  it("never shows, cancels or lists another customer's order", async () => {
    const mine = [await placed(aisha, [stocked(8)]), await placed(aisha, [stocked(9)])];
    const aishaIds = new Set((await myOrders(aisha)).map((order) => order.id));
    await placed(omar, [stocked(10)]);

    const tries = await Promise.all(
      Array.from({ length: 5 }, () =>
        mine.map(async (order) => ({
          read: (await omar.data(ORDER, { id: order.id })).order,
          cancel: (await omar.data<CancelOrderAnswer>(CANCEL_ORDER, { id: order.id, reason: 'WRONG_ITEM' }))
            .cancelOrder,
          listed: (await myOrders(omar)).filter((summary) => aishaIds.has(summary.id)),
        })),
      ).flat(),
    );
    expect(tries).toHaveLength(10);
    expect(tries.filter((attempt) => attempt.read !== null)).toHaveLength(0);
    expect(tries.filter((attempt) => attempt.listed.length > 0)).toHaveLength(0);
    for (const attempt of tries) {
      expect(attempt.cancel).toEqual({ order: null, errors: [{ field: null, message: 'Order not found.' }] });
    }
    for (const order of mine) {
      const { order: still } = await aisha.data<{ order: OrderView }>(ORDER, { id: order.id });
      expect(still).toMatchObject({ status: 'PLACED', cancellable: true });
    }
    expect((await myOrders(omar)).every((summary) => !aishaIds.has(summary.id))).toBe(true);
  });
});

describe('cancelOrder', () => {
  it('cancels a placed order with the reason in words, and refuses a second cancel as data', async () => {
    const order = await placed(aisha, [stocked(11)]);
    const { cancelOrder } = await aisha.data<CancelOrderAnswer>(CANCEL_ORDER, {
      id: order.id,
      reason: 'SIZE_INCORRECT',
    });
    expect(cancelOrder.errors).toEqual([]);
    expect(cancelOrder.order).toMatchObject({
      id: order.id,
      status: 'CANCELLED',
      cancelReason: 'Size has been Incorrect',
      cancellable: false,
    });
    expect(cancelOrder.order!.timeline.map((event) => event.status)).toEqual(['PLACED', 'CANCELLED']);

    const again = await aisha.data<CancelOrderAnswer>(CANCEL_ORDER, { id: order.id, reason: 'WRONG_ITEM' });
    expect(again.cancelOrder.order).toBeNull();
    expect(again.cancelOrder.errors).toEqual([
      { field: null, message: 'This order can no longer be cancelled: it is CANCELLED.' },
    ]);
    const { order: stored } = await aisha.data<{ order: OrderView }>(ORDER, { id: order.id });
    expect(stored).toMatchObject({ status: 'CANCELLED', cancelReason: 'Size has been Incorrect' });
  });

  it('shows the courier and tracking number once dispatched, and then refuses to cancel', async () => {
    const order = await placed(aisha, [stocked(12)]);
    await staffMove(order.id, 'PACKED');
    const packed = (await aisha.data<{ order: OrderView }>(ORDER, { id: order.id })).order;
    expect(packed).toMatchObject({ status: 'PACKED', cancellable: true });

    await staffMove(order.id, 'DISPATCHED', { courier: 'Aramex', trackingNumber: 'AX123' });
    const { order: dispatched } = await aisha.data<{ order: OrderView }>(ORDER, { id: order.id });
    expect(dispatched).toMatchObject({ status: 'DISPATCHED', cancellable: false });
    expect(dispatched.timeline).toMatchObject([
      { status: 'PLACED', courier: null, trackingNumber: null },
      { status: 'PACKED', courier: null, trackingNumber: null },
      { status: 'DISPATCHED', courier: 'Aramex', trackingNumber: 'AX123' },
    ]);

    const { cancelOrder } = await aisha.data<CancelOrderAnswer>(CANCEL_ORDER, {
      id: order.id,
      reason: 'PLACED_INCORRECTLY',
    });
    expect(cancelOrder.order).toBeNull();
    expect(cancelOrder.errors).toEqual([
      { field: null, message: 'This order can no longer be cancelled: it is DISPATCHED.' },
    ]);
    expect((await aisha.data<{ order: OrderView }>(ORDER, { id: order.id })).order.status).toBe('DISPATCHED');
  });

  it('refuses a guest with UNAUTHENTICATED', async () => {
    const order = await placed(aisha, [stocked(13)]);
    const answer = await stack.client().query(CANCEL_ORDER, { id: order.id, reason: 'WRONG_ITEM' });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await aisha.data<{ order: OrderView }>(ORDER, { id: order.id })).order.status).toBe('PLACED');
  });
});
