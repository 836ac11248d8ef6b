import { isOrderStatus, type OrderStatus } from '@store/domain';
import { languageOf } from '../customers/language.ts';
import type { OrderModel, OrderSummaryModel } from '../orders/models.ts';
import { jsonText, list, number, optionalText, record, text } from './wire.ts';

function status(value: unknown): OrderStatus {
  const upper = text(value).toUpperCase();
  return isOrderStatus(upper) ? upper : 'PLACED';
}

/** A row of images/order-tracking/{id}/ (its `order_info` JSON text) into the order model. */
export function parseOrder(row: unknown): OrderModel | null {
  const info = jsonText(record(row).order_info);
  const id = text(record(row).order_id ?? info.order_id);
  if (id === '') return null;
  const contact = record(info.contact_info);
  return {
    id,
    status: status(info.status),
    placedAt: text(info.date),
    paymentMode: text(info.pmode, 'Cash on Delivery'),
    estimatedDelivery: text(info.edeleivery).slice(0, 10),
    shippingAddress: text(info.shipping),
    contact: {
      email: text(contact.email),
      phone: optionalText(contact.phone),
      whatsapp: optionalText(contact.whatsapp),
    },
    timeline: list(info.order_log).map((entry) => {
      const log = record(entry);
      return {
        status: status(log.status),
        at: text(log.ldate),
        trackingNumber: optionalText(log.attr1),
        courier: optionalText(log.attr2),
      };
    }),
    items: list(info.item_info).map((entry) => {
      const item = record(entry);
      return {
        productId: optionalText(item.product_id),
        title: text(item.title),
        imageSrc: text(item.img_src),
        unitPrice: number(item.unit_price),
        size: text(item.ssize),
        colour: text(item.scolor),
        quantity: Math.max(1, number(item.quantity, 1)),
      };
    }),
    total: number(info.tamount),
    discount: number(info.damount),
    discountCode: optionalText(info.coupon_code),
    codeDiscount: number(info.camount),
    cancelReason: optionalText(info.cancel_reason),
    // Not in the spec's order_info: the legacy backend's orders are English, as its shop was.
    language: languageOf(info.language) ?? 'EN',
  };
}

export function parseOrderSummaries(body: unknown): OrderSummaryModel[] {
  const rows = Array.isArray(body) ? body : list(record(body).data);
  return rows.flatMap((entry) => {
    const row = record(entry);
    const id = text(row.order_id);
    if (id === '') return [];
    return [{ id, placedAt: text(row.order_date), status: status(row.status), total: number(row.total_amount) }];
  });
}
