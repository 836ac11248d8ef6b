import { beforeAll, describe, expect, it } from 'vitest';
import { placed, stocked } from '../testing/order-fixtures.ts';
import { askReturn, deliverOrder, REQUEST_RETURN, returnSteps, runStep } from '../testing/return-fixtures.ts';
import { loggedInClient, staffClient, useTestStack, type TestClient } from '../testing/test-gateway.ts';

/** An exchange for another size through the gateway: the shopper asks, the owner reserves, receives and sends it. */
const stack = useTestStack();

const SHOPPER_ORDER = `query ($id: ID!) {
  order(id: $id) {
    id status total paymentMode
    items { size colour quantity unitPrice }
    returns {
      canReturn refusal
      lines { lineNo size colour exchangeOptions { size colour available } }
      returns { id status kind exchangeOrderId lines { exchangeSize exchangeColour } timeline { event detail } }
    }
  }
}`;
const STEPS = returnSteps(`{ return { id status exchangeOrderId actions { refund exchange } } errors { message } }`);
const ADMIN_ORDER = `query ($id: ID!) {
  adminOrder(id: $id) { id status paymentMethod items { size colour quantity unitPrice } totals { total } timeline { status } }
}`;
const STOCK = `query ($id: ID!) { adminProduct(id: $id) { variants { size colour quantity } } }`;
const ADJUST = `mutation ($input: StockAdjustmentInput!) { adjustStock(input: $input) { errors { message } } }`;

interface Payload {
  return: { id: string; status: string; exchangeOrderId: string | null; actions: Record<string, boolean> } | null;
  errors: { message: string }[];
}
interface Variant {
  size: string;
  colour: string;
}

let owner: TestClient;
let shopper: TestClient;

beforeAll(async () => {
  [owner, shopper] = await Promise.all([staffClient(stack), loggedInClient(stack, 'rashid.exchange@example.ae')]);
});

const PRODUCT = 25;

async function stockOf({ size, colour }: Variant): Promise<number> {
  const { adminProduct } = await owner.data(STOCK, { id: String(PRODUCT) });
  return adminProduct.variants.find((v: Variant) => v.size === size && v.colour === colour).quantity;
}

/** A delivered order of one tee, and a size of the same colour in stock that the order's page offers instead. */
async function deliveredTee() {
  const order = await placed(shopper, [stocked(PRODUCT, 1)]);
  await deliverOrder(owner, order.id);
  const { order: view } = await shopper.data(SHOPPER_ORDER, { id: order.id });
  const line = view.returns.lines[0];
  const wanted: Variant & { available: number } = line.exchangeOptions.find(
    (option: Variant) => option.colour === line.colour && option.size !== line.size,
  );
  expect(wanted.available).toBeGreaterThan(0);
  return { order, wanted };
}

const exchangeFor = (orderId: string, wanted: Variant) => ({
  orderId,
  kind: 'EXCHANGE',
  method: 'PICKUP',
  reason: 'WRONG_SIZE',
  lines: [{ lineNo: 1, quantity: 1, exchangeSize: wanted.size, exchangeColour: wanted.colour }],
});

