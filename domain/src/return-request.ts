import { MAX_ORDER_LINES } from './constants.ts';
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

export type ReturnRequestCheck = { ok: true; request: ReturnRequest } | { ok: false; message: string };

const refuse = (message: string): ReturnRequestCheck => ({ ok: false, message });

/** Still returnable of a line: bought less what other returns (not refused) already hold. */
export function returnableQuantity(line: Pick<ReturnableLine, 'quantity' | 'returnedQuantity'>): number {
  return Math.max(0, line.quantity - line.returnedQuantity);
}

function optionalName(value: unknown): string | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 40) return undefined;
  return value.trim() || null;
}

function readLine(raw: unknown, kind: ReturnKind, lines: ReadonlyMap<number, ReturnableLine>) {
  if (typeof raw !== 'object' || raw === null) return 'Each line names an item of the order and a quantity.';
  const { lineNo, quantity, exchangeSize, exchangeColour } = raw as Record<string, unknown>;
  const line = typeof lineNo === 'number' ? lines.get(lineNo) : undefined;
  if (!line) return 'Choose items of this order.';
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
    return 'Each quantity is a whole number of at least 1.';
  }
  const left = returnableQuantity(line);
  if (quantity > left) {
    return left === 0
      ? `Line ${line.lineNo} is already returned.`
      : `Line ${line.lineNo}: at most ${left} can be returned.`;
  }
  if (kind === 'REFUND') return { lineNo: line.lineNo, quantity, exchangeSize: null, exchangeColour: null };
  const size = optionalName(exchangeSize);
  const colour = optionalName(exchangeColour);
  if (size === undefined || colour === undefined) return 'Choose a size and a colour from the list.';
  const wantedSize = size ?? line.size;
  const wantedColour = colour ?? line.colour;
  if (wantedSize === line.size && wantedColour === line.colour) {
    return `Line ${line.lineNo}: an exchange needs another size or colour.`;
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
  if (!RETURN_KINDS.includes(kind as ReturnKind)) return refuse('Choose a refund or an exchange.');
  if (!RETURN_METHODS.includes(method as ReturnMethod)) return refuse('Choose pickup or drop-off at the shop.');
  if (!RETURN_REASONS.includes(reason as ReturnReason)) return refuse('Choose a reason from the list.');
  if (note !== undefined && note !== null && typeof note !== 'string') return refuse('The note must be text.');
  const text = typeof note === 'string' ? note.trim() : '';
  if (text.length > RETURN_NOTE_MAX) return refuse(`The note must be at most ${RETURN_NOTE_MAX} characters.`);
  if (!Array.isArray(lines) || lines.length === 0) return refuse('Choose at least one item to return.');
  if (lines.length > MAX_ORDER_LINES) return refuse('Choose items of this order.');
  const byNo = new Map(orderLines.map((line) => [line.lineNo, line]));
  const read: ReturnRequestLine[] = [];
  for (const raw of lines) {
    const line = readLine(raw, kind as ReturnKind, byNo);
    if (typeof line === 'string') return refuse(line);
    if (read.some((other) => other.lineNo === line.lineNo)) return refuse('Name each item once.');
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
