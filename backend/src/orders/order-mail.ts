import { courierTrackingUrl, type OrderStatus, type ShippingInput } from '@store/domain';
import { button, facts, layout, paragraph, table, type Html } from '../mail/html.ts';
import { mailWords, type MailWords } from '../mail/mail-language.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

/** The shopper's mails about an order, in the language of the checkout it was placed from (`order.language`). */

function shippingOf(order: OrderRow): ShippingInput {
  return JSON.parse(order.shipping) as ShippingInput;
}

/** The delivery address on one line, as order-info's shippingText writes it in English. */
function addressText(shipping: ShippingInput, { t, named }: MailWords): string {
  return [
    `${shipping.firstName} ${shipping.lastName}`,
    t('order.flat', { flatNo: shipping.flatNo }),
    shipping.buildingName,
    shipping.street,
    shipping.area,
    named('emirate', shipping.emirate),
    shipping.postalCode,
  ].join(t('order.addressSeparator'));
}

export function confirmationMail(order: OrderRow, items: readonly OrderItemRow[], publicUrl: string): OutgoingMail {
  const words = mailWords(order.language);
  const { t, money, named } = words;
  const shipping = shippingOf(order);
  const address = addressText(shipping, words);
  const trackingLink = words.link(publicUrl, `/order-tracking/${order.id}`);
  const total = money(order.total_fils);
  const method = t('order.paymentMethod');
  const delivery = words.date(order.estimated_delivery);
  const greeting = t('mail.greeting', { name: shipping.firstName });
  const lines = items.map((item) =>
    t('order.line', {
      quantity: item.quantity,
      title: item.title,
      size: item.size,
      colour: named('colour', item.colour),
      price: money(item.unit_price_fils),
    }),
  );
  const totals: [string, string][] = [
    [t('order.subtotal'), money(order.subtotal_fils)],
    [t('order.discount'), money(order.discount_fils)],
    ...(order.promotion_code
      ? [[t('order.discountCode', { code: order.promotion_code }), money(order.code_discount_fils)] as [string, string]]
      : []),
    [t('order.total'), total],
  ];
  const fact = ([label, value]: readonly [string, string]) => t('mail.fact', { label, value });
  return {
    to: order.email,
    subject: t('order.confirmedSubject', { id: order.id, total }),
    body: [
      greeting,
      '',
      t('order.thankYou', { id: order.id }),
      '',
      ...lines,
      '',
      ...totals.map(fact),
      t('order.paymentText', { method, total }),
      '',
      fact([t('order.deliveryAddress'), address]),
      fact([t('order.phone'), shipping.phone]),
      fact([t('order.estimatedDelivery'), delivery]),
      '',
      t('order.trackAt', { link: trackingLink }),
    ].join('\n'),
    html: layout(
      t('order.thankYouHeading', { id: order.id }),
      [
        paragraph(greeting),
        paragraph(t('order.weHaveIt', { id: order.id })),
        table(
          [t('order.item'), t('order.size'), t('order.colour'), t('order.quantity'), t('order.price')],
          items.map((item) => [
            item.title,
            item.size,
            named('colour', item.colour),
            String(item.quantity),
            money(item.unit_price_fils),
          ]),
          words,
        ),
        facts(
          [
            ...totals,
            [t('order.payment'), t('order.paymentFact', { method, total })],
            [t('order.deliveryAddress'), address],
            [t('order.phone'), shipping.phone],
            [t('order.estimatedDelivery'), delivery],
          ],
          words,
        ),
        button(t('order.track'), trackingLink),
      ],
      words,
    ),
  };
}

export interface Shipment {
  courier: string;
  trackingNumber: string;
}

interface News {
  subject: string;
  lines: string[];
  facts?: readonly (readonly [string, string])[];
}

/** Where the courier tracks the parcel, when the courier is one the shop knows (domain couriers). */
function courierLine(shipment: Shipment | undefined, { t }: MailWords): string[] {
  const url = shipment && courierTrackingUrl(shipment.courier, shipment.trackingNumber);
  return url ? [t('status.followParcel', { courier: shipment.courier, link: url })] : [];
}

/** The subject and the sentences of each status a shopper hears about. */
function statusNews(order: OrderRow, status: OrderStatus, words: MailWords, shipment?: Shipment): News {
  const { t } = words;
  const id = order.id;
  switch (status) {
    case 'PACKED':
      return { subject: t('status.packedSubject', { id }), lines: [t('status.packed', { id })] };
    case 'DISPATCHED':
      return {
        subject: t('status.dispatchedSubject', { id }),
        lines: [
          t('status.dispatched', { id }),
          t('status.dispatchedCash', { total: words.money(order.total_fils), method: t('order.paymentMethod') }),
          ...courierLine(shipment, words),
        ],
        facts: shipment
          ? ([
              [t('status.courier'), shipment.courier],
              [t('status.trackingNumber'), shipment.trackingNumber],
            ] as const)
          : [],
      };
    case 'DELIVERED':
      return { subject: t('status.deliveredSubject', { id }), lines: [t('status.delivered', { id })] };
    case 'CANCELLED':
      return {
        subject: t('status.cancelledSubject', { id }),
        lines: [t('status.cancelled', { id })],
        facts: order.cancel_reason
          ? ([[t('status.reason'), words.named('cancelReason', order.cancel_reason)]] as const)
          : [],
      };
    case 'RETURNED':
      return { subject: t('status.returnedSubject', { id }), lines: [t('status.returned', { id })] };
    default:
      return { subject: t('status.otherSubject', { id, status }), lines: [t('status.other', { id, status })] };
  }
}

/** A status change the shopper hears about; DISPATCHED names the courier, the tracking number and link. */
export function statusMail(order: OrderRow, status: OrderStatus, publicUrl: string, shipment?: Shipment): OutgoingMail {
  const words = mailWords(order.language);
  return orderNews(order, statusNews(order, status, words, shipment), words, publicUrl, status === 'DISPATCHED');
}

/** The shop cancelled the order (back office), with the reason staff gave. */
export function shopCancelMail(order: OrderRow, reason: string, publicUrl: string): OutgoingMail {
  const words = mailWords(order.language);
  const { t } = words;
  const news = {
    subject: t('status.shopCancelSubject', { id: order.id }),
    lines: [t('status.shopCancel', { id: order.id })],
    facts: [[t('status.reason'), reason]] as const,
  };
  return orderNews(order, news, words, publicUrl, false);
}

function orderNews(order: OrderRow, news: News, words: MailWords, publicUrl: string, tracking: boolean): OutgoingMail {
  const { t } = words;
  const { subject, lines, facts: rows = [] } = news;
  const greeting = t('mail.greeting', { name: shippingOf(order).firstName });
  const link = tracking
    ? { label: t('order.track'), text: 'order.trackAt' as const, path: `/order-tracking/${order.id}` }
    : { label: t('order.details'), text: 'order.detailsAt' as const, path: `/my-account-orders-details/${order.id}` };
  const href = words.link(publicUrl, link.path);
  const parts: Html[] = [paragraph(greeting), ...lines.map((line) => paragraph(line))];
  if (rows.length > 0) parts.push(facts(rows, words));
  parts.push(button(link.label, href));
  return {
    to: order.email,
    subject,
    body: [
      greeting,
      '',
      ...lines,
      ...rows.map(([label, value]) => t('mail.fact', { label, value })),
      '',
      t(link.text, { link: href }),
    ].join('\n'),
    html: layout(subject, parts, words),
  };
}
