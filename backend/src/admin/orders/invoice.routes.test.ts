import { beforeAll, describe, expect, it } from 'vitest';
import {
  CANCELLED_INVOICE_NOTE,
  DEFAULT_SHOP_SETTINGS,
  formatAed,
  formatInvoiceNumber,
  vatIncluded,
} from '@store/domain';
import { useTestBackend } from '../../testing/test-backend.ts';
import {
  auditRows,
  pdfText,
  pdftotext,
  placeOrder,
  send,
  STAFF,
  STAFF_EMAIL,
  stockUp,
} from './admin-orders.fixtures.ts';

const api = useTestBackend();
const db = () => api.backend.db.db;
const invoice = (id: string, headers: Record<string, string> = STAFF) =>
  api.post(`/admin-api/orders/${id}/invoice`, {}, headers);
const invoiceJson = async (id: string) => {
  const response = await invoice(id);
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, any>;
};

beforeAll(async () => {
  await stockUp(db(), 1);
  await stockUp(db(), 2);
});

describe('the tax invoice', () => {
  it('is numbered when issued, shows seller, customer, lines and the VAT included, and keeps its number', async () => {
    const id = await placeOrder(api, 'invoice@example.ae', {
      lines: [
        { id: 1, quantity: 1 },
        { id: 2, quantity: 2 },
      ],
    });
    const order = (await api.getJson(`/admin-api/orders/${id}`)) as Record<string, any>;
    const first = await invoiceJson(id);
    const total = order.totals.totalFils;
    expect(first).toMatchObject({
      title: 'Tax Invoice',
      number: 'INV-000001',
      sequence: 1,
      orderId: id,
      orderStatus: 'PLACED',
      currency: 'AED',
      seller: {
        legalName: DEFAULT_SHOP_SETTINGS.legalName,
        address: DEFAULT_SHOP_SETTINGS.address,
        trn: '100000000000003',
      },
      customer: { name: 'Aisha Khan', email: 'invoice@example.ae', phone: '050 123 4567' },
      subtotalFils: order.totals.subtotalFils,
      discountFils: 2000,
      totalFils: total,
      vatRatePercent: 5,
      vatFils: vatIncluded(total),
      totalExcludingVatFils: total - vatIncluded(total),
      vatNote: 'VAT 5% included',
    });
    expect(first.customer.address).toContain('Marina Heights');
    expect(first.invoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.lines).toHaveLength(2);
    expect(first.lines[1]).toMatchObject({ quantity: 2, lineTotalFils: 2 * first.lines[1].unitPriceFils });

    expect(await invoiceJson(id)).toEqual(first);
    expect(await api.getJson(`/admin-api/orders/${id}/invoice`)).toEqual(first);
    const audit = await auditRows(db(), id);
    expect(audit).toEqual([expect.objectContaining({ actor: STAFF_EMAIL, action: 'order.invoice' })]);
    expect(JSON.parse(audit[0]!.detail)).toEqual({ number: 'INV-000001' });
    expect((await api.getJson(`/admin-api/orders/${id}`)) as object).toMatchObject({
      invoice: { number: 'INV-000001', issuedAt: first.issuedAt },
    });
  });

  it('keeps the seller as printed when the settings change later', async () => {
    const id = await placeOrder(api, 'snapshot@example.ae');
    const before = await invoiceJson(id);
    const changed = await send(api, 'PUT', '/admin-api/settings', { legalName: 'Renamed L.L.C.' }, STAFF);
    expect(changed.status).toBe(200);
    expect((await invoiceJson(id)).seller).toEqual(before.seller);
    const next = await invoiceJson(await placeOrder(api, 'snapshot2@example.ae'));
    expect(next.seller.legalName).toBe('Renamed L.L.C.');
  });

  it('gives 20 concurrent first requests for 20 orders 20 consecutive numbers, and one order one number', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 20; n += 1) ids.push(await placeOrder(api, `concurrent${n}@example.ae`));
    const last = await db().selectFrom('counters').select('value').where('name', '=', 'invoice').executeTakeFirst();
    const answers = await Promise.all(ids.map((id) => invoiceJson(id)));
    const numbers = answers.map((answer) => answer.sequence as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, n) => Number(last!.value) + 1 + n));
    expect(new Set(answers.map((answer) => answer.number)).size).toBe(20);

    const one = await placeOrder(api, 'same@example.ae');
    const same = await Promise.all(Array.from({ length: 10 }, () => invoiceJson(one)));
    expect(new Set(same.map((answer) => answer.number))).toEqual(new Set([formatInvoiceNumber(numbers[19]! + 1)]));
    expect((await auditRows(db(), one)).filter((row) => row.action === 'order.invoice')).toHaveLength(1);
    const next = await invoiceJson(await placeOrder(api, 'after@example.ae'));
    expect(next.sequence).toBe(numbers[19]! + 2);
  });

  it('is refused for a cancelled order (409), an unknown order (404) and without x-staff-email (400)', async () => {
    const id = await placeOrder(api, 'cancelled@example.ae');
    await api.post(`/admin-api/orders/${id}/cancel`, { reason: 'Duplicate order' }, STAFF);
    const refused = await invoice(id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      status: '2',
      message: `Order ${id} is CANCELLED: a cancelled order gets no invoice.`,
    });
    expect((await api.get(`/admin-api/orders/${id}/invoice.pdf`, STAFF)).status).toBe(404);
    expect((await invoice('NOPE')).status).toBe(404);
    const fresh = await placeOrder(api, 'noactor@example.ae');
    expect((await invoice(fresh, {})).status).toBe(400);
    expect((await api.getJson(`/admin-api/orders/${fresh}`)) as object).toMatchObject({ invoice: null });
  });

  it('stays readable after the order is cancelled, marked cancelled: its number is spent', async () => {
    const id = await placeOrder(api, 'issued-then-cancelled@example.ae');
    const issued = await invoiceJson(id);
    expect(issued).toMatchObject({ cancelled: false, cancellationNote: null });
    await api.post(`/admin-api/orders/${id}/cancel`, { reason: 'Customer changed their mind' }, STAFF);
    const marked = { number: issued.number, orderStatus: 'CANCELLED', cancelled: true };
    expect(await api.getJson(`/admin-api/orders/${id}/invoice`)).toMatchObject({
      ...marked,
      cancellationNote: CANCELLED_INVOICE_NOTE,
    });
    expect(await invoiceJson(id)).toMatchObject(marked);
    const pdf = await api.get(`/admin-api/orders/${id}/invoice.pdf`, STAFF);
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain('CANCELLED');
  });

  it('is not issued by looking at it: no number is spent until the owner issues it', async () => {
    const id = await placeOrder(api, 'just-looking@example.ae');
    const counter = () =>
      db().selectFrom('counters').select('value').where('name', '=', 'invoice').executeTakeFirstOrThrow();
    const before = Number((await counter()).value);
    for (const path of ['invoice', 'invoice.pdf']) {
      const looked = await api.get(`/admin-api/orders/${id}/${path}`, STAFF);
      expect(looked.status, path).toBe(404);
      expect(await looked.json()).toEqual({ status: '2', message: `Order ${id} has no tax invoice yet.` });
    }
    expect(Number((await counter()).value)).toBe(before);
    expect(await api.getJson(`/admin-api/orders/${id}`)).toMatchObject({ invoice: null, actions: { invoice: true } });
    expect((await invoiceJson(id)).sequence).toBe(before + 1);
  });
});

