import { filsToAed, isReturnRefusalCode, isReturnStatus, type ReturnRefusalCode } from '@store/domain';
import { UpstreamError } from '../errors.ts';
import { creditNotePath } from '../orders/credit-note-path.ts';
import type { UpstreamClient } from './http.ts';
import { list, number, optionalText, record, text } from './wire.ts';
import { returnRefusal, type ReturnRefusalModel } from './wire-return-refusal.ts';

/** A return as the shop's schema reads it (money in AED). */
export interface OrderReturnModel {
  id: string;
  status: 'REQUESTED' | 'APPROVED' | 'REFUSED' | 'RECEIVED' | 'REFUNDED' | 'EXCHANGED';
  kind: 'REFUND' | 'EXCHANGE';
  method: 'PICKUP' | 'DROP_OFF';
  reason: string;
  note: string;
  requestedAt: string;
  refusalReason: string | null;
  refundAmount: number | null;
  exchangeOrderId: string | null;
  creditNoteNumber: string | null;
  creditNotePdfUrl: string | null;
  lines: {
    lineNo: number;
    title: string;
    size: string;
    colour: string;
    quantity: number;
    exchangeSize: string | null;
    exchangeColour: string | null;
  }[];
  timeline: {
    event: 'REQUESTED' | 'APPROVED' | 'REFUSED' | 'PICKED_UP' | 'RECEIVED' | 'REFUNDED' | 'EXCHANGED';
    at: string;
    detail: string | null;
  }[];
}

export interface OrderReturnsModel {
  canReturn: boolean;
  refusal: string | null;
  refusalCode: ReturnRefusalCode | null;
  windowLastDay: string | null;
  lines: {
    lineNo: number;
    title: string;
    size: string;
    colour: string;
    quantity: number;
    returnable: number;
    exchangeOptions: { size: string; colour: string; available: number }[];
  }[];
  returns: OrderReturnModel[];
}

export interface ReturnRequestBody {
  kind: string;
  method: string;
  reason: string;
  note: string | null;
  lines: { lineNo: number; quantity: number; exchangeSize?: string | null; exchangeColour?: string | null }[];
}

/** What every returned or returnable line names: the order's line and how many of it. */
function orderLineOf(item: Record<string, unknown>) {
  return {
    lineNo: number(item.lineNo),
    title: text(item.title),
    size: text(item.size),
    colour: text(item.colour),
    quantity: number(item.quantity),
  };
}

function toReturn(value: unknown): OrderReturnModel {
  const raw = record(value);
  const refund = raw.refund === null || raw.refund === undefined ? null : record(raw.refund);
  const status = text(raw.status);
  const creditNote = raw.creditNote === null || raw.creditNote === undefined ? null : record(raw.creditNote);
  return {
    id: text(raw.id),
    status: isReturnStatus(status) ? status : 'REQUESTED',
    kind: text(raw.kind) === 'EXCHANGE' ? 'EXCHANGE' : 'REFUND',
    method: text(raw.method) === 'DROP_OFF' ? 'DROP_OFF' : 'PICKUP',
    reason: text(raw.reason),
    note: text(raw.note),
    requestedAt: text(raw.requestedAt),
    refusalReason: optionalText(raw.refusalReason),
    refundAmount: refund ? filsToAed(number(refund.amountFils)) : null,
    exchangeOrderId: optionalText(raw.exchangeOrderId),
    creditNoteNumber: creditNote ? text(creditNote.number) : null,
    creditNotePdfUrl: creditNote ? creditNotePath(text(raw.orderId), text(raw.id)) : null,
    lines: list(raw.lines).map((line) => {
      const item = record(line);
      return {
        ...orderLineOf(item),
        exchangeSize: optionalText(item.exchangeSize),
        exchangeColour: optionalText(item.exchangeColour),
      };
    }),
    timeline: list(raw.timeline).map((entry) => {
      const step = record(entry);
      return {
        event: text(step.event) as OrderReturnModel['timeline'][number]['event'],
        at: text(step.at),
        detail: optionalText(step.detail),
      };
    }),
  };
}

/**
 * The shopper's returns on the order backend (the same upstream as the images API), always for the session's
 * customer: the e-mail comes from the session, never from the browser.
 */
export class ReturnsApi {
  constructor(private readonly client: UpstreamClient) {}

  async ofOrder(orderId: string, email: string): Promise<OrderReturnsModel> {
    const path = `returns/${encodeURIComponent(orderId)}?email=${encodeURIComponent(email)}`;
    const raw = record(await this.client.callOk(path));
    return {
      canReturn: raw.canReturn === true,
      refusal: optionalText(raw.refusal),
      refusalCode: isReturnRefusalCode(raw.refusalCode) ? raw.refusalCode : optionalText(raw.refusal) ? 'OTHER' : null,
      windowLastDay: optionalText(raw.windowLastDay),
      lines: list(raw.lines).map((line) => {
        const item = record(line);
        return {
          ...orderLineOf(item),
          returnable: number(item.returnable),
          exchangeOptions: list(item.exchangeOptions).map((option) => {
            const choice = record(option);
            return { size: text(choice.size), colour: text(choice.colour), available: number(choice.available) };
          }),
        };
      }),
      returns: list(raw.returns).map(toReturn),
    };
  }

  /** The return's credit note as a PDF stream, for the session's customer (404 for anyone else's). */
  creditNotePdf(orderId: string, returnId: string, email: string) {
    const order = encodeURIComponent(orderId);
    const path = `returns/${order}/credit-notes/${encodeURIComponent(returnId)}.pdf?email=${encodeURIComponent(email)}`;
    return this.client.stream(path);
  }

  /** The return asked for, or the backend's reason for refusing it (a 4xx). */
  async request(
    orderId: string,
    email: string,
    body: ReturnRequestBody,
  ): Promise<{ ok: true; ret: OrderReturnModel } | { ok: false; refusal: ReturnRefusalModel }> {
    const response = await this.client.call(`returns/${encodeURIComponent(orderId)}`, {
      method: 'POST',
      body: { ...body, email },
    });
    if (response.status === 201) return { ok: true, ret: toReturn(response.body) };
    if (response.status >= 400 && response.status < 500) {
      return { ok: false, refusal: returnRefusal(response.body, 'This return cannot be asked for.') };
    }
    throw new UpstreamError('UPSTREAM_ERROR', this.client.name, `POST returns answered ${response.status}`);
  }
}
