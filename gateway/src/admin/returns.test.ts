import { beforeAll, describe, expect, it } from 'vitest';
import { placed, stocked, type OrderView } from '../testing/order-fixtures.ts';
import { askReturn, deliverOrder, returnSteps, runStep } from '../testing/return-fixtures.ts';
import { cookieHeader, loggedInClient, staffClient, useTestStack, type TestClient } from '../testing/test-gateway.ts';

/** The back office's Returns page through the gateway, in front of the real backend. */
const stack = useTestStack();

const RETURN_FIELDS = `
  id orderId status kind method reason note email refusalReason refundDue exchangeOrderId
  pickup { courier trackingNumber }
  refund { method reference amount }
  lines { lineNo productId title size colour unitPrice quantity outcome }
  timeline { event detail }
  creditNote { number pdfUrl }
  actions { approve refuse pickup receive refund exchange }
  order { id status items { title quantity } }
`;
const RETURNS = `query ($status: ReturnStatus) {
  adminReturns(status: $status) { total items { id orderId status kind email customerName itemCount reason } }
}`;
const RETURN = `query ($id: ID!) { adminReturn(id: $id) { ${RETURN_FIELDS} } }`;
const STEPS = returnSteps(`{ return { ${RETURN_FIELDS} } errors { code field message amount } }`);
const { approve: APPROVE, refuse: REFUSE, pickup: PICKUP, receive: RECEIVE, refund: REFUND } = STEPS;
const STOCK = `query ($id: ID!) { adminProduct(id: $id) { variants { size colour quantity } } }`;

interface ReturnView {
  id: string;
  status: string;
  refundDue: number | null;
  creditNote: { number: string; pdfUrl: string } | null;
  actions: Record<string, boolean>;
  lines: { lineNo: number; unitPrice: number; outcome: string | null }[];
  [field: string]: unknown;
}
type Payload = {
  return: ReturnView | null;
  errors: { code: string; field: string | null; message: string; amount: number | null }[];
};

let owner: TestClient;
let shopper: TestClient;

beforeAll(async () => {
  [owner, shopper] = await Promise.all([staffClient(stack), loggedInClient(stack, 'huda.returns@example.ae')]);
});

let nextProduct = 10;
/** A delivered order of two tees of a product no other test in this file bought. */
async function delivered(): Promise<OrderView> {
  nextProduct += 1;
  const order = await placed(shopper, [stocked(nextProduct, 2)]);
  await deliverOrder(owner, order.id);
  return order;
}

async function requested(note = 'Too small'): Promise<{ order: OrderView; returnId: string }> {
  const order = await delivered();
  const returnId = await askReturn(shopper, {
    orderId: order.id,
    kind: 'REFUND',
    method: 'DROP_OFF',
    reason: 'WRONG_SIZE',
    note,
    lines: [{ lineNo: 1, quantity: 1 }],
  });
  return { order, returnId };
}

async function stockOf(client: TestClient, line: { productId: string; size: string; colour: string }) {
  const { adminProduct } = await client.data(STOCK, { id: line.productId });
  const variant = adminProduct.variants.find(
    (candidate: { size: string; colour: string }) => candidate.size === line.size && candidate.colour === line.colour,
  );
  return variant.quantity as number;
}

const step = (client: TestClient, mutation: string, variables: Record<string, unknown>) =>
  runStep<Payload>(client, mutation, variables);

