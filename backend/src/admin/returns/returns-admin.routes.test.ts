import { beforeAll, describe, expect, it } from 'vitest';
import { formatAed } from '@store/domain';
import { eventually, fastMail, startSmtpSink } from '../../mail/testing/smtp-sink.ts';
import { askReturnJson, allLines, deliveredOrder, refundOne, staffStep } from '../../returns/returns.fixtures.ts';
import { setStock, stockOf } from '../../testing/catalogue-helpers.ts';
import { useTestBackend } from '../../testing/test-backend.ts';
import { auditRows, pdfText, STAFF, stockUp } from '../orders/admin-orders.fixtures.ts';

const sink = await startSmtpSink();
const api = useTestBackend({ mail: fastMail(sink.url) });
const db = () => api.backend.db.db;
let variant: Awaited<ReturnType<typeof stockUp>>;

beforeAll(async () => {
  variant = await stockUp(db(), 1, 100);
});

const json = async (response: Response) => {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Record<string, any>;
};

describe('the owner takes a return from request to refund', () => {
  it('approves, marks received (stock back up by one), refunds with a credit note mailed as a PDF', async () => {
    const email = 'two-tees@example.ae';
    const orderId = await deliveredOrder(api, email, { lines: [{ id: 1, quantity: 2 }] });
    const ret = await askReturnJson(api, orderId, email);
    const list = await json(await api.get('/admin-api/returns?status=REQUESTED'));
    expect(list.items).toContainEqual(
      expect.objectContaining({ id: ret.id, orderId, status: 'REQUESTED', itemCount: 1 }),
    );

    const approved = await json(await staffStep(api, ret.id, 'approve'));
    expect(approved.status).toBe('APPROVED');
    const picked = await json(await staffStep(api, ret.id, 'pickup', { courier: 'Aramex', trackingNumber: 'RT-1' }));
    expect(picked.pickup).toMatchObject({ courier: 'Aramex', trackingNumber: 'RT-1' });

    const before = await stockOf(db(), 1, variant.size, variant.colour);
    const received = await json(await staffStep(api, ret.id, 'receive', allLines(ret)));
    expect(received.lines[0].outcome).toBe('RESTOCK');
    expect(await stockOf(db(), 1, variant.size, variant.colour)).toBe(before + 1);
    const movement = await db()
      .selectFrom('stock_movements')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('reason', '=', 'RETURN')
      .executeTakeFirstOrThrow();
    expect(movement).toMatchObject({ delta: 1, actor: 'packer@store.test' });

    const detail = await json(await api.get(`/admin-api/returns/${ret.id}`));
    // Two tees less 20 AED; one back: the kept tee costs its full price.
    const due = variant.priceFils - 2000;
    expect(detail).toMatchObject({ refundDueFils: due, order: { id: orderId }, actions: { refund: true } });
    const refunded = await json(await staffStep(api, ret.id, 'refund', { method: 'CASH' }));
    expect(refunded).toMatchObject({ status: 'REFUNDED', refund: { method: 'CASH', amountFils: due } });
    expect(refunded.timeline.map((entry: { event: string }) => entry.event)).toEqual([
      'REQUESTED',
      'APPROVED',
      'PICKED_UP',
      'RECEIVED',
      'REFUNDED',
    ]);

    const note = await json(await api.get(`/admin-api/returns/${ret.id}/credit-note`));
    const invoice = await json(await api.get(`/admin-api/orders/${orderId}/invoice`));
    expect(note).toMatchObject({
      title: 'Tax Credit Note',
      orderId,
      invoice: { number: invoice.number, date: invoice.invoiceDate },
      seller: { trn: '100000000000003' },
      lines: [{ quantity: 1, unitPriceFils: variant.priceFils, lineTotalFils: variant.priceFils }],
      grossFils: variant.priceFils,
      adjustmentFils: 2000,
      totalFils: due,
      vatNote: 'VAT 5% included',
    });
    expect(note.number).toMatch(/^CN-\d{6}$/);
    const pdf = Buffer.from(await (await api.get(`/admin-api/returns/${ret.id}/credit-note.pdf`)).arrayBuffer());
    const text = pdfText(pdf).join(' ');
    for (const printed of [note.number, invoice.number, orderId, formatAed(due)]) expect(text).toContain(printed);

    const audit = await auditRows(db(), ret.id);
    expect(audit.map((row) => row.action)).toEqual([
      'return.approved',
      'return.picked-up',
      'return.received',
      'return.refunded',
    ]);

    const mails = await eventually(async () => {
      const parsed = (await sink.parsed()).filter(
        (mail) => JSON.stringify(mail.to).includes(email) && /^(Return|Refund) /.test(mail.subject ?? ''),
      );
      return parsed.length >= 5 ? parsed : undefined;
    });
    const subjects = mails.map((mail) => mail.subject);
    for (const subject of [
      `Return requested for order ${orderId}`,
      `Return approved for order ${orderId}`,
      `Return picked up for order ${orderId}`,
      `Return received for order ${orderId}`,
      `Refund of AED ${formatAed(due)} for order ${orderId}`,
    ]) {
      expect(subjects).toContain(subject);
    }
    const refundMail = mails.find((mail) => mail.subject?.startsWith('Refund of'))!;
    expect(refundMail.html).toBeTruthy();
    expect(refundMail.text).toContain(note.number);
    expect(refundMail.attachments.map((file) => file.filename)).toEqual([`${note.number}.pdf`]);
    expect(pdfText(refundMail.attachments[0]!.content).join(' ')).toContain(invoice.number);
  });

  it('refuses with a reason, and the refused units can be asked for again', async () => {
    const email = 'refused@example.ae';
    const orderId = await deliveredOrder(api, email);
    const ret = await askReturnJson(api, orderId, email);
    expect((await staffStep(api, ret.id, 'refuse', {})).status).toBe(400);
    const refused = await json(await staffStep(api, ret.id, 'refuse', { reason: 'Worn and washed' }));
    expect(refused).toMatchObject({ status: 'REFUSED', refusalReason: 'Worn and washed' });
    const again = await staffStep(api, ret.id, 'approve');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'STEP_NOT_READY' });
    await askReturnJson(api, orderId, email);
  });

  it('refunds at most what the rule gives back (409 above), and less when the owner says so', async () => {
    const email = 'capped@example.ae';
    const orderId = await deliveredOrder(api, email, { lines: [{ id: 1, quantity: 2 }] });
    const ret = await askReturnJson(api, orderId, email, { ...refundOne, method: 'DROP_OFF' } as never);
    await json(await staffStep(api, ret.id, 'approve'));
    expect((await staffStep(api, ret.id, 'pickup', { courier: 'Aramex', trackingNumber: '1' })).status).toBe(409);
    await json(await staffStep(api, ret.id, 'receive', allLines(ret, 'WRITE_OFF')));
    const due = variant.priceFils - 2000;
    const above = await staffStep(api, ret.id, 'refund', { method: 'CASH', amountFils: due + 1 });
    expect(above.status).toBe(409);
    expect(await above.json()).toEqual({
      status: '2',
      code: 'REFUND_ABOVE_DUE',
      field: 'amount',
      amountFils: due,
      message: `At most AED ${formatAed(due)} can be refunded for these items.`,
    });
    expect((await staffStep(api, ret.id, 'refund', { method: 'BANK_TRANSFER' })).status).toBe(400);
    const less = await json(
      await staffStep(api, ret.id, 'refund', { method: 'BANK_TRANSFER', reference: 'TRX-77', amountFils: 1000 }),
    );
    expect(less.refund).toEqual({ method: 'BANK_TRANSFER', reference: 'TRX-77', amountFils: 1000 });
    expect((await json(await api.get(`/admin-api/returns/${ret.id}/credit-note`))).totalFils).toBe(1000);
  });

  it('lets one of two staff acting at once win; the other gets 409', async () => {
    const email = 'race@example.ae';
    const orderId = await deliveredOrder(api, email);
    const ret = await askReturnJson(api, orderId, email);
    const approvals = await Promise.all(Array.from({ length: 4 }, () => staffStep(api, ret.id, 'approve')));
    expect(approvals.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    await json(await staffStep(api, ret.id, 'receive', allLines(ret)));
    const refunds = await Promise.all(
      Array.from({ length: 4 }, () => staffStep(api, ret.id, 'refund', { method: 'CASH' })),
    );
    expect(refunds.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    const notes = await db().selectFrom('credit_notes').selectAll().where('return_id', '=', ret.id).execute();
    expect(notes).toHaveLength(1);
    // The only tee came back and was refunded: the order is RETURNED.
    expect((await json(await api.get(`/admin-api/orders/${orderId}`))).status).toBe('RETURNED');
  });

  it('ships an exchange as a linked zero-price order, its variant reserved at approval', async () => {
    const email = 'exchange@example.ae';
    const orderId = await deliveredOrder(api, email);
    const other = variant.sizes.find((size) => size !== variant.size)!;
    await setStock(db(), 1, other, variant.colour, 1);
    const ret = await askReturnJson(api, orderId, email, {
      kind: 'EXCHANGE',
      method: 'DROP_OFF',
      reason: 'Wrong size',
      lines: [{ lineNo: 1, quantity: 1, exchangeSize: other }],
    } as never);
    await json(await staffStep(api, ret.id, 'approve'));
    expect(await stockOf(db(), 1, other, variant.colour)).toBe(0);
    await json(await staffStep(api, ret.id, 'receive', allLines(ret)));
    expect((await staffStep(api, ret.id, 'refund', { method: 'CASH' })).status).toBe(409);
    const shipped = await json(await staffStep(api, ret.id, 'exchange', { courier: 'Aramex', trackingNumber: 'EX-9' }));
    expect(shipped.status).toBe('EXCHANGED');
    const exchangeOrder = await json(await api.get(`/admin-api/orders/${shipped.exchangeOrderId}`));
    expect(exchangeOrder).toMatchObject({
      status: 'DISPATCHED',
      totals: { totalFils: 0 },
      items: [{ size: other, colour: variant.colour, quantity: 1, unitPriceFils: 0 }],
    });
    expect(await stockOf(db(), 1, other, variant.colour)).toBe(0);
  });

  it('refuses an exchange whose variant sold out before approval, and odd staff input', async () => {
    const email = 'sold-out@example.ae';
    const orderId = await deliveredOrder(api, email);
    const other = variant.sizes.find((size) => size !== variant.size)!;
    await setStock(db(), 1, other, variant.colour, 1);
    const ret = await askReturnJson(api, orderId, email, {
      kind: 'EXCHANGE',
      method: 'PICKUP',
      reason: 'Wrong size',
      lines: [{ lineNo: 1, quantity: 1, exchangeSize: other }],
    } as never);
    await setStock(db(), 1, other, variant.colour, 0);
    const approve = await staffStep(api, ret.id, 'approve');
    expect(approve.status).toBe(409);
    expect(await approve.json()).toMatchObject({ code: 'EXCHANGE_NOT_RESERVED', lineNo: 1, count: 0 });
    expect((await json(await api.get(`/admin-api/returns/${ret.id}`))).status).toBe('REQUESTED');
    expect((await api.post(`/admin-api/returns/${ret.id}/approve`, {}, {})).status).toBe(400);
    expect((await staffStep(api, 'nope', 'approve')).status).toBe(404);
    const long = await staffStep(api, ret.id, 'refuse', { reason: 'x'.repeat(301) });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ code: 'INPUT_INVALID', field: 'reason', count: 300 });
    expect((await staffStep(api, ret.id, 'refuse', { reason: 'line\nbreak' })).status).toBe(400);
    expect((await api.get('/admin-api/returns?status=LOST')).status).toBe(400);
    expect((await api.get('/admin-api/returns?pageSize=1000')).status).toBe(400);
    expect((await api.get(`/admin-api/returns/${ret.id}/credit-note`, STAFF)).status).toBe(404);
  });
});

