import type { ShippingInput } from '@store/domain';
import { shippingText } from '../../orders/order-info.ts';
import type { OrderItemRow, OrderRow } from '../../orders/orders.repository.ts';

/** The pieces of an order the back office's answers share, shaped as plain JSON. */

export function shippingOf(order: OrderRow): ShippingInput {
  return JSON.parse(order.shipping) as ShippingInput;
}

export function customerName(shipping: Pick<ShippingInput, 'firstName' | 'lastName'>): string {
  return `${shipping.firstName} ${shipping.lastName}`;
}

export function addressOf(shipping: ShippingInput) {
  return {
    name: customerName(shipping),
    flatNo: shipping.flatNo,
    buildingName: shipping.buildingName,
    street: shipping.street,
    area: shipping.area,
    emirate: shipping.emirate,
    postalCode: shipping.postalCode,
    /** One line, as the tracking page shows it. */
    text: shippingText(shipping),
  };
}

export function contactOf(order: OrderRow, shipping: ShippingInput) {
  return { name: customerName(shipping), email: order.email, phone: shipping.phone, whatsapp: shipping.whatsapp };
}

/** Lines without prices (packing slip). */
export function packedItemsOf(items: readonly OrderItemRow[]) {
  return items.map((item) => ({
    lineNo: item.line_no,
    productId: item.product_id,
    title: item.title,
    size: item.size,
    colour: item.colour,
    quantity: item.quantity,
  }));
}

/** Lines with their unit price and line total, in fils. */
export function pricedItemsOf(items: readonly OrderItemRow[]) {
  return items.map((item) => ({
    ...packedItemsOf([item])[0]!,
    imagePath: item.img_src,
    unitPriceFils: item.unit_price_fils,
    lineTotalFils: item.unit_price_fils * item.quantity,
  }));
}

export function itemCountOf(items: readonly OrderItemRow[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
