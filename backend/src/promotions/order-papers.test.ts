import { beforeAll, describe, expect, it } from 'vitest';
import { vatIncluded } from '@store/domain';
import { pdfText, STAFF, stockUp } from '../admin/orders/admin-orders.fixtures.ts';
import { listOutbox } from '../mail/outbox.ts';
import { orderBody } from '../testing/fixtures.ts';
import { addPromotion } from '../testing/promotion-helpers.ts';
import { useTestBackend } from '../testing/test-backend.ts';

const api = useTestBackend();
const db = () => api.backend.db.db;

let orderId = '';
let order: { subtotal_fils: number; discount_fils: number; code_discount_fils: number; total_fils: number };

beforeAll(async () => {
  await stockUp(db(), 1);
  await addPromotion(db(), 'Papers50', { kind: 'FIXED', value: 5000 });
  const answer = await api.postJson<{ status: string; order_id: string }>(
    '/images/Orders/',
    orderBody('papers@example.ae', [{ id: 1, quantity: 3 }], { discountCode: 'PAPERS50' }),
  );
  orderId = answer.order_id;
  order = await db().selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
});

describe('an order that used a code', () => {
  it('is charged the product total less the bulk discount and the code', () => {
    expect(order.discount_fils).toBe(2000);
    expect(order.code_discount_fils).toBe(5000);
    expect(order.total_fils).toBe(order.subtotal_fils - 7000);
  });

  it('names the code and its amount in the confirmation mail and the shop’s new-order mail', async () => {
    const [confirmation] = await listOutbox(db(), 'papers@example.ae');
    expect(confirmation!.body).toContain('Discount code Papers50: AED 50.00');
    const shop = (await listOutbox(db())).find((mail) => mail.subject.startsWith(`New order ${orderId}`));
    expect(shop!.body).toContain('Discount code: Papers50: AED 50.00 off');
  });

  it('shows the code in the back office, on the packing slip and on the tax invoice, VAT on the discounted total', async () => {
    const detail = (await api.getJson(`/admin-api/orders/${orderId}`)) as Record<string, any>;
    expect(detail.totals).toMatchObject({
      discountFils: 7000,
      discountCode: 'Papers50',
      codeDiscountFils: 5000,
      totalFils: order.total_fils,
      vatIncludedFils: vatIncluded(order.total_fils),
    });
    const slip = (await (await api.get(`/admin-api/orders/${orderId}/packing-slip`, STAFF)).json()) as Record<
      string,
      unknown
    >;
    expect(slip.discountCode).toBe('Papers50');
    const invoice = (await (await api.post(`/admin-api/orders/${orderId}/invoice`, {}, STAFF)).json()) as Record<
      string,
      unknown
    >;
    expect(invoice).toMatchObject({
      discountFils: 7000,
      discountCode: 'Papers50',
      codeDiscountFils: 5000,
      totalFils: order.total_fils,
      vatFils: vatIncluded(order.total_fils),
    });
    const pdf = await api.get(`/admin-api/orders/${orderId}/invoice.pdf`, STAFF);
    expect(pdf.status).toBe(200);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer())).join(' ');
    expect(text).toContain('Discount code Papers50');
  });
});
