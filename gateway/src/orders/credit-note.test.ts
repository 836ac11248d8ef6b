import { beforeAll, describe, expect, it } from 'vitest';
import { placed, stocked } from '../testing/order-fixtures.ts';
import { cookieHeader, loggedInClient, useTestStack, type TestClient } from '../testing/test-gateway.ts';

/** The shopper's tax credit note: the order page's link, and the download behind it, for the owner only. */
const stack = useTestStack();

const RETURNS = /* GraphQL */ `
  query OrderReturns($id: ID!) {
    order(id: $id) {
      returns {
        returns {
          id
          status
          refundAmount
          creditNoteNumber
          creditNotePdfUrl
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
        creditNotePdfUrl
      }
      errors {
        message
      }
    }
  }
`;

interface ReturnView {
  id: string;
  status: string;
  refundAmount: number | null;
  creditNoteNumber: string | null;
  creditNotePdfUrl: string | null;
}

async function staff(path: string, body: unknown = {}) {
  const response = await fetch(`${stack.backend.url}/${path}`, {
    method: 'POST',
    headers: { 'x-staff-email': 'owner@shop.test', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function returned(client: TestClient, refund: boolean) {
  const order = await placed(client, [stocked(3, 2)]);
  await staff(`admin-api/orders/${order.id}/status`, { status: 'PACKED' });
  await staff(`admin-api/orders/${order.id}/status`, { status: 'DISPATCHED', courier: 'Aramex', trackingNumber: 'A1' });
  await staff(`admin-api/orders/${order.id}/status`, { status: 'DELIVERED' });
  const input = {
    orderId: order.id,
    kind: 'REFUND',
    method: 'DROP_OFF',
    reason: 'CHANGED_MIND',
    lines: [{ lineNo: 1, quantity: 1 }],
  };
  const { requestReturn } = await client.data(REQUEST_RETURN, { input });
  expect(requestReturn.return.creditNotePdfUrl).toBeNull();
  const id = requestReturn.return.id as string;
  if (refund) {
    await staff(`admin-api/returns/${id}/approve`);
    await staff(`admin-api/returns/${id}/receive`, { lines: [{ lineNo: 1, outcome: 'RESTOCK' }] });
    await staff(`admin-api/returns/${id}/refund`, { method: 'CASH' });
  }
  const view = await client.data<{ order: { returns: { returns: ReturnView[] } } }>(RETURNS, { id: order.id });
  return { orderId: order.id, ret: view.order.returns.returns[0]! };
}

function download(url: string, client?: TestClient) {
  return fetch(`${stack.url}${url}`, {
    headers: client ? { cookie: cookieHeader(client) } : {},
    redirect: 'manual',
  });
}

let aisha: TestClient;
let omar: TestClient;

beforeAll(async () => {
  [aisha, omar] = await Promise.all([
    loggedInClient(stack, 'aisha.credit@example.ae'),
    loggedInClient(stack, 'omar.credit@example.ae'),
  ]);
});

describe('the credit note of a refunded return', () => {
  it('is linked from the order once refunded and downloads as a PDF for the shopper who owns it', async () => {
    const { orderId, ret } = await returned(aisha, true);
    expect(ret).toMatchObject({ status: 'REFUNDED', creditNoteNumber: expect.stringMatching(/^CN-\d{6}$/) });
    expect(ret.creditNotePdfUrl).toBe(`/orders/${orderId}/returns/${ret.id}/credit-note.pdf`);
    const response = await download(ret.creditNotePdfUrl!, aisha);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
  });

  it('is not found for another shopper or an unknown id, and sends a guest to sign in', async () => {
    const { orderId, ret } = await returned(aisha, true);
    const omars = await returned(omar, true);
    const url = ret.creditNotePdfUrl!;
    for (const [path, client] of [
      [url, omar],
      [`/orders/${orderId}/returns/${omars.ret.id}/credit-note.pdf`, aisha],
      [`/orders/${orderId}/returns/00000000-0000-0000-0000-000000000000/credit-note.pdf`, aisha],
      [`/orders/999999999/returns/${ret.id}/credit-note.pdf`, aisha],
      [`/orders/${orderId}/returns/${'x'.repeat(70)}/credit-note.pdf`, aisha],
      [`/orders/${orderId}/returns/%0d%0aSet-Cookie:a=b/credit-note.pdf`, aisha],
    ] as const) {
      const response = await download(path, client);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).not.toContain('pdf');
    }
    const guest = await download(url);
    expect(guest.status).toBe(303);
    expect(guest.headers.get('location')).toBe(
      `/login?next=${encodeURIComponent(`/my-account-orders-details/${orderId}`)}`,
    );
  });

  it('is neither linked nor downloadable before the refund', async () => {
    const { orderId, ret } = await returned(aisha, false);
    expect(ret).toMatchObject({ status: 'REQUESTED', creditNoteNumber: null, creditNotePdfUrl: null });
    const response = await download(`/orders/${orderId}/returns/${ret.id}/credit-note.pdf`, aisha);
    expect(response.status).toBe(404);
  });
});
