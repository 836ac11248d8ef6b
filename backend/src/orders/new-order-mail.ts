import { CURRENCY, formatAed, PAYMENT_METHOD, type ShippingInput } from '@store/domain';
import { button, facts, layout, paragraph, table } from '../mail/html.ts';
import { headerSafe, type OutgoingMail } from '../mail/outbox.ts';
import { shippingText } from './order-info.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

const aed = (fils: number) => `${CURRENCY} ${formatAed(fils)}`;

/**
 * To the shop's mailbox when an order is placed (the setting 'Mail the shop each new order'): who ordered what, the
 * cash to collect and a link to the order in the back office. Answering it writes to the shopper.
 */
export function newOrderMail(
  order: OrderRow,
  items: readonly OrderItemRow[],
  shopEmail: string,
  publicUrl: string,
): OutgoingMail {
  const shipping = JSON.parse(order.shipping) as ShippingInput;
  const name = headerSafe(`${shipping.firstName} ${shipping.lastName}`);
  const link = `${publicUrl}/admin/orders/${encodeURIComponent(order.id)}`;
  const subject = `New order ${order.id}: ${aed(order.total_fils)} from ${name}`;
  const lines = items.map((item) => `- ${item.quantity} × ${item.title} (${item.size}, ${item.colour})`);
  const details: [string, string][] = [
    ['Customer', name],
    ['E-mail', order.email],
    ['Phone', shipping.phone],
    ['Deliver to', shippingText(shipping)],
    ['To collect', `${aed(order.total_fils)} (${PAYMENT_METHOD})`],
    ...(order.promotion_code
      ? [['Discount code', `${order.promotion_code}: ${aed(order.code_discount_fils)} off`] as [string, string]]
      : []),
  ];
  return {
    to: shopEmail,
    replyTo: order.email,
    subject,
    body: [
      `New order ${order.id}.`,
      '',
      ...lines,
      '',
      ...details.map(([label, value]) => `${label}: ${value}`),
      ...(shipping.note ? [`Note: ${shipping.note}`] : []),
      '',
      `Open it in the back office: ${link}`,
    ].join('\n'),
    html: layout(`New order ${order.id}`, [
      table(
        ['Item', 'Size', 'Colour', 'Qty'],
        items.map((item) => [item.title, item.size, item.colour, String(item.quantity)]),
      ),
      facts([...details, ...(shipping.note ? [['Note', shipping.note] as [string, string]] : [])]),
      button('Open the order', link),
      paragraph('Answer this e-mail to write to the customer.'),
    ]),
  };
}