describe('the invoice PDF', () => {
  it('is an A4 PDF printing the invoice number, the TRN, the total and the VAT', async () => {
    const id = await placeOrder(api, 'pdf@example.ae', { lines: [{ id: 1, quantity: 1 }] });
    const json = await invoiceJson(id);
    const response = await api.get(`/admin-api/orders/${id}/invoice.pdf`, STAFF);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');

    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${json.number}.pdf"`);
    const text = pdfText(pdf);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(`Invoice number: ${json.number}`);
    expect(text).toContain(`TRN ${json.seller.trn}`);
    expect(text).toContain(`AED ${formatAed(json.totalFils)}`);
    expect(text).toContain(`AED ${formatAed(json.vatFils)}`);
    expect(text).toContain('Total (VAT 5% included)');
  });

  it("prints an Arabic shopper's name and street in Arabic, titled in both languages (read back by pdftotext)", async () => {
    const id = await placeOrder(api, 'arabic-pdf@example.ae', {
      name: 'سلام',
      lastName: 'الشامسي',
      street: 'شارع الوصل',
      area: 'جميرا',
    });
    const json = await invoiceJson(id);
    expect(json.customer.name).toBe('سلام الشامسي');
    const pdf = Buffer.from(await (await api.get(`/admin-api/orders/${id}/invoice.pdf`, STAFF)).arrayBuffer());
    const text = pdftotext(pdf);
    expect(text).toContain('سلام الشامسي');
    expect(text).toContain('شارع الوصل');
    expect(text).toContain('TAX INVOICE\nفاتورة ضريبية');
    expect(text).toContain(`Invoice number: ${json.number}`);
    expect(text).not.toContain('?');
  });
});
