import type { ShippingInput } from '@store/domain';
import { facts, layout, paragraph, table, button, type Html } from '../mail/html.ts';
import { mailWords, type MailWords } from '../mail/mail-language.ts';
import type { MailAttachment, OutgoingMail } from '../mail/outbox.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import type { ReturnJson } from './return-json.ts';

/** The steps of a return the shopper hears about, each with a mail of its own, in the order's language. */
export type ReturnMailStep = 'REQUESTED' | 'APPROVED' | 'REFUSED' | 'PICKED_UP' | 'RECEIVED' | 'REFUNDED' | 'EXCHANGED';

interface News {
  subject: string;
  lines: string[];
  facts: [string, string][];
}

function news(order: OrderRow, ret: ReturnJson, step: ReturnMailStep, extra: MailExtra, words: MailWords): News {
  const { t, named } = words;
  const id = order.id;
  const exchange = ret.kind === 'EXCHANGE';
  switch (step) {
    case 'REQUESTED':
      return {
        subject: t('return.requestedSubject', { id }),
        lines: [t('return.requested', { kind: ret.kind, id })],
        facts: [
          [t('status.reason'), named('returnReason', ret.reason)],
          ...(ret.note ? ([[t('return.yourNote'), ret.note]] as [string, string][]) : []),
          [t('return.returnBy'), named('returnMethod', ret.method)],
        ],
      };
    case 'APPROVED':
      return {
        subject: t('return.approvedSubject', { id }),
        lines: [
          ret.method === 'PICKUP' ? t('return.approvedPickup') : t('return.approvedDropOff'),
          ...(exchange ? [t('return.setAside')] : []),
        ],
        facts: [],
      };
    case 'REFUSED':
      return {
        subject: t('return.refusedSubject', { id }),
        lines: [t('return.refused', { id })],
        facts: [[t('status.reason'), ret.refusalReason ?? '']],
      };
    case 'PICKED_UP':
      return {
        subject: t('return.pickedUpSubject', { id }),
        lines: [t('return.pickedUp')],
        facts: [
          [t('status.courier'), ret.pickup?.courier ?? ''],
          [t('status.trackingNumber'), ret.pickup?.trackingNumber ?? ''],
        ],
      };
    case 'RECEIVED':
      return {
        subject: t('return.receivedSubject', { id }),
        lines: [exchange ? t('return.receivedExchange') : t('return.receivedRefund')],
        facts: [],
      };
    case 'REFUNDED': {
      const amount = words.money(ret.refund?.amountFils ?? 0);
      return {
        subject: t('return.refundedSubject', { amount, id }),
        lines: [
          t('return.refunded', { amount, id }),
          ...(extra.creditNoteNumber ? [t('return.creditNote', { number: extra.creditNoteNumber })] : []),
        ],
        facts: [
          [t('return.refundedBy'), ret.refund?.method ? named('refundMethod', ret.refund.method) : ''],
          ...(ret.refund?.reference ? ([[t('return.reference'), ret.refund.reference]] as [string, string][]) : []),
        ],
      };
    }
    case 'EXCHANGED':
      return {
        subject: t('return.exchangedSubject', { id }),
        lines: [t('return.exchanged', { exchangeId: ret.exchangeOrderId })],
        facts: [
          ...(extra.courier ? ([[t('status.courier'), extra.courier]] as [string, string][]) : []),
          ...(extra.trackingNumber ? ([[t('status.trackingNumber'), extra.trackingNumber]] as [string, string][]) : []),
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
  const words = mailWords(order.language);
  const { t, named } = words;
  const { subject, lines, facts: rows } = news(order, ret, step, extra, words);
  const greeting = t('mail.greeting', { name: (JSON.parse(order.shipping) as ShippingInput).firstName });
  const href = words.link(publicUrl, `/my-account-orders-details/${order.id}`);
  const itemLine = (line: ReturnJson['lines'][number]) => {
    const item = { quantity: line.quantity, title: line.title, size: line.size, colour: named('colour', line.colour) };
    return line.exchangeSize
      ? t('return.itemLineExchange', {
          ...item,
          newSize: line.exchangeSize,
          newColour: named('colour', line.exchangeColour ?? ''),
        })
      : t('return.itemLine', item);
  };
  const parts: Html[] = [
    paragraph(greeting),
    ...lines.map((line) => paragraph(line)),
    table(
      [t('order.item'), t('order.size'), t('order.colour'), t('order.quantity')],
      ret.lines.map((line) => [line.title, line.size, named('colour', line.colour), String(line.quantity)]),
      words,
    ),
  ];
  if (rows.length > 0) parts.push(facts(rows, words));
  parts.push(button(t('order.details'), href));
  return {
    to: order.email,
    subject,
    body: [
      greeting,
      '',
      ...lines,
      '',
      ...ret.lines.map((line) => `- ${itemLine(line)}`),
      ...rows.map(([label, value]) => t('mail.fact', { label, value })),
      '',
      t('order.detailsAt', { link: href }),
    ].join('\n'),
    html: layout(subject, parts, words),
    ...(extra.attachment ? { attachments: [extra.attachment] } : {}),
  };
}
