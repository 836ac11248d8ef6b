import type { Kysely } from 'kysely';
import {
  canRecordCashCollected,
  formatInvoiceNumber,
  isInvoiceable,
  isOrderStatus,
  nextStatuses,
  VAT_RATE_PERCENT,
  vatIncluded,
} from '@store/domain';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import * as orders from '../../orders/orders.repository.ts';
import { addressOf, contactOf, itemCountOf, pricedItemsOf, shippingOf } from './order-json.ts';
import * as records from './order-records.repository.ts';

export async function findOrderOr404(db: Kysely<Database>, id: string): Promise<orders.OrderRow> {
  const order = await orders.findOrder(db, id);
  if (!order) throw new HttpError(404, `Order ${id} not found.`);
  return order;
}

/** Everything the back office's order page shows, and the actions it may offer now. */
export async function orderDetail(db: Kysely<Database>, id: string) {
  const order = await findOrderOr404(db, id);
  const [items, log, cash, invoice] = await Promise.all([
    orders.listItems(db, id),
    orders.listLog(db, id),
    records.findCashCollection(db, id),
    records.findInvoice(db, id),
  ]);
  const shipping = shippingOf(order);
  const status = isOrderStatus(order.status) ? order.status : undefined;
  return {
    id: order.id,
    placedAt: order.created_at,
    status: order.status,
    paymentMethod: order.payment_method,
    /** The language of the checkout it was placed from ('en', 'ar'): the shopper's mails are in it. */
    language: order.language,
    estimatedDelivery: order.estimated_delivery,
    contact: contactOf(order, shipping),
    address: addressOf(shipping),
    note: shipping.note ?? '',
    items: pricedItemsOf(items),
    totals: {
      itemCount: itemCountOf(items),
      subtotalFils: order.subtotal_fils,
      discountFils: order.discount_fils + order.code_discount_fils,
      discountCode: order.promotion_code,
      codeDiscountFils: order.code_discount_fils,
      totalFils: order.total_fils,
      vatRatePercent: VAT_RATE_PERCENT,
      vatIncludedFils: vatIncluded(order.total_fils),
    },
    cancelReason: order.cancel_reason,
    timeline: log.map((entry) => ({
      status: entry.status,
      at: entry.logged_at,
      courier: entry.courier,
      trackingNumber: entry.tracking_number,
      reason: entry.status === 'CANCELLED' ? order.cancel_reason : null,
      actor: entry.actor,
    })),
    actions: {
      /** nextStatuses: CANCELLED goes through /cancel, every other status through /status. */
      transitions: status ? nextStatuses(status) : [],
      collectCash: status !== undefined && canRecordCashCollected(status) && !cash,
      invoice: invoice !== undefined || (status !== undefined && isInvoiceable(status)),
    },
    cashCollected: cash ? { at: cash.collected_at, by: cash.collected_by, amountFils: cash.amount_fils } : null,
    invoice: invoice ? { number: formatInvoiceNumber(invoice.number), issuedAt: invoice.issued_at } : null,
  };
}
