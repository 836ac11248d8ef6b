import { beforeAll, describe, expect, it } from 'vitest';
import { placed, stocked } from '../testing/order-fixtures.ts';
import { askReturn, deliverOrder, returnSteps, runStep } from '../testing/return-fixtures.ts';
import {
  cookieHeader,
  invitedStaffClient,
  loggedInClient,
  staffClient,
  useTestStack,
  type TestClient,
} from '../testing/test-gateway.ts';

/** A return's tax credit note as the back office's print page reads it, through the gateway. */
const stack = useTestStack();

const CREDIT_NOTE = `query ($id: ID!) {
  creditNote(returnId: $id) {
    title number issuedAt creditNoteDate returnId orderId orderDate invoiceNumber invoiceDate currency
    seller { legalName trn } customer { name email }
    lines { description size colour quantity unitPrice lineTotal }
    gross adjustmentLabel adjustment total vatRatePercent vat totalExcludingVat vatNote pdfUrl
  }
}`;
const STEPS = returnSteps(`{ return { id status refund { amount } creditNote { number } } errors { message } }`);
const INVOICE = `query ($id: ID!) { taxInvoice(orderId: $id) { number invoiceDate } }`;

interface Payload {
  return: { id: string; status: string; refund: { amount: number } | null; creditNote: { number: string } | null };
  errors: { message: string }[];
}

let owner: TestClient;
let shopper: TestClient;

beforeAll(async () => {
  [owner, shopper] = await Promise.all([staffClient(stack), loggedInClient(stack, 'noor.credit@example.ae')]);
});

/** A return of one of two tees of a delivered order, received back; refunded when asked. */
async function returnOfOneTee(refund: boolean) {
  const order = await placed(shopper, [stocked(21, 2)]);
  await deliverOrder(owner, order.id);
  const id = await askReturn(shopper, {
    orderId: order.id,
    kind: 'REFUND',
    method: 'DROP_OFF',
    reason: 'CHANGED_MIND',
    lines: [{ lineNo: 1, quantity: 1 }],
  });
  await runStep<Payload>(owner, STEPS.approve, { id });
  await runStep<Payload>(owner, STEPS.receive, { id, lines: [{ lineNo: 1, outcome: 'RESTOCK' }] });
  const refunded = refund ? await runStep<Payload>(owner, STEPS.refund, { id, input: { method: 'CASH' } }) : null;
  if (refunded) expect(refunded.errors).toEqual([]);
  return { order, id, refunded: refunded?.return ?? null };
}

describe('a return’s credit note in the back office', () => {
  it('names its number, the order’s tax invoice, the seller’s TRN, the returned tee and the VAT in the refund', async () => {
    const { order, id, refunded } = await returnOfOneTee(true);
    const { creditNote } = await owner.data(CREDIT_NOTE, { id });
    const { taxInvoice } = await owner.data(INVOICE, { id: order.id });
    const line = order.items[0]!;
    expect(creditNote).toMatchObject({
      title: 'Tax Credit Note',
      number: refunded!.creditNote!.number,
      returnId: id,
      orderId: order.id,
      invoiceNumber: taxInvoice.number,
      invoiceDate: taxInvoice.invoiceDate,
      currency: 'AED',
      seller: { trn: expect.stringMatching(/^\d{15}$/) },
      customer: { email: 'noor.credit@example.ae' },
      lines: [
        { description: line.title, size: line.size, colour: line.colour, quantity: 1, unitPrice: line.unitPrice },
      ],
      gross: line.unitPrice,
      total: refunded!.refund!.amount,
      vatRatePercent: 5,
      vatNote: 'VAT 5% included',
      pdfUrl: `/admin/exports/credit-notes/${id}.pdf`,
    });
    expect(creditNote.number).toMatch(/^CN-\d{6}$/);
    expect(creditNote.invoiceNumber).toMatch(/^INV-\d{6}$/);
    // Two tees earned the bulk discount; the kept one alone does not: the note takes it off the returned tee.
    expect(creditNote.adjustment).toBeCloseTo(creditNote.gross - creditNote.total, 2);
    expect(creditNote.totalExcludingVat + creditNote.vat).toBeCloseTo(creditNote.total, 2);
    const pdf = await fetch(`${stack.url}${creditNote.pdfUrl}`, { headers: { cookie: cookieHeader(owner) } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    // Like the tax invoice, every member of the back office may print it.
    const till = await invitedStaffClient(stack, owner, 'till.credit@store.test');
    expect((await till.data(CREDIT_NOTE, { id })).creditNote.number).toBe(creditNote.number);
  });

  it('is null for a return not refunded yet, an unknown return and a hostile id', async () => {
    const { id } = await returnOfOneTee(false);
    for (const returnId of [id, '00000000-0000-4000-8000-000000000000', '../orders/1', 'x'.repeat(5000)]) {
      expect((await owner.data(CREDIT_NOTE, { id: returnId })).creditNote).toBeNull();
    }
  });

  it('is refused to the shopper it was issued to and to a guest, before any data', async () => {
    const { id } = await returnOfOneTee(true);
    for (const client of [shopper, stack.client()]) {
      const answer = await client.query(CREDIT_NOTE, { id });
      expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(answer.data?.creditNote ?? null).toBeNull();
      const pdf = await fetch(`${stack.url}/admin/exports/credit-notes/${id}.pdf`, {
        headers: { cookie: cookieHeader(client) },
      });
      expect(pdf.status).toBe(401);
    }
  });
});
