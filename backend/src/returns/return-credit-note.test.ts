import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText, stockUp } from '../admin/orders/admin-orders.fixtures.ts';
import { useTestBackend } from '../testing/test-backend.ts';
import { allLines, askReturnJson, deliveredOrder, staffStep } from './returns.fixtures.ts';

const api = useTestBackend();
const db = () => api.backend.db.db;
const twoTees = { lines: [{ id: 1, quantity: 2 }] };

beforeAll(async () => {
  await stockUp(db(), 1, 100);
});

async function refunded(email: string) {
  const orderId = await deliveredOrder(api, email, twoTees);
  const ret = await askReturnJson(api, orderId, email);
  for (const [step, body] of [
    ['approve', {}],
    ['receive', allLines(ret)],
    ['refund', { method: 'CASH' }],
  ] as const) {
    const response = await staffStep(api, ret.id, step, body);
    expect(response.status, await response.clone().text()).toBe(200);
  }
  return { orderId, returnId: ret.id };
}

const pdfPath = (orderId: string, returnId: string, email: string) =>
  `/returns/${orderId}/credit-notes/${returnId}.pdf?email=${encodeURIComponent(email)}`;

describe('the shopper’s credit note', () => {
  it('is named on the order’s returns once refunded, and downloads as a PDF naming the order', async () => {
    const email = 'credit-note@example.ae';
    const { orderId, returnId } = await refunded(email);
    const page = (await api.getJson(`/returns/${orderId}?email=${email}`)) as Record<string, any>;
    const number = page.returns[0].creditNote.number as string;
    expect(number).toMatch(/^CN-\d{6}$/);

    const response = await api.get(pdfPath(orderId, returnId, 'Credit-Note@Example.ae'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${number}.pdf"`);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdfText(pdf).join(' ')).toContain(orderId);
  });

  it('is not found for someone else, another order’s return, an unknown id, or before the refund', async () => {
    const { orderId, returnId } = await refunded('first-owner@example.ae');
    const other = await refunded('second-owner@example.ae');
    const waiting = await deliveredOrder(api, 'waiting@example.ae', twoTees);
    const asked = await askReturnJson(api, waiting, 'waiting@example.ae');
    for (const path of [
      pdfPath(orderId, returnId, 'second-owner@example.ae'),
      pdfPath(orderId, other.returnId, 'first-owner@example.ae'),
      pdfPath(orderId, 'no-such-return', 'first-owner@example.ae'),
      pdfPath('999999999', returnId, 'first-owner@example.ae'),
      pdfPath(orderId, 'x'.repeat(90), 'first-owner@example.ae'),
      pdfPath(waiting, asked.id, 'waiting@example.ae'),
    ]) {
      const response = await api.get(path);
      expect(response.status, path.slice(0, 120)).toBe(404);
      expect(response.headers.get('content-type')).not.toContain('pdf');
    }
    const page = (await api.getJson(`/returns/${waiting}?email=waiting@example.ae`)) as Record<string, any>;
    expect(page.returns[0].creditNote).toBeNull();
    expect((await api.get(`/returns/${orderId}/credit-notes/${returnId}.pdf?email=nope`)).status).toBe(400);
  });
});
