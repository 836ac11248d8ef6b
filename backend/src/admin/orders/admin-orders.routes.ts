/**
 * Back-office orders, plain JSON under /admin-api/orders (money in fils, times ISO-8601 UTC). Refusals are
 * 4xx `{ status: '2', message }`. Every change names its staff member in `x-staff-email` (400 without), is
 * audited in its own transaction and mails the shopper as the storefront does.
 *
 * GET  /admin-api/orders?status=&from=&to=&emirate=&q=&page=&pageSize=
 *        from/to: Dubai calendar days YYYY-MM-DD, both included; q: part of order number, e-mail, phone or
 *        the shopper's name (Latin or Arabic, nameSearchText);
 *        pageSize 1–100 (default 20, more is 400) → { items, total, page, pageSize }, newest first;
 *        item: { id, placedAt, status, customerName, email, phone, emirate, itemCount, totalFils, cashCollected }
 * GET  /admin-api/orders/:id → { id, placedAt, status, paymentMethod, estimatedDelivery,
 *        contact { name, email, phone, whatsapp }, address { name, flatNo, buildingName, street, area, emirate,
 *        postalCode, text }, note, items [{ lineNo, productId, title, size, colour, quantity, imagePath,
 *        unitPriceFils, lineTotalFils }], totals { itemCount, subtotalFils, discountFils (bulk + code), discountCode, codeDiscountFils, totalFils,
 *        vatRatePercent, vatIncludedFils }, cancelReason, timeline [{ status, at, courier, trackingNumber,
 *        reason, actor }], actions { transitions (CANCELLED → /cancel, others → /status), collectCash, invoice },
 *        cashCollected { at, by, amountFils } | null, invoice { number, issuedAt } | null }
 * POST /admin-api/orders/:id/status { status: PACKED|DISPATCHED|DELIVERED|RETURNED, courier?, trackingNumber? }
 *        → { orderId, from, to }; DISPATCHED needs courier and trackingNumber (400); a step not allowed is 409
 * POST /admin-api/orders/:id/cancel { reason: 1–300 chars } → { orderId, from, to: 'CANCELLED', reason };
 *        only from PLACED or PACKED (409), restocks every line
 * POST /admin-api/orders/:id/cash-collected → { orderId, cashCollected { at, by, amountFils }, alreadyRecorded };
 *        only once DELIVERED (409); a repeat answers the first record
 * POST /admin-api/orders/bulk-status { ids: 1–100 order ids, status: 'PACKED' } → { status, succeeded, failed,
 *        results [{ id, ok: true, from, to } | { id, ok: false, statusCode, message }] } (each its own transaction)
 * GET  /admin-api/orders/:id/packing-slip → { orderNumber, placedAt, status, paymentMethod, cashToCollectFils
 *        (the total when paid on delivery, else null), shipTo (address), contact, note, discountCode, items [{ lineNo, productId,
 *        title, size, colour, quantity }], itemCount, shop { tradingName, address, phone, whatsapp, email } }
 *        (no other prices)
 * POST /admin-api/orders/:id/invoice → issues the tax invoice: the next number the first time, the same invoice
 *        after (x-staff-email: audited); a CANCELLED order without an invoice is 409
 * GET  /admin-api/orders/:id/invoice → the issued tax invoice (404 while none is issued; looking issues nothing):
 *        { title, number 'INV-000001', sequence, issuedAt, invoiceDate, orderId, orderDate, orderStatus,
 *        paymentMethod, currency, seller { legalName, tradingName, address, trn, phone, email },
 *        customer { name, address, email, phone }, lines [{ description, size, colour, quantity, unitPriceFils,
 *        lineTotalFils }], subtotalFils, discountFils, discountCode, codeDiscountFils, totalFils, vatRatePercent, vatFils, totalExcludingVatFils,
 *        vatNote 'VAT 5% included', cancelled (its order was cancelled after it was issued), cancellationNote }
 * GET  /admin-api/orders/:id/invoice.pdf → the same issued invoice as an A4 PDF (404 while none is issued)
 */
