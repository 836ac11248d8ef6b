import { describe, expect, it } from 'vitest';
import { placeOrder, SHIPPING } from '../testing/order-fixtures.ts';
import { loggedInClient, useTestStack } from '../testing/test-gateway.ts';

/** Checkout fills in the address of the customer's newest order: from the session only, never anyone else's. */
const stack = useTestStack();

const LAST_ADDRESS = `{ me { email lastShippingAddress { emirate postalCode flatNo buildingName area street } } }`;
const address = ({ emirate, postalCode, flatNo, buildingName, area, street }: typeof SHIPPING) => ({
  emirate,
  postalCode,
  flatNo,
  buildingName,
  area,
  street,
});

describe('me.lastShippingAddress', () => {
  it("is the newest order's address for the logged-in customer, null before their first order", async () => {
    const noura = await loggedInClient(stack, 'noura.address@example.ae');
    expect((await noura.data(LAST_ADDRESS)).me.lastShippingAddress).toBeNull();
    expect((await placeOrder(noura, [{ productId: '2', quantity: 1 }])).errors).toEqual([]);
    expect((await noura.data(LAST_ADDRESS)).me.lastShippingAddress).toEqual(address(SHIPPING));
    const moved = {
      ...SHIPPING,
      emirate: 'SHARJAH',
      postalCode: '11111',
      flatNo: '7',
      buildingName: 'Al Noor Tower',
      area: 'Al Majaz',
      street: 'Corniche Street',
    };
    expect((await placeOrder(noura, [{ productId: '2', quantity: 1 }], undefined, moved)).errors).toEqual([]);
    expect((await noura.data(LAST_ADDRESS)).me.lastShippingAddress).toEqual(address(moved));
  });

  it("never shows another customer's address, and a guest gets none", async () => {
    const buyer = await loggedInClient(stack, 'buyer.address@example.ae');
    expect((await placeOrder(buyer, [{ productId: '2', quantity: 1 }])).errors).toEqual([]);
    const other = await loggedInClient(stack, 'other.address@example.ae');
    const { me } = await other.data(LAST_ADDRESS);
    expect(me).toMatchObject({ email: 'other.address@example.ae', lastShippingAddress: null });
    expect((await stack.client().data(LAST_ADDRESS)).me).toBeNull();
  });
});
