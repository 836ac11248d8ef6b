import { describe, expect, it } from 'vitest';
import { CANCELLED_INVOICE_NOTE } from '@store/domain';
import { newKey, placed, placeOrder, SHIPPING, stocked } from '../testing/order-fixtures.ts';
import { cookieHeader, loggedInClient, staffClient, useTestStack } from '../testing/test-gateway.ts';

/** What the owner finds and prints for an order: the search by name, the packing slip, the tax invoice. */
const stack = useTestStack();

const SEARCH = `query ($q: String) { adminOrders(q: $q, pageSize: 100) { total items { id customerName } } }`;
const SLIP = `query ($id: ID!) { packingSlip(id: $id) { orderNumber paymentMethod cashToCollect itemCount } }`;

describe('the order search', () => {
  it('finds a shopper by name in Latin and in Arabic, as well as by phone and e-mail', async () => {
    const shopper = await loggedInClient(stack, 'papers-search@example.ae');
    const latin = await placeOrder(shopper, [stocked(1, 1)], newKey(), { ...SHIPPING, firstName: 'Aishah' });
    const arabic = await placeOrder(shopper, [stocked(1, 1)], newKey(), {
      ...SHIPPING,
      firstName: 'محمد',
      lastName: 'الهاشمي',
    });
    const staff = await staffClient(stack);
    const found = async (q: string) => {
      const { adminOrders } = await staff.data<{ adminOrders: { items: { id: string; customerName: string }[] } }>(
        SEARCH,
        { q },
      );
      return adminOrders.items;
    };
    expect(await found('Aishah')).toEqual([{ id: latin.order!.id, customerName: 'Aishah Khan' }]);
    expect(await found('aishah khan')).toEqual([{ id: latin.order!.id, customerName: 'Aishah Khan' }]);
    expect(await found('محمد')).toEqual([{ id: arabic.order!.id, customerName: 'محمد الهاشمي' }]);
    expect(await found('مُحَمَّد الهاشمي')).toEqual([{ id: arabic.order!.id, customerName: 'محمد الهاشمي' }]);
    expect((await found('papers-search@')).map((item) => item.id).sort()).toEqual(
      [latin.order!.id, arabic.order!.id].sort(),
    );
  });

  it('refuses an oversized search with a message, and shoppers altogether', async () => {
    const staff = await staffClient(stack);
    const long = await staff.query(SEARCH, { q: 'م'.repeat(101) });
    expect(long.errors?.[0]?.message).toMatch(/at most 100 characters/);
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const shopper = await loggedInClient(stack, 'papers-nosy@example.ae');
    expect((await shopper.query(SEARCH, { q: 'Aishah' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the packing slip', () => {
  it('tells the courier the cash to collect: the order’s total', async () => {
    const shopper = await loggedInClient(stack, 'papers-slip@example.ae');
    const order = await placed(shopper, [stocked(2, 2)]);
    const staff = await staffClient(stack);
    const { packingSlip } = await staff.data(SLIP, { id: order.id });
    expect(packingSlip).toEqual({
      orderNumber: order.id,
      paymentMethod: 'Cash on Delivery',
      cashToCollect: order.total,
      itemCount: 2,
    });
    expect((await shopper.query(SLIP, { id: order.id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the tax invoice', () => {
  const LOOK = `query ($id: ID!) { taxInvoice(orderId: $id) { number cancelled cancellationNote } }`;
  const ISSUE = `mutation ($id: ID!) { issueTaxInvoice(orderId: $id) { invoice { number cancelled } errors { message } } }`;
  const CANCEL = `mutation ($id: ID!) { cancelOrderByShop(id: $id, reason: "Out of this print") { errors { message } } }`;

  it('is issued only by the explicit action: looking at it spends no number', async () => {
    const shopper = await loggedInClient(stack, 'papers-invoice@example.ae');
    const first = await placed(shopper, [stocked(3, 1)]);
    const second = await placed(shopper, [stocked(3, 1)]);
    const staff = await staffClient(stack);
    for (let look = 0; look < 3; look += 1) {
      expect((await staff.data(LOOK, { id: first.id })).taxInvoice).toBeNull();
    }
    const pdf = await fetch(`${stack.url}/admin/exports/invoices/${encodeURIComponent(first.id)}.pdf`, {
      headers: { cookie: cookieHeader(staff) },
    });
    expect(pdf.status).toBe(404);
    expect(
      (
        await staff.data(`query ($id: ID!) { adminOrder(id: $id) { canInvoice invoice { number } } }`, {
          id: first.id,
        })
      ).adminOrder,
    ).toEqual({ canInvoice: true, invoice: null });

    const { issueTaxInvoice: issuedSecond } = await staff.data(ISSUE, { id: second.id });
    const { issueTaxInvoice: issuedFirst } = await staff.data(ISSUE, { id: first.id });
    const number = (answer: { invoice: { number: string } }) => Number(answer.invoice.number.slice(4));
    // The order looked at three times first got the number after the one issued first: nothing was spent.
    expect(number(issuedFirst)).toBe(number(issuedSecond) + 1);
    expect((await staff.data(ISSUE, { id: first.id })).issueTaxInvoice.invoice.number).toBe(issuedFirst.invoice.number);
    expect((await staff.data(LOOK, { id: first.id })).taxInvoice).toEqual({
      number: issuedFirst.invoice.number,
      cancelled: false,
      cancellationNote: null,
    });
  });

  it('is marked cancelled when its order is cancelled after it was issued; a cancelled order gets none', async () => {
    const shopper = await loggedInClient(stack, 'papers-void@example.ae');
    const order = await placed(shopper, [stocked(3, 1)]);
    const never = await placed(shopper, [stocked(3, 1)]);
    const staff = await staffClient(stack);
    const { issueTaxInvoice } = await staff.data(ISSUE, { id: order.id });
    expect((await staff.data(CANCEL, { id: order.id })).cancelOrderByShop.errors).toEqual([]);
    expect((await staff.data(LOOK, { id: order.id })).taxInvoice).toEqual({
      number: issueTaxInvoice.invoice.number,
      cancelled: true,
      cancellationNote: CANCELLED_INVOICE_NOTE,
    });

    expect((await staff.data(CANCEL, { id: never.id })).cancelOrderByShop.errors).toEqual([]);
    const refused = (await staff.data(ISSUE, { id: never.id })).issueTaxInvoice;
    expect(refused).toEqual({
      invoice: null,
      errors: [{ message: `Order ${never.id} is CANCELLED: a cancelled order gets no invoice.` }],
    });
    expect((await staff.data(LOOK, { id: never.id })).taxInvoice).toBeNull();
  });

  it('is refused to shoppers and guests, and is null for an unknown order', async () => {
    const shopper = await loggedInClient(stack, 'papers-invoice-nosy@example.ae');
    const order = await placed(shopper, [stocked(3, 1)]);
    for (const client of [shopper, stack.client()]) {
      expect((await client.query(ISSUE, { id: order.id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await client.query(LOOK, { id: order.id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const staff = await staffClient(stack);
    expect((await staff.data(LOOK, { id: 'NOPE' })).taxInvoice).toBeNull();
    expect((await staff.data(ISSUE, { id: 'x'.repeat(90) })).issueTaxInvoice.invoice).toBeNull();
  });
});