describe('Returns in the back office', () => {
  it('takes a return from request to refund: restocked, refunded in AED, credit note downloadable', async () => {
    const { order, returnId } = await requested();
    const line = order.items[0]!;
    const listed = await owner.data(RETURNS, { status: 'REQUESTED' });
    expect(listed.adminReturns.items).toContainEqual(
      expect.objectContaining({ id: returnId, orderId: order.id, email: 'huda.returns@example.ae', itemCount: 1 }),
    );
    const detail = (await owner.data(RETURN, { id: returnId })).adminReturn as ReturnView;
    expect(detail).toMatchObject({
      status: 'REQUESTED',
      reason: 'Wrong size',
      note: 'Too small',
      order: { id: order.id, status: 'DELIVERED' },
      actions: { approve: true, refuse: true, receive: false, refund: false },
      lines: [{ lineNo: 1, unitPrice: line.unitPrice, outcome: null }],
    });

    expect((await step(owner, APPROVE, { id: returnId })).errors).toEqual([]);
    const before = await stockOf(owner, line);
    const received = await step(owner, RECEIVE, { id: returnId, lines: [{ lineNo: 1, outcome: 'RESTOCK' }] });
    expect(received.errors).toEqual([]);
    expect(received.return).toMatchObject({ status: 'RECEIVED', lines: [{ outcome: 'RESTOCK' }] });
    expect(received.return!.refundDue).toBeGreaterThan(0);
    expect(await stockOf(owner, line)).toBe(before + 1);

    const refunded = await step(owner, REFUND, { id: returnId, input: { method: 'CASH' } });
    expect(refunded.errors).toEqual([]);
    expect(refunded.return).toMatchObject({
      status: 'REFUNDED',
      refund: { method: 'CASH', reference: null, amount: received.return!.refundDue },
      creditNote: { number: expect.stringMatching(/^CN-\d{6}$/) },
    });
    const pdf = await fetch(`${stack.url}${refunded.return!.creditNote!.pdfUrl}`, {
      headers: { cookie: cookieHeader(owner) },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    const { dashboard } = await owner.data(`{ dashboard { openReturns } }`);
    expect(dashboard.openReturns).toBeGreaterThanOrEqual(0);
    const { adminProducts } = await owner.data(
      `query ($q: String) { adminProducts(q: $q) { items { id returnRate } } }`,
      { q: line.title },
    );
    const rated = adminProducts.items.find((item: { id: string }) => item.id === line.productId);
    expect(rated.returnRate).toBeGreaterThan(0);
  });

  it('refuses with a reason the shopper reads, records a pickup only where one is due', async () => {
    const { returnId } = await requested();
    const pickup = await step(owner, PICKUP, { id: returnId, input: { courier: 'Aramex', trackingNumber: 'R1' } });
    expect(pickup.errors).toHaveLength(1);
    expect(pickup.return!.status).toBe('REQUESTED');
    const refusedAnswer = await step(owner, REFUSE, { id: returnId, reason: 'Worn and washed.' });
    expect(refusedAnswer.return).toMatchObject({ status: 'REFUSED', refusalReason: 'Worn and washed.' });
    expect(refusedAnswer.return!.actions).toEqual({
      approve: false,
      refuse: false,
      pickup: false,
      receive: false,
      refund: false,
      exchange: false,
    });
    const again = await step(owner, APPROVE, { id: returnId });
    expect(again.errors[0]).toMatchObject({
      code: 'STEP_NOT_READY',
      message: expect.stringMatching(/cannot be approved now/),
    });
  });

  it('counts open returns on the dashboard', async () => {
    const { dashboard: before } = await owner.data(`{ dashboard { openReturns } }`);
    await requested();
    const { dashboard: after } = await owner.data(`{ dashboard { openReturns } }`);
    expect(after.openReturns).toBe(before.openReturns + 1);
  });
});

describe('Returns abuse', () => {
  it('refuses shoppers and guests every returns field, and downloads too', async () => {
    const { returnId } = await requested();
    for (const client of [shopper, stack.client()]) {
      const list = await client.query(RETURNS, { status: null });
      expect(list.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
      const approve = await client.query(APPROVE, { id: returnId });
      expect(approve.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
      const csv = await fetch(`${stack.url}/admin/exports/returns.csv`, { headers: { cookie: cookieHeader(client) } });
      expect(csv.status).toBe(401);
    }
    const detail = (await owner.data(RETURN, { id: returnId })).adminReturn as ReturnView;
    expect(detail.status).toBe('REQUESTED');
  });

  it('lets one of two staff acting at once win: the stock goes up once', async () => {
    const { order, returnId } = await requested();
    const second = await staffClient(stack);
    const approvals = await Promise.all([
      step(owner, APPROVE, { id: returnId }),
      step(second, APPROVE, { id: returnId }),
    ]);
    expect(approvals.filter((answer) => answer.errors.length === 0)).toHaveLength(1);
    const before = await stockOf(owner, order.items[0]!);
    const lines = [{ lineNo: 1, outcome: 'RESTOCK' }];
    const receipts = await Promise.all([
      step(owner, RECEIVE, { id: returnId, lines }),
      step(second, RECEIVE, { id: returnId, lines }),
    ]);
    expect(receipts.filter((answer) => answer.errors.length === 0)).toHaveLength(1);
    expect(await stockOf(owner, order.items[0]!)).toBe(before + 1);
  });

  it('refuses a refund above what was paid, and odd input, with a message', async () => {
    const { returnId } = await requested();
    await step(owner, APPROVE, { id: returnId });
    const received = await step(owner, RECEIVE, { id: returnId, lines: [{ lineNo: 1, outcome: 'WRITE_OFF' }] });
    const due = received.return!.refundDue!;
    const above = await step(owner, REFUND, { id: returnId, input: { method: 'CASH', amount: due + 0.01 } });
    expect(above.errors).toEqual([
      {
        code: 'REFUND_ABOVE_DUE',
        field: 'amount',
        amount: due,
        message: `At most AED ${due.toFixed(2)} can be refunded for these items.`,
      },
    ]);
    expect(above.return!.status).toBe('RECEIVED');
    const noReference = await step(owner, REFUND, { id: returnId, input: { method: 'BANK_TRANSFER' } });
    expect(noReference.errors[0]).toMatchObject({ code: 'INPUT_INVALID', field: 'reference' });
    const long = await step(owner, REFUND, {
      id: returnId,
      input: { method: 'REFERENCE', reference: 'x'.repeat(101) },
    });
    expect(long.errors[0]!.message).toMatch(/reference/);
    const nobody = await step(owner, APPROVE, { id: '00000000-0000-4000-8000-000000000000' });
    expect(nobody).toMatchObject({
      return: null,
      errors: [{ code: 'RETURN_NOT_FOUND', message: expect.stringMatching(/not found/) }],
    });
    expect((await owner.data(RETURN, { id: 'no such return' })).adminReturn).toBeNull();
    const badStatus = await owner.query(`{ adminReturns(status: LOST) { total } }`);
    expect(badStatus.errors?.[0]?.extensions?.code).toMatch(/GRAPHQL_VALIDATION_FAILED|BAD_USER_INPUT/);
  });

  it('keeps hostile text in a note inert in the CSV', async () => {
    const { returnId } = await requested('=HYPERLINK("http://evil.test","click")');
    const csv = await fetch(`${stack.url}/admin/exports/returns.csv`, { headers: { cookie: cookieHeader(owner) } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const row = (await csv.text()).split('\r\n').find((line) => line.startsWith(returnId));
    expect(row).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
    const missing = await fetch(`${stack.url}/admin/exports/credit-notes/${returnId}.pdf`, {
      headers: { cookie: cookieHeader(owner) },
    });
    expect(missing.status).toBe(404);
  });
});
