import { beforeAll, describe, expect, it } from 'vitest';
import { formatCreditNoteNumber } from '@store/domain';
import { allLines, askReturnJson, deliveredOrder, staffStep } from '../../returns/returns.fixtures.ts';
import { useTestBackend } from '../../testing/test-backend.ts';
import { pdfText, stockUp } from '../orders/admin-orders.fixtures.ts';

const api = useTestBackend();
const db = () => api.backend.db.db;

beforeAll(async () => {
  await stockUp(db(), 1);
});

/** A return asked for, approved and received: ready to refund. */
async function receivedReturn(email: string, note = '') {
  const orderId = await deliveredOrder(api, email);
  const ret = await askReturnJson(api, orderId, email, {
    kind: 'REFUND',
    method: 'DROP_OFF',
    reason: 'Defective or damaged',
    note,
    lines: [{ lineNo: 1, quantity: 1 }],
  } as never);
  expect((await staffStep(api, ret.id, 'approve')).status).toBe(200);
  expect((await staffStep(api, ret.id, 'receive', allLines(ret, 'WRITE_OFF'))).status).toBe(200);
  return ret.id as string;
}

const counter = async (name: string) =>
  Number((await db().selectFrom('counters').select('value').where('name', '=', name).executeTakeFirstOrThrow()).value);

describe('credit note numbers', () => {
  it('are consecutive and unique for 12 refunds at once, and a refused refund spends none', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 12; n += 1) ids.push(await receivedReturn(`race${n}@example.ae`));
    const first = await counter('credit_note');
    const refused = await staffStep(api, ids[0]!, 'refund', { method: 'CASH', amountFils: 10_000_000 });
    expect(refused.status).toBe(409);
    expect(await counter('credit_note')).toBe(first);

    const answers = await Promise.all(ids.map((id) => staffStep(api, id, 'refund', { method: 'CASH' })));
    expect(answers.map((answer) => answer.status)).toEqual(ids.map(() => 200));
    const notes = await db().selectFrom('credit_notes').selectAll().where('return_id', 'in', ids).execute();
    const numbers = notes.map((note) => note.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, n) => first + 1 + n));
    // Each names its order's invoice, issued in the same transaction when the owner had not: one each.
    const invoices = await db()
      .selectFrom('invoices')
      .select('number')
      .where(
        'order_id',
        'in',
        notes.map((note) => note.order_id),
      )
      .execute();
    expect(new Set(invoices.map((row) => row.number)).size).toBe(12);
    expect(new Set(notes.map((note) => note.invoice_number))).toEqual(new Set(invoices.map((row) => row.number)));
    const next = await receivedReturn('after-race@example.ae');
    expect((await staffStep(api, next, 'refund', { method: 'CASH' })).status).toBe(200);
    const after = await api.getJson<{ number: string }>(`/admin-api/returns/${next}/credit-note`);
    expect(after.number).toBe(formatCreditNoteNumber(first + 13));
  });

  it('print hostile text inert: the PDF shows the text, never runs it', async () => {
    const id = await receivedReturn('pdf-note@example.ae', '<script>alert(1)</script> ٣');
    expect((await staffStep(api, id, 'refund', { method: 'REFERENCE', reference: '=cmd|"/c calc"!A1' })).status).toBe(
      200,
    );
    const pdf = Buffer.from(await (await api.get(`/admin-api/returns/${id}/credit-note.pdf`)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf).join(' ')).toContain('TAX CREDIT NOTE');
  });
});
