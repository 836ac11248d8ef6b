import { filsToAed, type ShippingInput } from '@store/domain';
import type { OrderItemRow, OrderLogRow, OrderRow } from './orders.repository.ts';

/** One line of address text, as the legacy `shipping` field carries it. */
export function shippingText(shipping: ShippingInput): string {
  return [
    `${shipping.firstName} ${shipping.lastName}`,
    `Flat ${shipping.flatNo}`,
    shipping.buildingName,
    shipping.street,
    shipping.area,
    shipping.emirate,
    shipping.postalCode,
  ].join(', ');
}

/**
 * The legacy `order_info` record (spec §3). `tamount` is the order total the shopper pays and
 * `damount` the bulk discount; `coupon_code` and `camount` are the discount code's (none: null and 0).
 */
export function toOrderInfo(order: OrderRow, items: readonly OrderItemRow[], log: readonly OrderLogRow[]) {
  const shipping = JSON.parse(order.shipping) as ShippingInput;
  return {
    order_id: order.id,
    status: order.status,
    date: order.created_at,
    pmode: order.payment_method,
    edeleivery: order.estimated_delivery,
    shipping: shippingText(shipping),
    name: `${shipping.firstName} ${shipping.lastName}`,
    note: shipping.note ?? '',
    cancel_reason: order.cancel_reason,
    contact_info: { email: order.email, phone: shipping.phone, whatsapp: shipping.whatsapp },
    order_log: log.map((entry) => ({
      status: entry.status,
      ldate: entry.logged_at,
      attr1: entry.tracking_number,
      attr2: entry.courier,
    })),
    item_info: items.map((item) => ({
      product_id: item.product_id,
      img_src: item.img_src,
      title: item.title,
      unit_price: filsToAed(item.unit_price_fils),
      ssize: item.size,
      scolor: item.colour,
      quantity: item.quantity,
    })),
    tamount: filsToAed(order.total_fils),
    damount: filsToAed(order.discount_fils),
    // The discount code, as the owner wrote it, and what it took off; the items' sum is tamount + damount + camount.
    coupon_code: order.promotion_code,
    camount: filsToAed(order.code_discount_fils),
    // Beside the spec's fields: the language of the checkout it was placed from ('en', 'ar'), as its mails are.
    language: order.language,
  };
}

/** A row of images/order-details/{email}. */
export function toOrderSummary(order: OrderRow) {
  return {
    order_id: order.id,
    order_date: order.created_at,
    status: order.status,
    total_amount: filsToAed(order.total_fils),
  };
}
