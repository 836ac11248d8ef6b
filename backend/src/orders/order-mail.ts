import {
  courierTrackingUrl,
  CURRENCY,
  formatAed,
  formatLocalDate,
  PAYMENT_METHOD,
  type OrderStatus,
  type ShippingInput,
} from '@store/domain';
import { button, facts, layout, paragraph, table, type Html } from '../mail/html.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { shippingText } from './order-info.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

const aed = (fils: number) => `${CURRENCY} ${formatAed(fils)}`;

function shippingOf(order: OrderRow): ShippingInput {
  return JSON.parse(order.shipping) as ShippingInput;
}

export function confirmationMail(order: OrderRow, items: readonly OrderItemRow[], publicUrl: string): OutgoingMail {
  const shipping = shippingOf(order);
  const address = shippingText(shipping);
  const trackingLink = `${publicUrl}/order-tracking/${order.id}`;
  const subject = `Order ${order.id} confirmed: ${aed(order.total_fils)}, cash on delivery`;
  const lines = items.map(
    (item) => `- ${item.quantity} × ${item.title} (${item.size}, ${item.colour}) at ${aed(item.unit_price_fils)}`,
  );
  const totals: [string, string][] = [
    ['Subtotal', aed(order.subtotal_fils)],
    ['Discount', aed(order.discount_fils)],
    ...(order.promotion_code
      ? [[`Discount code ${order.promotion_code}`, aed(order.code_discount_fils)] as [string, string]]
      : []),
    ['Total (cash on delivery)', aed(order.total_fils)],
  ];
  return {
    to: order.email,
    subject,
    body: [
      `Hello ${shipping.firstName},`,
      '',
      `Thank you for your order ${order.id}.`,
      '',
      ...lines,
      '',
      ...totals.map(([label, value]) => `${label}: ${value}`),
      `Payment: ${PAYMENT_METHOD}. Please have ${aed(order.total_fils)} ready for the courier.`,
      '',
      `Delivery address: ${address}`,
      `Phone: ${shipping.phone}`,
      `Estimated delivery: ${formatLocalDate(order.estimated_delivery)}`,
      '',
      `Track it at ${trackingLink}`,
    ].join('\n'),
    html: layout(`Thank you for your order ${order.id}`, [
      paragraph(`Hello ${shipping.firstName},`),
      paragraph(`We have your order ${order.id}. Here is what you ordered:`),
      table(
        ['Item', 'Size', 'Colour', 'Qty', 'Price'],
        items.map((item) => [item.title, item.size, item.colour, String(item.quantity), aed(item.unit_price_fils)]),
      ),
      facts([
        ...totals,
        ['Payment', `${PAYMENT_METHOD}: please have ${aed(order.total_fils)} ready for the courier`],
        ['Delivery address', address],
        ['Phone', shipping.phone],
        ['Estimated delivery', formatLocalDate(order.estimated_delivery)],
      ]),
      button('Track your order', trackingLink),
    ]),
  };
}

export interface Shipment {
  courier: string;
  trackingNumber: string;
}

interface Words {
  subject: string;
  lines: string[];
  facts?: readonly (readonly [string, string])[];
}

/** Where the courier tracks the parcel, when the courier is one the shop knows (domain couriers). */
function courierLine(shipment: Shipment | undefined): string[] {
  const url = shipment && courierTrackingUrl(shipment.courier, shipment.trackingNumber);
  return url ? [`Follow the parcel on ${shipment.courier}’s site: ${url}`] : [];
}

/** The subject and the sentences of each status a shopper hears about. */
function statusWords(order: OrderRow, status: OrderStatus, shipment?: Shipment): Words {
  const id = order.id;
  switch (status) {
    case 'PACKED':
      return { subject: `Order ${id} is packed`, lines: [`Your order ${id} is packed and will leave us soon.`] };
    case 'DISPATCHED':
      return {
        subject: `Order ${id} is on its way`,
        lines: [
          `Your order ${id} is on its way.`,
          `Please have ${aed(order.total_fils)} ready for the courier (${PAYMENT_METHOD}).`,
          ...courierLine(shipment),
        ],
        facts: shipment
          ? ([
              ['Courier', shipment.courier],
              ['Tracking number', shipment.trackingNumber],
            ] as const)
          : [],
      };
    case 'DELIVERED':
      return { subject: `Order ${id} delivered`, lines: [`Your order ${id} was delivered. Enjoy your tees!`] };
    case 'CANCELLED':
      return {
        subject: `Order ${id} cancelled`,
        lines: [`Your order ${id} is cancelled. Nothing is due.`],
        facts: order.cancel_reason ? ([['Reason', order.cancel_reason]] as const) : [],
      };
    case 'RETURNED':
      return { subject: `Order ${id} returned`, lines: [`Your order ${id} came back to us and is marked returned.`] };
    default:
      return { subject: `Order ${id} is ${status}`, lines: [`Your order ${id} is now ${status}.`] };
  }
}

/** A status change the shopper hears about; DISPATCHED names the courier, the tracking number and link. */
export function statusMail(order: OrderRow, status: OrderStatus, publicUrl: string, shipment?: Shipment): OutgoingMail {
  return orderNews(order, statusWords(order, status, shipment), publicUrl, status === 'DISPATCHED');
}

/** The shop cancelled the order (back office), with the reason staff gave. */
export function shopCancelMail(order: OrderRow, reason: string, publicUrl: string): OutgoingMail {
  const words = {
    subject: `Order ${order.id} cancelled by the shop`,
    lines: [`We are sorry: we had to cancel your order ${order.id}. Nothing is due.`],
    facts: [['Reason', reason]] as const,
  };
  return orderNews(order, words, publicUrl, false);
}

function orderNews(order: OrderRow, words: Words, publicUrl: string, tracking: boolean): OutgoingMail {
  const { subject, lines, facts: rows = [] } = words;
  const greeting = `Hello ${shippingOf(order).firstName},`;
  const link = tracking
    ? { label: 'Track your order', text: 'Track it at', href: `${publicUrl}/order-tracking/${order.id}` }
    : { label: 'Order details', text: 'Details:', href: `${publicUrl}/my-account-orders-details/${order.id}` };
  const parts: Html[] = [paragraph(greeting), ...lines.map((line) => paragraph(line))];
  if (rows.length > 0) parts.push(facts(rows));
  parts.push(button(link.label, link.href));
  return {
    to: order.email,
    subject,
    body: [
      greeting,
      '',
      ...lines,
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      `${link.text} ${link.href}`,
    ].join('\n'),
    html: layout(subject, parts),
  };
}
