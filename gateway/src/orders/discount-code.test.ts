import { beforeAll, describe, expect, it } from 'vitest';
import { addPromotion } from '@store/backend/testing/promotion-helpers';
import { ORDER_FIELDS, SHIPPING, newKey, seed, stocked, type OrderView } from '../testing/order-fixtures.ts';
import { loggedInClient, useTestStack, type TestClient } from '../testing/test-gateway.ts';

/** Discount codes through the gateway against the real backend: quoted, placed, refused. */
const stack = useTestStack();
const db = () => stack.backend.db.db;

const QUOTE = `
  query ($lines: [CartLineInput!]!, $code: String) {
    cartQuote(lines: $lines, discountCode: $code) {
      subtotal discount codeDiscount total codeProblem appliedCode { code offer }
    }
  }
`;
const PLACE = `
  mutation ($input: PlaceOrderInput!, $key: String!) {
    placeOrder(input: $input, idempotencyKey: $key) {
      order { ${ORDER_FIELDS} discountCode codeDiscount }
      errors { field message }
    }
  }
`;

interface Placed {
  placeOrder: {
    order: (OrderView & { discountCode: string | null; codeDiscount: number }) | null;
    errors: { field: string | null; message: string }[];
  };
}

let omar: TestClient;

beforeAll(async () => {
  omar = await loggedInClient(stack, 'omar.codes@example.ae');
});

const aed = (fils: number) => fils / 100;

describe('a discount code in the cart', () => {
  it('is priced by the store: its own line before the total', async () => {
    await addPromotion(db(), 'Tenner', { kind: 'FIXED', value: 1000 });
    const line = stocked(1, 2);
    const price = seed(1).price;
    const { cartQuote } = await stack.client().data(QUOTE, { lines: [line], code: ' tenner ' });
    const subtotal = Math.round(price * 2 * 100);
    expect(cartQuote).toEqual({
      subtotal: aed(subtotal),
      discount: 20,
      codeDiscount: 10,
      total: aed(subtotal - 2000 - 1000),
      codeProblem: null,
      appliedCode: { code: 'Tenner', offer: '10.00 AED off' },
    });
  });

  it('says why a code does not apply, and prices the cart without it', async () => {
    await addPromotion(db(), 'Big500', { min_product_total_fils: 50000 });
    const line = stocked(2, 1);
    const price = Math.round(seed(2).price * 100);
    const { cartQuote } = await stack.client().data(QUOTE, { lines: [line], code: 'BIG500' });
    expect(cartQuote).toMatchObject({
      codeDiscount: 0,
      total: aed(price),
      appliedCode: null,
      codeProblem: `This discount code needs a product total of 500.00 AED: add ${((50000 - price) / 100).toFixed(
        2,
      )} AED more.`,
    });
    const odd = await stack.client().data(QUOTE, { lines: [line], code: 'x'.repeat(5000) });
    expect(odd.cartQuote.codeProblem).toBe('A discount code has at most 32 characters.');
  });
});

describe('a discount code at checkout', () => {
  it('is taken once: the order records it and a second use is refused with a message', async () => {
    await addPromotion(db(), 'Once10', { usage_limit: 1 });
    const line = stocked(3, 1);
    const price = Math.round(seed(3).price * 100);
    const code = Math.floor((2 * price * 10 + 100) / 200);
    const first = await omar.data<Placed>(PLACE, {
      input: { shipping: SHIPPING, lines: [line], discountCode: 'once10' },
      key: newKey(),
    });
    expect(first.placeOrder.errors).toEqual([]);
    expect(first.placeOrder.order).toMatchObject({
      discountCode: 'Once10',
      codeDiscount: aed(code),
      subtotal: aed(price),
      total: aed(price - code),
    });
    const again = await omar.data<Placed>(PLACE, {
      input: { shipping: SHIPPING, lines: [line], discountCode: 'ONCE10' },
      key: newKey(),
    });
    expect(again.placeOrder).toEqual({
      order: null,
      errors: [{ field: null, message: 'This discount code has been used as many times as it may be.' }],
    });
  });

  it('refuses a hostile code before it reaches the store', async () => {
    const answer = await omar.data<Placed>(PLACE, {
      input: { shipping: SHIPPING, lines: [stocked(3, 1)], discountCode: '\u0000DROP;' },
      key: newKey(),
    });
    expect(answer.placeOrder.errors).toEqual([
      { field: 'discountCode', message: 'A discount code has only letters, digits, - and _.' },
    ]);
  });
});
