import {
  CANCELLED_INVOICE_NOTE,
  CURRENCY,
  dubaiDate,
  formatInvoiceNumber,
  isInvoiceable,
  isInvoiceCancelled,
  isOrderStatus,
  PAPER_LABELS,
  VAT_INCLUDED_NOTE,
  VAT_RATE_PERCENT,
  vatIncluded,
  type ShopSettings,
} from '@store/domain';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { OrderServices } from '../../orders/orders.service.ts';
import * as orders from '../../orders/orders.repository.ts';
import { recordAudit } from '../audit.ts';
import { readSettings } from '../settings/settings.service.ts';
import { findOrderOr404 } from './order-detail.service.ts';
import { addressOf, customerName, shippingOf } from './order-json.ts';
import * as records from './order-records.repository.ts';

export type Seller = Pick<ShopSettings, 'legalName' | 'tradingName' | 'address' | 'trn' | 'phone' | 'email'>;

function notInvoiceable(order: orders.OrderRow): HttpError {
  return new HttpError(409, `Order ${order.id} is ${order.status}: a cancelled order gets no invoice.`);
}

/**
 * The order's invoice, issued with the next number if it has none yet, inside the caller's transaction (which
 * holds the order's row): a credit note issues its order's invoice first when the owner never did.
 */
export async function invoiceIn(
  trx: Kysely<Database>,
  order: orders.OrderRow,
  actor: string,
  now: string,
): Promise<records.InvoiceRow> {
  const existing = await records.findInvoice(trx, order.id);
  if (existing) return existing;
  const { legalName, tradingName, address, trn, phone, email } = await readSettings(trx);
  const seller: Seller = { legalName, tradingName, address, trn, phone, email };
  const row: records.InvoiceRow = {
    order_id: order.id,
    // Taken last, so that the counter is held for as short a time as possible.
    number: await records.takeNextNumber(trx, 'invoice'),
    issued_at: now,
    issued_by: actor,
    seller: JSON.stringify(seller),
    total_fils: order.total_fils,
    vat_fils: vatIncluded(order.total_fils),
  };
  await records.insertInvoice(trx, row);
  const detail = { number: formatInvoiceNumber(row.number) };
  await recordAudit(trx, { actor, action: 'order.invoice', subject: order.id, detail }, now);
  return row;
}

/** Issues the order's invoice with the next number, once: a concurrent or later request finds the same one. */
async function issue(services: OrderServices, order: orders.OrderRow, actor: string): Promise<records.InvoiceRow> {
  try {
    return await services.db.transaction().execute(async (trx) => {
      // Serialises requests for this order and shuts out a concurrent cancel until commit.
      if (!(await records.lockInvoiceableOrder(trx, order.id))) throw notInvoiceable(order);
      return invoiceIn(trx, order, actor, services.now().toISOString());
    });
  } catch (error) {
    const existing = isUniqueViolation(error) ? await records.findInvoice(services.db, order.id) : undefined;
    if (existing) return existing;
    throw error;
  }
}

/**
 * Issues the order's UAE tax invoice, on the owner's explicit action: the next number the first time, the same
 * invoice after. A cancelled order gets none (409).
 */
export async function issueTaxInvoice(services: OrderServices, orderId: string, actor: string) {
  const order = await findOrderOr404(services.db, orderId);
  let invoice = await records.findInvoice(services.db, orderId);
  if (!invoice) {
    if (!isOrderStatus(order.status) || !isInvoiceable(order.status)) throw notInvoiceable(order);
    invoice = await issue(services, order, actor);
  }
  return invoiceJson(services, order, invoice);
}

/**
 * The order's issued tax invoice; looking spends no number (404 while none is issued). Prices include VAT, so
 * the VAT is shown as included. An invoice stays readable after a cancel, marked cancelled: its number is spent.
 */
export async function taxInvoice(services: OrderServices, orderId: string) {
  const order = await findOrderOr404(services.db, orderId);
  const invoice = await records.findInvoice(services.db, orderId);
  if (!invoice) throw new HttpError(404, `Order ${order.id} has no tax invoice yet.`);
  return invoiceJson(services, order, invoice);
}

async function invoiceJson(services: OrderServices, order: orders.OrderRow, invoice: records.InvoiceRow) {
  const orderId = order.id;
  const items = await orders.listItems(services.db, orderId);
  const shipping = shippingOf(order);
  return {
    title: PAPER_LABELS.taxInvoice.en,
    number: formatInvoiceNumber(invoice.number),
    sequence: invoice.number,
    issuedAt: invoice.issued_at,
    invoiceDate: dubaiDate(new Date(invoice.issued_at)),
    orderId: order.id,
    orderDate: dubaiDate(new Date(order.created_at)),
    orderStatus: order.status,
    paymentMethod: order.payment_method,
    currency: CURRENCY,
    seller: JSON.parse(invoice.seller) as Seller,
    customer: {
      name: customerName(shipping),
      address: addressOf(shipping).text,
      email: order.email,
      phone: shipping.phone,
    },
    lines: items.map((item) => ({
      description: item.title,
      size: item.size,
      colour: item.colour,
      quantity: item.quantity,
      unitPriceFils: item.unit_price_fils,
      lineTotalFils: item.unit_price_fils * item.quantity,
    })),
    subtotalFils: order.subtotal_fils,
    // Every discount (bulk and code); the code's part, as the owner wrote it, beside it.
    discountFils: order.discount_fils + order.code_discount_fils,
    discountCode: order.promotion_code,
    codeDiscountFils: order.code_discount_fils,
    totalFils: invoice.total_fils,
    vatRatePercent: VAT_RATE_PERCENT,
    vatFils: invoice.vat_fils,
    totalExcludingVatFils: invoice.total_fils - invoice.vat_fils,
    vatNote: VAT_INCLUDED_NOTE,
    cancelled: isInvoiceCancelled(order.status),
    cancellationNote: isInvoiceCancelled(order.status) ? CANCELLED_INVOICE_NOTE : null,
  };
}

export type TaxInvoice = Awaited<ReturnType<typeof invoiceJson>>;
