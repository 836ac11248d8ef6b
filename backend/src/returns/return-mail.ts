import { CURRENCY, formatAed, REFUND_METHOD_LABELS, RETURN_METHOD_LABELS, type ShippingInput } from '@store/domain';
import { facts, layout, paragraph, table, button, type Html } from '../mail/html.ts';
import type { MailAttachment, OutgoingMail } from '../mail/outbox.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import type { ReturnJson } from './return-json.ts';

/** The steps of a return the shopper hears about, each with a mail of its own. */
export type ReturnMailStep = 'REQUESTED' | 'APPROVED' | 'REFUSED' | 'PICKED_UP' | 'RECEIVED' | 'REFUNDED' | 'EXCHANGED';

const aed = (fils: number) => `${CURRENCY} ${formatAed(fils)}`;
const methodLabel = (method: string) => RETURN_METHOD_LABELS[method as keyof typeof RETURN_METHOD_LABELS] ?? method;

interface Words {
  subject: string;
  lines: string[];
  facts: [string, string][];
}

function words(order: OrderRow, ret: ReturnJson, step: ReturnMailStep, extra: MailExtra): Words {
  const id = order.id;
  const exchange = ret.kind === 'EXCHANGE';
  switch (step) {
    case 'REQUESTED':
      return {
        subject: `Return requested for order ${id}`,
        lines: [
          `We have your request to ${exchange ? 'exchange' : 'return'} items of order ${id}. We will answer within a day.`,
        ],
        facts: [
          ['Reason', ret.reason],
          ...(ret.note ? ([['Your note', ret.note]] as [string, string][]) : []),
          ['Return by', methodLabel(ret.method)],
        ],
      };
    case 'APPROVED':
      return {
        subject: `Return approved for order ${id}`,
        lines: [
          ret.method === 'PICKUP'
            ? 'Your return is approved. Our courier will call you to pick the items up at your address.'
            : 'Your return is approved. Please bring the items to the shop.',
          ...(exchange ? ['The size or colour you asked for is set aside for you.'] : []),
        ],
        facts: [],
      };
    case 'REFUSED':
      return {
        subject: `Return refused for order ${id}`,
        lines: [`We are sorry: we cannot accept this return for order ${id}.`],
        facts: [['Reason', ret.refusalReason ?? '']],
      };
    case 'PICKED_UP':
      return {
        subject: `Return picked up for order ${id}`,
        lines: ['The courier picked up your return. We will write again when it reaches us.'],
        facts: [
          ['Courier', ret.pickup?.courier ?? ''],
          ['Tracking number', ret.pickup?.trackingNumber ?? ''],
        ],
      };
    case 'RECEIVED':
      return {
        subject: `Return received for order ${id}`,
        lines: [
          exchange
            ? 'Your return reached us. We will send the exchange shortly.'
            : 'Your return reached us. We will refund it shortly.',
        ],
        facts: [],
      };
    case 'REFUNDED':
      return {
        subject: `Refund of ${aed(ret.refund?.amountFils ?? 0)} for order ${id}`,
        lines: [
          `We refunded ${aed(ret.refund?.amountFils ?? 0)} for your return of order ${id}.`,
          ...(extra.creditNoteNumber ? [`The tax credit note ${extra.creditNoteNumber} is attached.`] : []),
        ],
        facts: [
          ['Refunded by', REFUND_METHOD_LABELS[ret.refund?.method as keyof typeof REFUND_METHOD_LABELS] ?? ''],
          ...(ret.refund?.reference ? ([['Reference', ret.refund.reference]] as [string, string][]) : []),
        ],
      };
    case 'EXCHANGED':
      return {
        subject: `Your exchange for order ${id} is on its way`,
        lines: [`Your exchange is on its way as order ${ret.exchangeOrderId}, free of charge.`],
        facts: [
          ...(extra.courier ? ([['Courier', extra.courier]] as [string, string][]) : []),
          ...(extra.trackingNumber ? ([['Tracking number', extra.trackingNumber]] as [string, string][]) : []),
        ],
      };
  }
}

export interface MailExtra {
  creditNoteNumber?: string;
  attachment?: MailAttachment;
  courier?: string | null;
  trackingNumber?: string | null;
}

/** A step of a return, mailed to the shopper with its items, in HTML and text. */
export function returnMail(
  order: OrderRow,
  ret: ReturnJson,
  step: ReturnMailStep,
  publicUrl: string,
  extra: MailExtra = {},
): OutgoingMail {
  const { subject, lines, facts: rows } = words(order, ret, step, extra);
  const greeting = `Hello ${(JSON.parse(order.shipping) as ShippingInput).firstName},`;
  const href = `${publicUrl}/my-account-orders-details/${order.id}`;
  const itemLine = (line: ReturnJson['lines'][number]) =>
    `${line.quantity} × ${line.title} (${line.size}, ${line.colour})` +
    (line.exchangeSize ? ` for ${line.exchangeSize}, ${line.exchangeColour}` : '');
  const parts: Html[] = [
    paragraph(greeting),
    ...lines.map((line) => paragraph(line)),
    table(
      ['Item', 'Size', 'Colour', 'Qty'],
      ret.lines.map((line) => [line.title, line.size, line.colour, String(line.quantity)]),
    ),
  ];
  if (rows.length > 0) parts.push(facts(rows));
  parts.push(button('Order details', href));
  return {
    to: order.email,
    subject,
    body: [
      greeting,
      '',
      ...lines,
      '',
      ...ret.lines.map((line) => `- ${itemLine(line)}`),
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      `Details: ${href}`,
    ].join('\n'),
    html: layout(subject, parts),
    ...(extra.attachment ? { attachments: [extra.attachment] } : {}),
  };
}
