import { MAX_ORDER_LINES } from './constants.ts';
import type { ReturnRefusal, ReturnRefusalCode } from './return-refusals.ts';
import {
  RETURN_KINDS,
  RETURN_METHODS,
  RETURN_NOTE_MAX,
  RETURN_REASONS,
  type ReturnKind,
  type ReturnMethod,
  type ReturnReason,
} from './returns.ts';

/**
 * Return requests one order may take, refused ones included: a bound the order's page and the gateway's cost
 * limit count on, and a stop to a shopper asking again and again after each refusal.
 */
export const MAX_RETURNS_PER_ORDER = 20;
export const TOO_MANY_RETURNS_MESSAGE = `This order has had ${MAX_RETURNS_PER_ORDER} return requests: please contact us.`;

/** A line of the order as a return request is checked against it. */
export interface ReturnableLine {
  lineNo: number;
  /** Bought. */
  quantity: number;
  /** Already in other returns that were not refused. */
  returnedQuantity: number;
  size: string;
  colour: string;
}

export interface ReturnRequestLine {
  lineNo: number;
  quantity: number;
  /** EXCHANGE only: the size and colour wanted instead (one of them differs from the bought one). */
  exchangeSize: string | null;
  exchangeColour: string | null;
}

export interface ReturnRequest {
  kind: ReturnKind;
  method: ReturnMethod;
  reason: ReturnReason;
  /** Trimmed; '' when none. */
  note: string;
  lines: ReturnRequestLine[];
}

export type ReturnRequestCheck = { ok: true; request: ReturnRequest } | ({ ok: false } & ReturnRefusal);

/** A refusal of the request, naming the input field at fault and the values its words use. */
function refusal(
  code: ReturnRefusalCode,
  field: 'kind' | 'method' | 'reason' | 'note' | 'lines',
  message: string,
  values: Pick<ReturnRefusal, 'lineNo' | 'count'> = {},
): ReturnRefusal {
  return { code, field, message, ...values };
}

const refuse = (refused: ReturnRefusal): ReturnRequestCheck => ({ ok: false, ...refused });

/** Still returnable of a line: bought less what other returns (not refused) already hold. */
export function returnableQuantity(line: Pick<ReturnableLine, 'quantity' | 'returnedQuantity'>): number {
  return Math.max(0, line.quantity - line.returnedQuantity);
}

function optionalName(value: unknown): string | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 40) return undefined;
  return value.trim() || null;
}

function readLine(
  raw: unknown,
  kind: ReturnKind,
  lines: ReadonlyMap<number, ReturnableLine>,
): ReturnRequestLine | ReturnRefusal {
  if (typeof raw !== 'object' || raw === null) {
    return refusal('UNKNOWN_ITEM', 'lines', 'Each line names an item of the order and a quantity.');
  }
  const { lineNo, quantity, exchangeSize, exchangeColour } = raw as Record<string, unknown>;
  const line = typeof lineNo === 'number' ? lines.get(lineNo) : undefined;
  if (!line) return refusal('UNKNOWN_ITEM', 'lines', 'Choose items of this order.');
  const at = { lineNo: line.lineNo };
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
    return refusal('BAD_QUANTITY', 'lines', 'Each quantity is a whole number of at least 1.', at);
  }
  const left = returnableQuantity(line);
  if (quantity > left) {
    return left === 0
      ? refusal('ALREADY_RETURNED', 'lines', `Line ${line.lineNo} is already returned.`, at)
      : refusal('MORE_THAN_LEFT', 'lines', `Line ${line.lineNo}: at most ${left} can be returned.`, {
          ...at,
          count: left,
        });
  }
  if (kind === 'REFUND') return { lineNo: line.lineNo, quantity, exchangeSize: null, exchangeColour: null };
  const size = optionalName(exchangeSize);
  const colour = optionalName(exchangeColour);
  if (size === undefined || colour === undefined) {
    return refusal('EXCHANGE_CHOICE', 'lines', 'Choose a size and a colour from the list.', at);
  }
  const wantedSize = size ?? line.size;
  const wantedColour = colour ?? line.colour;
  if (wantedSize === line.size && wantedColour === line.colour) {
    return refusal('EXCHANGE_SAME', 'lines', `Line ${line.lineNo}: an exchange needs another size or colour.`, at);
  }
  return { lineNo: line.lineNo, quantity, exchangeSize: wantedSize, exchangeColour: wantedColour };
}

/**
 * A shopper's return request from an untrusted body, checked against the order's lines: known lines only, each
 * once, never more than bought less already returned, a reason from the list, a note of at most 500 characters.
 * Whether an exchange's size and colour exist and are in stock is the backend's to check (the catalogue).
 */
export function checkReturnRequest(
  input: Record<string, unknown>,
  orderLines: readonly ReturnableLine[],
): ReturnRequestCheck {
  const { kind, method, reason, note, lines } = input;
  if (!RETURN_KINDS.includes(kind as ReturnKind)) {
    return refuse(refusal('KIND_MISSING', 'kind', 'Choose a refund or an exchange.'));
  }
  if (!RETURN_METHODS.includes(method as ReturnMethod)) {
    return refuse(refusal('METHOD_MISSING', 'method', 'Choose pickup or drop-off at the shop.'));
  }
  if (!RETURN_REASONS.includes(reason as ReturnReason)) {
    return refuse(refusal('REASON_MISSING', 'reason', 'Choose a reason from the list.'));
  }
  if (note !== undefined && note !== null && typeof note !== 'string') {
    return refuse(refusal('NOTE_INVALID', 'note', 'The note must be text.', { count: RETURN_NOTE_MAX }));
  }
  const text = typeof note === 'string' ? note.trim() : '';
  if (text.length > RETURN_NOTE_MAX) {
    const message = `The note must be at most ${RETURN_NOTE_MAX} characters.`;
    return refuse(refusal('NOTE_INVALID', 'note', message, { count: RETURN_NOTE_MAX }));
  }
  if (!Array.isArray(lines) || lines.length === 0) {
    return refuse(refusal('NO_ITEMS', 'lines', 'Choose at least one item to return.'));
  }
  if (lines.length > MAX_ORDER_LINES) return refuse(refusal('UNKNOWN_ITEM', 'lines', 'Choose items of this order.'));
  const byNo = new Map(orderLines.map((line) => [line.lineNo, line]));
  const read: ReturnRequestLine[] = [];
  for (const raw of lines) {
    const line = readLine(raw, kind as ReturnKind, byNo);
    if ('code' in line) return refuse(line);
    if (read.some((other) => other.lineNo === line.lineNo)) {
      return refuse(refusal('DUPLICATE_ITEM', 'lines', 'Name each item once.', { lineNo: line.lineNo }));
    }
    read.push(line);
  }
  read.sort((a, b) => a.lineNo - b.lineNo);
  const request: ReturnRequest = {
    kind: kind as ReturnKind,
    method: method as ReturnMethod,
    reason: reason as ReturnReason,
    note: text,
    lines: read,
  };
  return { ok: true, request };
}
