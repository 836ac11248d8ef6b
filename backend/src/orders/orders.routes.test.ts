import { describe, expect, it } from 'vitest';
import { aedToFils, filsToAed, formatAed } from '@store/domain';
import { listOutbox } from '../mail/outbox.ts';
import { firstVariant, setStock, stockOf } from '../testing/catalogue-helpers.ts';
import { orderBody, shippingInfo } from '../testing/fixtures.ts';
import { useTestBackend } from '../testing/test-backend.ts';

const api = useTestBackend();
const db = () => api.backend.db.db;

type OrderAnswer = { status: string; message: string; order_id?: string | null };
const placeOrder = (body: unknown, headers?: Record<string, string>) =>
  api.postJson<OrderAnswer>('/images/Orders/', body, headers);

async function orderInfo(id: string) {
  const rows = await api.getJson<{ order_id: string; order_info: string }[]>(`/images/order-tracking/${id}/`);
  return JSON.parse(rows[0]!.order_info);
}

describe('placing an order', () => {
  it('prices it from the catalogue, ignoring the client total and line prices', async () => {
    const p1 = await firstVariant(db(), 1);
    const p2 = await firstVariant(db(), 2);
    const answer = await placeOrder(
      orderBody('buyer@example.ae', [
        { id: 1, quantity: 2, ssize: p1.size, scolor: p1.colour, price: 0.01 },
        { id: 2, quantity: 1, price: 0.01 },
      ]),
    );
    expect(answer).toMatchObject({ status: '1', message: 'Order placed successfully!' });
    const subtotal = 2 * p1.priceFils + p2.priceFils;
    const info = await orderInfo(answer.order_id!);
    expect(info.damount).toBe(20); // three items: floor(3/2) × 20 AED
    expect(info.tamount).toBe(filsToAed(subtotal - 2000));
    expect(info.item_info.map((item: { unit_price: number }) => aedToFils(item.unit_price))).toEqual([
      p1.priceFils,
      p2.priceFils,
    ]);
  });

  it('records the order_info a tracking page needs', async () => {
    const answer = await placeOrder(orderBody('Track@Example.ae', [{ id: 1, quantity: 1 }]));
    const info = await orderInfo(answer.order_id!);
    const v = await firstVariant(db(), 1);
    expect(info).toMatchObject({
      status: 'PLACED',
      pmode: 'Cash on Delivery',
      shipping: 'Aisha Khan, Flat 1203, Marina Heights, Al Marsa Street, Dubai Marina, Dubai, 00000',
      contact_info: { email: 'track@example.ae', phone: shippingInfo.phone },
      order_log: [{ status: 'PLACED', attr1: null, attr2: null }],
      item_info: [{ title: v.title, ssize: v.size, scolor: v.colour, quantity: 1 }],
      damount: 0,
      language: 'en',
    });
    const arabic = await placeOrder(orderBody('track@example.ae', [{ id: 1, quantity: 1 }], { language: 'ar' }));
    expect((await orderInfo(arabic.order_id!)).language).toBe('ar');
    const ordered = new Date(info.date);
    expect(Date.now() - ordered.getTime()).toBeLessThan(60_000);
    const days = (Date.parse(info.edeleivery) - Date.parse(info.date.slice(0, 10))) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(3);
    expect(days).toBeLessThanOrEqual(4);
  });

  it("lists the shopper's orders, newest first, by e-mail", async () => {
    const first = await placeOrder(orderBody('lister@example.ae', [{ id: 3, quantity: 1 }]));
    const second = await placeOrder(orderBody('lister@example.ae', [{ id: 3, quantity: 2 }]));
    const list = await api.getJson<{ order_id: string; status: string; total_amount: number }[]>(
      '/images/order-details/LISTER@example.ae',
    );
    expect(list.map((row) => row.order_id)).toEqual([second.order_id, first.order_id]);
    expect(list[0]).toMatchObject({ status: 'PLACED' });
    expect(await api.getJson('/images/order-details/nobody@example.ae')).toEqual([]);
  });

  it('mails a confirmation with the total', async () => {
    const answer = await placeOrder(orderBody('mailme@example.ae', [{ id: 1, quantity: 1 }]));
    const [mail] = await listOutbox(db(), 'mailme@example.ae');
    const info = await orderInfo(answer.order_id!);
    expect(mail?.subject).toBe(
      `Order ${answer.order_id} confirmed: AED ${formatAed(aedToFils(info.tamount))}, cash on delivery`,
    );
    expect(mail?.body).toContain(`Total (cash on delivery): AED ${formatAed(aedToFils(info.tamount))}`);
  });

  it('refuses an order beyond stock, naming product, size and colour, and takes nothing', async () => {
    const v = await firstVariant(db(), 4);
    await setStock(db(), 4, v.size, v.colour, 2);
    const answer = await placeOrder(
      orderBody('greedy@example.ae', [{ id: 4, quantity: 3, ssize: v.size, scolor: v.colour }]),
    );
    expect(answer).toMatchObject({
      status: '2',
      message: `Only 2 left of ${v.title} (size ${v.size}, colour ${v.colour}).`,
    });
    expect(await stockOf(db(), 4, v.size, v.colour)).toBe(2);
  });

  it('takes all lines or none', async () => {
    const a = await firstVariant(db(), 5);
    const b = await firstVariant(db(), 6);
    await setStock(db(), 5, a.size, a.colour, 5);
    await setStock(db(), 6, b.size, b.colour, 0);
    const answer = await placeOrder(
      orderBody('allornone@example.ae', [
        { id: 5, quantity: 1, ssize: a.size, scolor: a.colour },
        { id: 6, quantity: 1, ssize: b.size, scolor: b.colour },
      ]),
    );
    expect(answer).toMatchObject({
      status: '2',
      message: `${b.title} (size ${b.size}, colour ${b.colour}) is out of stock.`,
    });
    expect(await stockOf(db(), 5, a.size, a.colour)).toBe(5);
    expect(await api.getJson('/images/order-details/allornone@example.ae')).toEqual([]);
  });

  it('places one order for a retried Idempotency-Key, and refuses the key with another body', async () => {
    const v = await firstVariant(db(), 9);
    const before = await stockOf(db(), 9, v.size, v.colour);
    const body = orderBody('retry@example.ae', [{ id: 9, quantity: 1 }]);
    const headers = { 'idempotency-key': 'checkout-attempt-0001' };
    const answers = await Promise.all([
      placeOrder(body, headers),
      placeOrder(body, headers),
      placeOrder(body, headers),
    ]);
    expect(new Set(answers.map((a) => a.order_id)).size).toBe(1);
    expect(answers.every((a) => a.status === '1')).toBe(true);
    expect(await stockOf(db(), 9, v.size, v.colour)).toBe(before - 1);
    expect(await api.getJson<unknown[]>('/images/order-details/retry@example.ae')).toHaveLength(1);

    const other = await api.post('/images/Orders/', orderBody('retry@example.ae', [{ id: 9, quantity: 2 }]), headers);
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      status: '2',
      message: 'This Idempotency-Key was already used for a different order.',
    });
  });

  it('answers a placed order, and its retry, with the order as tracking shows it: no read-back needed', async () => {
    const body = orderBody('answered@example.ae', [{ id: 3, quantity: 1 }]);
    const headers = { 'idempotency-key': 'checkout-answered-0001' };
    const first = await api.postJson<OrderAnswer & { order_info?: string }>('/images/Orders/', body, headers);
    const again = await api.postJson<OrderAnswer & { order_info?: string }>('/images/Orders/', body, headers);
    const [tracked] = await api.getJson<{ order_id: string; order_info: string }[]>(
      `/images/order-tracking/${first.order_id}/`,
    );
    expect(first.order_info).toBe(tracked!.order_info);
    expect(again).toMatchObject({ order_id: first.order_id, order_info: tracked!.order_info });
  });

  it.each([
    [{ info: { ...shippingInfo, email: 'v@example.ae', name: '' } }, 'First name is required.'],
    [{ info: { ...shippingInfo, email: 'v@example.ae', whatsapp: '' } }, 'WhatsApp is required.'],
    [
      { info: { ...shippingInfo, email: 'v@example.ae', emirate: 'Muscat' } },
      'Emirate must be one of the seven emirates.',
    ],
    [{ info: { ...shippingInfo, email: 'v@example.ae', street: '' } }, 'Street is required.'],
    [{ info: { ...shippingInfo, email: 'v@example.ae', postal: '' } }, 'Postal code is required.'],
    [
      { info: { ...shippingInfo, email: 'v@example.ae', paymentmethod: 'card' } },
      'Payment method must be Cash on Delivery.',
    ],
    [{ info: { ...shippingInfo, email: 'nope' }, loginUser: '' }, 'Enter a valid e-mail address.'],
    [{ cartProducts: [] }, 'Your cart is empty.'],
    [{ cartProducts: [{ id: 1, quantity: 0 }] }, 'Cart line 1: quantity must be a whole number of at least 1.'],
    [{ cartProducts: [{ id: 1, quantity: 1.5 }] }, 'Cart line 1: quantity must be a whole number of at least 1.'],
    [{ cartProducts: [{ id: 'x', quantity: 1 }] }, 'Cart line 1: product id is not valid.'],
    [{ cartProducts: [{ id: 99999, quantity: 1 }] }, 'Product 99999 is no longer available.'],
    [{ cartProducts: [{ id: 1, quantity: 1, ssize: 'XXXL' }] }, /^Size XXXL is not available for /],
  ])('refuses %j with a message naming the problem', async (override, message) => {
    const answer = await placeOrder({ ...orderBody('v@example.ae', [{ id: 1, quantity: 1 }]), ...override });
    expect(answer.status).toBe('2');
    expect(answer.message).toMatch(message);
  });

  it('answers a malformed Idempotency-Key with 400', async () => {
    const response = await api.post('/images/Orders/', orderBody('k@example.ae', [{ id: 1, quantity: 1 }]), {
      'idempotency-key': 'bad key!',
    });
    expect(response.status).toBe(400);
  });

  it('answers an unknown order with an empty list', async () => {
    expect(await api.getJson('/images/order-tracking/NOPE123/')).toEqual([]);
  });
});

