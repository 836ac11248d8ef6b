import { describe, expect, it } from 'vitest';
import { newKey, PLACE_ORDER, SHIPPING, stocked } from '../testing/order-fixtures.ts';
import { loggedInClient, staffClient, useTestStack, type TestClient } from '../testing/test-gateway.ts';

/** An order keeps the language of the checkout it was placed from; its owner and staff can read it. */
const stack = useTestStack();

const MY_ORDER = `query ($id: ID!) { order(id: $id) { id language } }`;
const STAFF_ORDER = `query ($id: ID!) { adminOrder(id: $id) { id language } }`;

async function placedIn(client: TestClient, language?: 'EN' | 'AR'): Promise<string> {
  const { placeOrder } = await client.data(PLACE_ORDER, {
    input: { shipping: SHIPPING, lines: [stocked(2, 1)], ...(language ? { language } : {}) },
    key: newKey(),
  });
  expect(placeOrder.errors).toEqual([]);
  return placeOrder.order.id;
}

describe("an order's language", () => {
  it('is read by the order’s owner and by staff: AR from the Arabic checkout, EN otherwise', async () => {
    const shopper = await loggedInClient(stack, 'order.language@example.ae');
    const arabic = await placedIn(shopper, 'AR');
    const english = await placedIn(shopper);
    expect((await shopper.data(MY_ORDER, { id: arabic })).order).toEqual({ id: arabic, language: 'AR' });
    expect((await shopper.data(MY_ORDER, { id: english })).order).toEqual({ id: english, language: 'EN' });
    const { myOrders } = await shopper.data(`{ myOrders { id } }`);
    expect(myOrders.map((order: { id: string }) => order.id)).toEqual(expect.arrayContaining([arabic, english]));

    const staff = await staffClient(stack);
    expect((await staff.data(STAFF_ORDER, { id: arabic })).adminOrder).toEqual({ id: arabic, language: 'AR' });
    expect((await staff.data(STAFF_ORDER, { id: english })).adminOrder).toEqual({ id: english, language: 'EN' });
  });

  it('is refused to someone else as today: another shopper finds no such order, a guest and a shopper no staff order', async () => {
    const owner = await loggedInClient(stack, 'language.owner@example.ae');
    const id = await placedIn(owner, 'AR');
    const other = await loggedInClient(stack, 'language.nosy@example.ae');
    expect(await other.data(MY_ORDER, { id })).toEqual({ order: null });
    const guest = await stack.client().query(MY_ORDER, { id });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const client of [stack.client(), other, owner]) {
      const answer = await client.query(STAFF_ORDER, { id });
      expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(answer.data?.adminOrder ?? null).toBeNull();
    }
  });
});
