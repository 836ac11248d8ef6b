import { beforeAll, describe, expect, it } from 'vitest';
import {
  PLACE_ORDER,
  CANCEL_ORDER,
  ORDER,
  CART_QUOTE,
  SHIPPING,
  seedStock,
  stocked,
  newKey,
  placeOrder,
  placed,
  stockFor,
  upstreamStock,
  myOrders,
  product1,
  product2,
  soldOut,
  type OrderView,
  type CancelOrderAnswer,
} from '../testing/order-fixtures.ts';
import { loggedInClient, useTestStack, type TestClient } from '../testing/test-gateway.ts';

/** Pricing the cart, placing orders and the stock they take, through the gateway against the real backend. */
const stack = useTestStack();

let aisha: TestClient;

beforeAll(async () => {
  aisha = await loggedInClient(stack, 'aisha.orders@example.ae');
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

  it('leaves lines that cannot be ordered out of the bulk discount and the total', async () => {
    const size = product1.sizes[1]!;
    const colour = product1.colours[1]!;
    const { cartQuote } = await stack.client().data(CART_QUOTE, {
      lines: [
        { productId: '7', quantity: 3 },
        { productId: '1', quantity: seedStock(1, size, colour) + 1, size, colour },
        { productId: '99999', quantity: 2 },
        { productId: '2', quantity: 1 },
      ],
    });
    expect(cartQuote.problems.map((line: { productId: string }) => line.productId)).toEqual(['7', '1', '99999']);
    // Only the one tee that can be sent is counted: no pair, so no bulk discount.
    expect(cartQuote).toMatchObject({ itemCount: 1, subtotal: product2.price, discount: 0, total: product2.price });
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