import { BULK_ORDERS_MAX, shopCancelReasonProblem } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { jsonBody } from '../../http/body.ts';
import { HttpError } from '../../http/errors.ts';
import { changeOrderStatus } from '../../orders/staff.service.ts';
import { actorOf } from '../audit.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { issueTaxInvoice, taxInvoice } from './invoice.service.ts';
import { bulkStatus, cancelByShop, recordCashCollected } from './order-actions.service.ts';
import { orderDetail } from './order-detail.service.ts';
import { listOrders, parseOrderListQuery } from './order-list.service.ts';
import { packingSlip } from './packing-slip.service.ts';

type ById = { Params: { id: string } };
const SHIPMENT_TEXT_MAX = 100;

/** An optional text field of at most `max` characters. */
function optionalText(body: Record<string, unknown>, name: string, max: number): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > max) {
    throw new HttpError(400, `${name} must be text of at most ${max} characters.`);
  }
  return value;
}

function orderIds(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > BULK_ORDERS_MAX) {
    throw new HttpError(400, `ids must list 1 to ${BULK_ORDERS_MAX} order ids.`);
  }
  if (!value.every((id) => typeof id === 'string' && id.length >= 1 && id.length <= 64)) {
    throw new HttpError(400, 'Every id must be an order id.');
  }
  return [...new Set(value as string[])];
}

export function adminOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  const services = { db: deps.db.db, now: deps.now, publicUrl: deps.config.publicUrl };

  app.get('/admin-api/orders', async (request) =>
    listOrders(services.db, parseOrderListQuery(request.query as Record<string, unknown>)),
  );

  app.get<ById>('/admin-api/orders/:id', async (request) => orderDetail(services.db, request.params.id));

  app.post<ById>('/admin-api/orders/:id/status', async (request) => {
    const actor = actorOf(request);
    const body = jsonBody(request);
    if (typeof body.status !== 'string') throw new HttpError(400, 'status is required.');
    const courier = optionalText(body, 'courier', SHIPMENT_TEXT_MAX);
    const trackingNumber = optionalText(body, 'trackingNumber', SHIPMENT_TEXT_MAX);
    const change = { orderId: request.params.id, status: body.status, courier, trackingNumber, actor };
    return changeOrderStatus(services, change);
  });

  app.post<ById>('/admin-api/orders/:id/cancel', async (request) => {
    const actor = actorOf(request);
    const { reason } = jsonBody(request);
    const problem = shopCancelReasonProblem(reason);
    if (problem) throw new HttpError(400, problem);
    return cancelByShop(services, request.params.id, (reason as string).trim(), actor);
  });

  app.post<ById>('/admin-api/orders/:id/cash-collected', async (request) =>
    recordCashCollected(services, request.params.id, actorOf(request)),
  );

  app.post('/admin-api/orders/bulk-status', async (request) => {
    const actor = actorOf(request);
    const body = jsonBody(request);
    const ids = orderIds(body.ids);
    if (body.status !== 'PACKED') throw new HttpError(400, "A bulk change sets status 'PACKED' only.");
    return bulkStatus(services, ids, body.status, actor);
  });

  app.get<ById>('/admin-api/orders/:id/packing-slip', async (request) => packingSlip(services.db, request.params.id));

  app.post<ById>('/admin-api/orders/:id/invoice', async (request) =>
    issueTaxInvoice(services, request.params.id, actorOf(request)),
  );

  app.get<ById>('/admin-api/orders/:id/invoice', async (request) => taxInvoice(services, request.params.id));

  app.get<ById>('/admin-api/orders/:id/invoice.pdf', async (request, reply) => {
    const invoice = await taxInvoice(services, request.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${invoice.number}.pdf"`)
      .send(await invoicePdf(invoice));
  });
}
