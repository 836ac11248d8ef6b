import { beforeAll, describe, expect, it } from 'vitest';
import { placed, seed, stocked } from '../testing/order-fixtures.ts';
import { loggedInClient, TEST_STAFF_TOKEN, useTestStack, type TestClient } from '../testing/test-gateway.ts';

/** A customer's returns through the gateway, in front of the real backend. */
const stack = useTestStack();

const RETURNS = /* GraphQL */ `
  query OrderReturns($id: ID!) {
    order(id: $id) {
      id
      returns {
        canReturn
        refusal
        refusalCode
        windowLastDay
        lines {
          lineNo
          title
          quantity
          returnable
        }
        returns {
          id
          status
          kind
          method
          reason
          note
          lines {
            lineNo
            quantity
          }
          timeline {
            event
          }
        }
      }
    }
  }
`;

const REQUEST_RETURN = /* GraphQL */ `
  mutation RequestReturn($input: RequestReturnInput!) {
    requestReturn(input: $input) {
      return {
        id
        status
        reason
      }
      errors {
        code
        field
        message
        lineNo
        count
      }
    }
  }
`;

interface ReturnsView {
  order: {
    returns: {
      canReturn: boolean;
      refusal: string | null;
      lines: { lineNo: number; returnable: number }[];
      returns: { status: string }[];
    };
  } | null;
}
interface Refusal {
  code: string;
  field: string | null;
  message: string;
  lineNo: number | null;
  count: number | null;
}
interface RequestAnswer {
  requestReturn: { return: { id: string; status: string; reason: string } | null; errors: Refusal[] };
}
/** A refusal as the schema answers it: the values its words do not name are null. */
const refusal = (values: Partial<Refusal> & Pick<Refusal, 'code' | 'message'>): Refusal => ({
  field: null,
  lineNo: null,
  count: null,
  ...values,
});

async function staffMove(orderId: string, status: string, shipment: Record<string, string> = {}) {
  const response = await fetch(`${stack.backend.url}/staff/orders/${orderId}/status`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status, ...shipment }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function delivered(client: TestClient) {
  const order = await placed(client, [stocked(3, 2)]);
  await staffMove(order.id, 'PACKED');
  await staffMove(order.id, 'DISPATCHED', { courier: 'Aramex', trackingNumber: 'AX1' });
  await staffMove(order.id, 'DELIVERED');
  return order;
}

const input = (orderId: string, extra: Record<string, unknown> = {}) => ({
  orderId,
  kind: 'REFUND',
  method: 'PICKUP',
  reason: 'WRONG_SIZE',
  note: 'Too small',
  lines: [{ lineNo: 1, quantity: 1 }],
  ...extra,
});

let aisha: TestClient;
let omar: TestClient;

beforeAll(async () => {
  [aisha, omar] = await Promise.all([
    loggedInClient(stack, 'aisha.returns@example.ae'),
    loggedInClient(stack, 'omar.returns@example.ae'),
  ]);
});

describe('requestReturn', () => {
  it('returns one of two tees from a delivered order; the order shows it', async () => {
    const order = await delivered(aisha);
    const before = await aisha.data<ReturnsView>(RETURNS, { id: order.id });
    expect(before.order!.returns).toMatchObject({ canReturn: true, refusal: null, returns: [] });
    expect(before.order!.returns.lines[0]).toMatchObject({ title: seed(3).title, quantity: 2, returnable: 2 });

    const answer = await aisha.data<RequestAnswer>(REQUEST_RETURN, { input: input(order.id) });
    expect(answer.requestReturn).toMatchObject({
      return: { status: 'REQUESTED', reason: 'Wrong size' },
      errors: [],
    });
    const after = await aisha.data<ReturnsView>(RETURNS, { id: order.id });
    expect(after.order!.returns.lines[0]!.returnable).toBe(1);
    expect(after.order!.returns.returns).toMatchObject([
      { status: 'REQUESTED', kind: 'REFUND', method: 'PICKUP', note: 'Too small', timeline: [{ event: 'REQUESTED' }] },
    ]);
    const more = await aisha.data<RequestAnswer>(REQUEST_RETURN, {
      input: input(order.id, { lines: [{ lineNo: 1, quantity: 2 }] }),
    });
    expect(more.requestReturn).toEqual({
      return: null,
      errors: [
        refusal({
          code: 'MORE_THAN_LEFT',
          field: 'lines',
          message: 'Line 1: at most 1 can be returned.',
          lineNo: 1,
          count: 1,
        }),
      ],
    });
  });

  it('offers no return for an order not delivered', async () => {
    const order = await placed(aisha, [stocked(3)]);
    const view = await aisha.data<ReturnsView>(RETURNS, { id: order.id });
    expect(view.order!.returns).toMatchObject({
      canReturn: false,
      refusal: 'Only a delivered order can be returned.',
      refusalCode: 'NOT_DELIVERED',
    });
    const answer = await aisha.data<RequestAnswer>(REQUEST_RETURN, { input: input(order.id) });
    expect(answer.requestReturn.errors).toEqual([
      refusal({ code: 'NOT_DELIVERED', message: 'Only a delivered order can be returned.' }),
    ]);
  });

  it('lets another shopper neither see nor return the order, and a guest nothing', async () => {
    const order = await delivered(aisha);
    expect((await omar.data<ReturnsView>(RETURNS, { id: order.id })).order).toBeNull();
    const answer = await omar.data<RequestAnswer>(REQUEST_RETURN, { input: input(order.id) });
    expect(answer.requestReturn).toEqual({
      return: null,
      errors: [refusal({ code: 'ORDER_NOT_FOUND', message: 'Order not found.' })],
    });
    const guest = await stack.client().query(REQUEST_RETURN, { input: input(order.id) });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const view = await aisha.data<ReturnsView>(RETURNS, { id: order.id });
    expect(view.order!.returns.returns).toEqual([]);
  });

  it('refuses an odd request with a message, never a fault', async () => {
    const order = await delivered(aisha);
    const long = await aisha.data<RequestAnswer>(REQUEST_RETURN, { input: input(order.id, { note: 'x'.repeat(501) }) });
    expect(long.requestReturn.errors).toEqual([
      refusal({ code: 'NOTE_INVALID', field: 'note', message: 'The note must be at most 500 characters.', count: 500 }),
    ]);
    const bad = await aisha.query(REQUEST_RETURN, { input: input(order.id, { reason: 'STOLEN' }) });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
