import { formatAed, type OrderStatus } from '@store/domain';
import type { OutgoingMail } from '../mail/outbox.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

export function confirmationMail(order: OrderRow, items: readonly OrderItemRow[], publicUrl: string): OutgoingMail {
  const lines = items.map(
    (item) =>
      `- ${item.quantity} × ${item.title} (${item.size}, ${item.colour}) at AED ${formatAed(item.unit_price_fils)}`,
  );
  return {
    to: order.email,
    subject: `Order ${order.id} confirmed`,
    body: [
      `Thank you for your order ${order.id}.`,
      '',
      ...lines,
      '',
      `Subtotal: AED ${formatAed(order.subtotal_fils)}`,
      `Discount: AED ${formatAed(order.discount_fils)}`,
      `Total (cash on delivery): AED ${formatAed(order.total_fils)}`,
      `Estimated delivery: ${order.estimated_delivery}`,
      '',
      `Track it at ${publicUrl}/order-tracking?id=${order.id}`,
    ].join('\n'),
  };
}

export function statusMail(
  order: OrderRow,
  status: OrderStatus,
  publicUrl: string,
  shipment?: { courier: string; trackingNumber: string },
): OutgoingMail {
  const shipped = shipment ? `\nCourier: ${shipment.courier}\nTracking number: ${shipment.trackingNumber}` : '';
  return {
    to: order.email,
    subject: `Order ${order.id} is ${status}`,
    body: `Your order ${order.id} is now ${status}.${shipped}\n\nDetails: ${publicUrl}/my-account-orders-details/${order.id}`,
  };
}