describe('an exchange for another size', () => {
  it('is reserved at approval, sent as a linked zero-price order, and linked from the shopper’s order', async () => {
    const { order, wanted } = await deliveredTee();
    const id = await askReturn(shopper, exchangeFor(order.id, wanted));
    const before = await stockOf(wanted);

    const approved = await runStep<Payload>(owner, STEPS.approve, { id });
    expect(approved.errors).toEqual([]);
    expect(await stockOf(wanted)).toBe(before - 1);
    const received = await runStep<Payload>(owner, STEPS.receive, { id, lines: [{ lineNo: 1, outcome: 'RESTOCK' }] });
    expect(received.return).toMatchObject({ status: 'RECEIVED', actions: { refund: false, exchange: true } });
    const shipment = { courier: 'Aramex', trackingNumber: 'EX-1' };
    const sent = await runStep<Payload>(owner, STEPS.exchange, { id, input: shipment });
    expect(sent.errors).toEqual([]);
    expect(sent.return).toMatchObject({ status: 'EXCHANGED', exchangeOrderId: expect.any(String) });
    // The reserved tee leaves; nothing is taken from stock a second time.
    expect(await stockOf(wanted)).toBe(before - 1);

    const exchangeOrderId = sent.return!.exchangeOrderId!;
    const { adminOrder } = await owner.data(ADMIN_ORDER, { id: exchangeOrderId });
    expect(adminOrder).toMatchObject({
      status: 'DISPATCHED',
      paymentMethod: 'Exchange (no charge)',
      items: [{ size: wanted.size, colour: wanted.colour, quantity: 1, unitPrice: 0 }],
      totals: { total: 0 },
    });

    const { order: view } = await shopper.data(SHOPPER_ORDER, { id: order.id });
    expect(view.returns.returns).toMatchObject([
      {
        id,
        status: 'EXCHANGED',
        kind: 'EXCHANGE',
        exchangeOrderId,
        lines: [{ exchangeSize: wanted.size, exchangeColour: wanted.colour }],
      },
    ]);
    expect(view.returns.returns[0].timeline.map((step: { event: string }) => step.event)).toEqual([
      'REQUESTED',
      'APPROVED',
      'RECEIVED',
      'EXCHANGED',
    ]);
    const { order: exchange } = await shopper.data(SHOPPER_ORDER, { id: exchangeOrderId });
    expect(exchange).toMatchObject({ id: exchangeOrderId, status: 'DISPATCHED', total: 0 });
  });

  it('is sent once when two members send it at once, and is not returned again through its own order', async () => {
    const { order, wanted } = await deliveredTee();
    const id = await askReturn(shopper, exchangeFor(order.id, wanted));
    await runStep<Payload>(owner, STEPS.approve, { id });
    await runStep<Payload>(owner, STEPS.receive, { id, lines: [{ lineNo: 1, outcome: 'WRITE_OFF' }] });
    const second = await staffClient(stack);
    const sends = await Promise.all(
      [owner, second].map((client, n) =>
        runStep<Payload>(client, STEPS.exchange, { id, input: { courier: 'Aramex', trackingNumber: `EX-${n}` } }),
      ),
    );
    expect(sends.filter((answer) => answer.errors.length === 0)).toHaveLength(1);
    const exchangeOrderIds = new Set(sends.map((answer) => answer.return!.exchangeOrderId));
    expect(exchangeOrderIds.size).toBe(1);

    const exchangeOrderId = [...exchangeOrderIds][0]!;
    const delivered = await owner.data(
      `mutation ($id: ID!) { setOrderStatus(id: $id, status: DELIVERED) { errors { message } } }`,
      { id: exchangeOrderId },
    );
    expect(delivered.setOrderStatus.errors).toEqual([]);
    const { order: exchange } = await shopper.data(SHOPPER_ORDER, { id: exchangeOrderId });
    expect(exchange.returns).toMatchObject({
      canReturn: false,
      refusal: 'An exchange is returned through its first order.',
    });
    const again = await shopper.data(REQUEST_RETURN, { input: exchangeFor(exchangeOrderId, wanted) });
    expect(again.requestReturn).toEqual({
      return: null,
      errors: [{ message: 'An exchange is returned through its first order.' }],
    });
  });

  it('refuses a size that sold out before approval, and keeps the return as asked', async () => {
    const { order, wanted } = await deliveredTee();
    const id = await askReturn(shopper, exchangeFor(order.id, wanted));
    const left = await stockOf(wanted);
    const input = {
      productId: String(PRODUCT),
      size: wanted.size,
      colour: wanted.colour,
      delta: -left,
      reason: 'CORRECTION',
    };
    expect((await owner.data(ADJUST, { input })).adjustStock.errors).toEqual([]);

    const approve = await runStep<Payload>(owner, STEPS.approve, { id });
    expect(approve.errors).toEqual([
      { message: expect.stringMatching(/has 0 in stock: the exchange cannot be reserved/) },
    ]);
    expect(approve.return!.status).toBe('REQUESTED');
    expect(await stockOf(wanted)).toBe(0);
  });
});