describe('the owner’s overview of returns', () => {
  it('counts open returns on the dashboard, shows each product’s return rate, and exports inert CSV', async () => {
    const email = 'overview@example.ae';
    const orderId = await deliveredOrder(api, email, { lines: [{ id: 1, quantity: 2 }] });
    const dashboard = async () => (await json(await api.get('/admin-api/dashboard'))).openReturns as number;
    const open = await dashboard();
    const ret = await askReturnJson(api, orderId, email, {
      ...refundOne,
      note: '=HYPERLINK("http://evil.example","click")',
    } as never);
    expect(await dashboard()).toBe(open + 1);
    await json(await staffStep(api, ret.id, 'approve'));
    await json(await staffStep(api, ret.id, 'receive', allLines(ret)));
    expect(await dashboard()).toBe(open + 1);
    await json(await staffStep(api, ret.id, 'refund', { method: 'CASH' }));
    expect(await dashboard()).toBe(open);

    const rates = await json(await api.get('/admin-api/return-rates'));
    const tee = rates.items.find((item: { productId: number }) => item.productId === 1);
    expect(tee.returnedUnits).toBeGreaterThanOrEqual(1);
    expect(tee.ratePercent).toBe(Math.round((tee.returnedUnits * 100) / tee.soldUnits));

    const csv = await (await api.get('/admin-api/returns.csv')).text();
    expect(csv.split('\r\n')[0]).toBe('return,order,email,status,kind,method,reason,note,requested_at,refund_aed');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).not.toMatch(/,=HYPERLINK/);
  });
});