describe('cancelling an order', () => {
  it('cancels with a reason, logs CANCELLED and puts the stock back exactly once', async () => {
    const v = await firstVariant(db(), 10);
    const before = await stockOf(db(), 10, v.size, v.colour);
    const { order_id: id } = await placeOrder(orderBody('cancel@example.ae', [{ id: 10, quantity: 2 }]));
    expect(await stockOf(db(), 10, v.size, v.colour)).toBe(before - 2);

    const reason = 'Size has been Incorrect';
    const answers = await Promise.all([
      api.postJson('/images/cancel-order/', { id, reason }),
      api.postJson('/images/cancel-order/', { id, reason }),
    ]);
    expect(answers.filter((a) => (a as OrderAnswer).status === '1')).toHaveLength(1);
    expect(answers.find((a) => (a as OrderAnswer).status === '2')).toEqual({
      status: '2',
      message: 'This order can no longer be cancelled: it is CANCELLED.',
    });
    expect(await stockOf(db(), 10, v.size, v.colour)).toBe(before);
    const info = await orderInfo(id!);
    expect(info.status).toBe('CANCELLED');
    expect(info.cancel_reason).toBe(reason);
    expect(info.order_log.map((entry: { status: string }) => entry.status)).toEqual(['PLACED', 'CANCELLED']);
  });

  it('requires one of the three reasons', async () => {
    const { order_id: id } = await placeOrder(orderBody('reason@example.ae', [{ id: 11, quantity: 1 }]));
    expect(await api.postJson('/images/cancel-order/', { id, reason: '' })).toEqual({
      status: '2',
      message: 'Cancel reason is required.',
    });
    expect(await api.postJson<OrderAnswer>('/images/cancel-order/', { id, reason: 'Changed my mind' })).toMatchObject({
      status: '2',
      message: expect.stringMatching(/^Cancel reason must be one of/),
    });
    expect((await orderInfo(id!)).status).toBe('PLACED');
  });

  it('answers an unknown order with a message', async () => {
    expect(await api.postJson('/images/cancel-order/', { id: 'NOPE', reason: 'Wrong Item has been selected' })).toEqual(
      {
        status: '2',
        message: 'Order not found.',
      },
    );
  });
});
