import { beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '@store/backend/seed/catalogue';
import { loggedInClient, TEST_STAFF_TOKEN, useTestStack, type TestClient } from './testing/test-gateway.ts';

/**
 * Orders through the gateway over HTTP, against the real backend: the cart priced by the store,
 * placing (once per checkout key), stock, the order list and details, isolation between customers,
 * and cancelling.
 */
const stack = useTestStack();

const ORDER_FIELDS = `
  id status placedAt paymentMode estimatedDelivery shippingAddress
  contact { email phone whatsapp }
  timeline { status at courier trackingNumber }
  items { productId title imageSrc unitPrice size colour quantity lineTotal }
  subtotal discount total cancellable cancelReason
`;

const PLACE_ORDER = `
  mutation ($input: PlaceOrderInput!, $key: String!) {
    placeOrder(input: $input, idempotencyKey: $key) {
      order { ${ORDER_FIELDS} }
      errors { field message }
    }
  }
`;

const CANCEL_ORDER = `
  mutation ($id: ID!, $reason: CancelReason!) {
    cancelOrder(id: $id, reason: $reason) {
      order { ${ORDER_FIELDS} }
      errors { field message }
    }
  }
`;

const ORDER = `query ($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;
const MY_ORDERS = `query ($status: OrderStatus) { myOrders(status: $status) { id placedAt status total } }`;
const STOCK_FOR = `
  query ($id: ID!, $size: String!, $colour: String!) { product(id: $id) { id stockFor(size: $size, colour: $colour) } }
`;
const CART_QUOTE = `
  query ($lines: [CartLineInput!]!) {
    cartQuote(lines: $lines) {
      itemCount subtotal discount shipping total
      lines { productId product { id title } size colour quantity unitPrice lineTotal available problem }
      problems { productId size colour quantity available problem }
    }
  }
`;

const SHIPPING = {
  firstName: 'Aisha',
  lastName: 'Khan',
  phone: '050 123 4567',
  whatsapp: '+971 55 765 4321',
  emirate: 'DUBAI',
  postalCode: '00000',
  flatNo: '1203',
  buildingName: 'Marina Heights',
  area: 'Dubai Marina',
  street: 'Al Marsa Street',
  note: 'Please call before delivery',
};

interface OrderLine {
  productId: string;
  quantity: number;
  size?: string;
  colour?: string;
}

interface OrderView {
  id: string;
  status: string;
  placedAt: string;
  paymentMode: string;
  estimatedDelivery: string;
  shippingAddress: string;
  contact: { email: string; phone: string | null; whatsapp: string | null };
  timeline: { status: string; at: string; courier: string | null; trackingNumber: string | null }[];
  items: {
    productId: string;
    title: string;
    imageSrc: string;
    unitPrice: number;
    size: string;
    colour: string;
    quantity: number;
    lineTotal: number;
  }[];
  subtotal: number;
  discount: number;
  total: number;
  cancellable: boolean;
  cancelReason: string | null;
}

interface PlaceOrderAnswer {
  placeOrder: { order: OrderView | null; errors: { field: string | null; message: string }[] };
}

interface CancelOrderAnswer {
  cancelOrder: { order: OrderView | null; errors: { field: string | null; message: string }[] };
}

function seed(id: number) {
  const product = seedProducts.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`no seed product ${id}`);
  return product;
}

function seedStock(id: number, size: string, colour: string): number {
  return seed(id).stock.find((entry) => entry.size === size && entry.colour === colour)?.quantity ?? 0;
}

/** A line of `quantity` units of a variant of the product that has them in the seed stock. */
function stocked(id: number, quantity = 1): OrderLine {
  const variant = seed(id).stock.find((entry) => entry.quantity >= quantity);
  if (!variant) throw new Error(`no variant of ${id} with ${quantity} in stock`);
  return { productId: String(id), quantity, size: variant.size, colour: variant.colour };
}

let keyCounter = 0;
/** A fresh checkout key, as the web client makes one per checkout. */
function newKey(): string {
  keyCounter += 1;
  return `checkout-${process.pid}-${Date.now()}-${keyCounter}`;
}

async function placeOrder(client: TestClient, lines: OrderLine[], key = newKey(), shipping = SHIPPING) {
  const { placeOrder: answer } = await client.data<PlaceOrderAnswer>(PLACE_ORDER, {
    input: { shipping, lines },
    key,
  });
  return answer;
}

/** Places an order that must succeed; returns it. */
async function placed(client: TestClient, lines: OrderLine[], key?: string): Promise<OrderView> {
  const answer = await placeOrder(client, lines, key);
  expect(answer.errors).toEqual([]);
  if (!answer.order) throw new Error('no order placed');
  return answer.order;
}

async function stockFor(client: TestClient, id: number, size: string, colour: string): Promise<number> {
  const { product } = await client.data<{ product: { stockFor: number } }>(STOCK_FOR, { id: String(id), size, colour });
  return product.stockFor;
}

/** The stock as the backend has it now (cartQuote reads products fresh, not from the catalogue cache). */
async function upstreamStock(client: TestClient, id: number, size: string, colour: string): Promise<number> {
  const { cartQuote } = await client.data(CART_QUOTE, {
    lines: [{ productId: String(id), quantity: 1, size, colour }],
  });
  return cartQuote.lines[0].available;
}

async function myOrders(client: TestClient, status?: string) {
  const { myOrders: orders } = await client.data<{
    myOrders: { id: string; placedAt: string; status: string; total: number }[];
  }>(MY_ORDERS, status ? { status } : {});
  return orders;
}

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

const product1 = seed(1);
const product2 = seed(2);
const soldOut = seed(7);

let aisha: TestClient;
let omar: TestClient;

beforeAll(async () => {
  [aisha, omar] = await Promise.all([
    loggedInClient(stack, 'aisha.orders@example.ae'),
    loggedInClient(stack, 'omar.orders@example.ae'),
  ]);
});

describe('cartQuote', () => {
  it('prices the cart from the catalogue with the bulk discount and free shipping', async () => {
    const { cartQuote } = await stack.client().data(CART_QUOTE, {
      lines: [
        { productId: '1', quantity: 2, size: 'M', colour: 'White' },
        { productId: '2', quantity: 1, size: 'S', colour: 'Red' },
      ],
    });
    const subtotal = Math.round((2 * product1.price + product2.price) * 100) / 100;
    expect(cartQuote).toMatchObject({
      itemCount: 3,
      subtotal,
      discount: 20,
      shipping: 0,
      total: Math.round((subtotal - 20) * 100) / 100,
      problems: [],
    });
    expect(cartQuote.lines).toMatchObject([
      {
        productId: '1',
        product: { id: '1', title: product1.title },
        size: 'M',
        colour: 'White',
        quantity: 2,
        unitPrice: product1.price,
        lineTotal: 2 * product1.price,
        available: seedStock(1, 'M', 'White'),
        problem: null,
      },
      {
        productId: '2',
        product: { id: '2', title: product2.title },
        size: 'S',
        colour: 'Red',
        quantity: 1,
        unitPrice: product2.price,
        lineTotal: product2.price,
        problem: null,
      },
    ]);
  });

  it("uses the product's first size and colour when none is chosen", async () => {
    const { cartQuote } = await stack.client().data(CART_QUOTE, { lines: [{ productId: '1', quantity: 1 }] });
    expect(cartQuote.lines[0]).toMatchObject({
      size: product1.sizes[0],
      colour: product1.colours[0],
      available: seedStock(1, product1.sizes[0]!, product1.colours[0]!),
      problem: null,
    });
    const empty = await stack.client().data(CART_QUOTE, {
      lines: [{ productId: '1', quantity: 1, size: '', colour: '' }],
    });
    expect(empty.cartQuote.lines[0]).toMatchObject({ size: product1.sizes[0], colour: product1.colours[0] });
  });

  it('lists a sold-out line and a line over the stock as problems naming product, size and colour', async () => {
    const size = product1.sizes[1]!;
    const colour = product1.colours[1]!;
    const inStock = seedStock(1, size, colour);
    const { cartQuote } = await stack.client().data(CART_QUOTE, {
      lines: [
        { productId: '7', quantity: 1 },
        { productId: '1', quantity: inStock + 1, size, colour },
        { productId: '2', quantity: 1 },
      ],
    });
    expect(cartQuote.problems).toHaveLength(2);
    const [soldOutLine, overStock] = cartQuote.problems;
    expect(soldOutLine).toMatchObject({ productId: '7', available: 0 });
    for (const part of [soldOut.title, soldOut.sizes[0]!, soldOut.colours[0]!]) {
      expect(soldOutLine.problem).toContain(part);
    }
    expect(overStock).toMatchObject({ productId: '1', size, colour, available: inStock });
    for (const part of [product1.title, size, colour, String(inStock)]) expect(overStock.problem).toContain(part);
    expect(cartQuote.lines[2].problem).toBeNull();
  });

  it('lists an unknown product as a problem and does not charge for it', async () => {
    const { cartQuote } = await stack.client().data(CART_QUOTE, {
      lines: [
        { productId: '99999', quantity: 1 },
        { productId: '2', quantity: 1 },
      ],
    });
    expect(cartQuote.problems).toEqual([expect.objectContaining({ productId: '99999' })]);
    expect(cartQuote.problems[0].problem).toMatch(/no longer available/i);
    expect(cartQuote.lines[0]).toMatchObject({ product: null, unitPrice: 0, lineTotal: 0 });
    expect(cartQuote).toMatchObject({ itemCount: 1, subtotal: product2.price, total: product2.price });
  });
});

describe('placeOrder', () => {
  it('refuses a guest with UNAUTHENTICATED and places nothing', async () => {
    const before = await upstreamStock(stack.client(), 1, 'S', 'Black');
    const answer = await stack.client().query(PLACE_ORDER, {
      input: { shipping: SHIPPING, lines: [{ productId: '1', quantity: 1, size: 'S', colour: 'Black' }] },
      key: newKey(),
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(answer.data).toBeNull();
    expect(await upstreamStock(stack.client(), 1, 'S', 'Black')).toBe(before);
  });

  it('places a logged-in order at the catalogue price less the bulk discount', async () => {
    const order = await placed(aisha, [
      { productId: '1', quantity: 2, size: 'L', colour: 'Grey' },
      { productId: '2', quantity: 1 },
    ]);
    const subtotal = Math.round((2 * product1.price + product2.price) * 100) / 100;
    expect(order).toMatchObject({
      status: 'PLACED',
      paymentMode: 'Cash on Delivery',
      subtotal,
      discount: 20,
      total: Math.round((subtotal - 20) * 100) / 100,
      cancellable: true,
      cancelReason: null,
      contact: { email: 'aisha.orders@example.ae' },
    });
    expect(order.id).toMatch(/^\d{6}[A-Z2-9]{8}$/);
    expect(order.estimatedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order.estimatedDelivery > order.placedAt.slice(0, 10)).toBe(true);
    expect(order.shippingAddress).toContain('Marina Heights');
    expect(order.timeline.map((event) => event.status)).toEqual(['PLACED']);
    expect(order.items).toMatchObject([
      { productId: '1', title: product1.title, size: 'L', colour: 'Grey', quantity: 2, unitPrice: product1.price },
      {
        productId: '2',
        title: product2.title,
        size: product2.sizes[0],
        colour: product2.colours[0],
        quantity: 1,
        unitPrice: product2.price,
        lineTotal: product2.price,
      },
    ]);
    expect(order.items[0]!.lineTotal).toBe(2 * product1.price);
  });

  it('returns shipping validation errors as data and places nothing', async () => {
    const before = await myOrders(aisha);
    const answer = await placeOrder(aisha, [{ productId: '1', quantity: 1 }], newKey(), {
      ...SHIPPING,
      phone: '12345',
      street: '  ',
    });
    expect(answer.order).toBeNull();
    expect(answer.errors).toEqual(
      expect.arrayContaining([
        { field: 'phone', message: expect.stringMatching(/UAE number/) },
        { field: 'street', message: 'Street is required.' },
      ]),
    );
    expect(await myOrders(aisha)).toEqual(before);
  });

  it('returns out of stock as data with the backend message, and places nothing (no stock taken)', async () => {
    const before = await myOrders(aisha);
    const size = product1.sizes[0]!;
    const colour = product1.colours[2]!;
    const stockBefore = await upstreamStock(aisha, 1, size, colour);
    const answer = await placeOrder(aisha, [
      { productId: '1', quantity: 1, size, colour },
      { productId: '7', quantity: 1 },
    ]);
    expect(answer.order).toBeNull();
    expect(answer.errors).toEqual([
      {
        field: null,
        message: `${soldOut.title} (size ${soldOut.sizes[0]}, colour ${soldOut.colours[0]}) is out of stock.`,
      },
    ]);
    expect(await myOrders(aisha)).toEqual(before);
    // The in-stock line of the refused order did not keep any stock.
    expect(await upstreamStock(aisha, 1, size, colour)).toBe(stockBefore);
  });

  it('places an order once for one checkout key, even when sent twice at once', async () => {
    const layla = await loggedInClient(stack, 'layla.idempotent@example.ae');
    const key = newKey();
    const line = stocked(3);
    const lines = [line];
    const [first, second] = await Promise.all([placed(layla, lines, key), placed(layla, lines, key)]);
    const third = await placed(layla, lines, key);
    expect(second.id).toBe(first.id);
    expect(third.id).toBe(first.id);
    const orders = await myOrders(layla);
    expect(orders.map((order) => order.id)).toEqual([first.id]);
    expect(await stockFor(layla, 3, line.size!, line.colour!)).toBe(seedStock(3, line.size!, line.colour!) - 1);
  });

  it('has no price on a cart line: a sent price is refused and the catalogue price is charged', async () => {
    const inline = await aisha.query(`
      mutation {
        placeOrder(
          idempotencyKey: "${newKey()}"
          input: {
            lines: [{ productId: "1", quantity: 1, price: 1 }]
            shipping: {
              firstName: "Aisha", lastName: "Khan", phone: "0501234567", whatsapp: "0501234567", emirate: DUBAI,
              postalCode: "00000", flatNo: "1", buildingName: "B", area: "A", street: "S"
            }
          }
        ) { order { id total } errors { message } }
      }
    `);
    expect(inline.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(inline.errors?.[0]?.message).toMatch(/price/);
    expect(inline.data).toBeUndefined();

    const asVariable = await aisha.query(PLACE_ORDER, {
      input: { shipping: SHIPPING, lines: [{ productId: '1', quantity: 1, price: 1, unitPrice: 1 }] },
      key: newKey(),
    });
    expect(asVariable.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(asVariable.data).toBeUndefined();

    const before = (await myOrders(aisha)).length;
    const order = await placed(aisha, [{ productId: '1', quantity: 1 }]);
    expect(order.total).toBe(product1.price);
    const { order: stored } = await aisha.data<{ order: OrderView }>(ORDER, { id: order.id });
    expect(stored.total).toBe(product1.price);
    expect(stored.items[0]!.unitPrice).toBe(product1.price);
    expect(await myOrders(aisha)).toHaveLength(before + 1);
  });
});

describe('stock', () => {
  it('shows the stock taken by an order at once, and back after cancelling', async () => {
    const size = product1.sizes[2]!;
    const colour = product1.colours[3]!;
    const shopper = stack.client();
    const before = await stockFor(shopper, 1, size, colour);
    expect(before).toBe(seedStock(1, size, colour));

    const order = await placed(aisha, [{ productId: '1', quantity: 3, size, colour }]);
    expect(await stockFor(shopper, 1, size, colour)).toBe(before - 3);
    expect(await upstreamStock(shopper, 1, size, colour)).toBe(before - 3);

    const { cancelOrder } = await aisha.data<CancelOrderAnswer>(CANCEL_ORDER, { id: order.id, reason: 'WRONG_ITEM' });
    expect(cancelOrder.errors).toEqual([]);
    expect(await stockFor(shopper, 1, size, colour)).toBe(before);
  });
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
