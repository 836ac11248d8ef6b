/**
 * Why the store refuses a return request or a staff step on a return (issue 22): a closed set of codes that the
 * backend sends beside its own words, so that each client words a refusal itself, in its own language.
 */
export const RETURN_REFUSAL_CODES = [
  // The order: someone else's or unknown, not delivered, past its window, itself an exchange, asked too often.
  'ORDER_NOT_FOUND',
  'NOT_DELIVERED',
  'WINDOW_CLOSED',
  'EXCHANGE_ORDER',
  'REQUEST_LIMIT',
  // The request's own fields.
  'KIND_MISSING',
  'METHOD_MISSING',
  'REASON_MISSING',
  'NOTE_INVALID',
  'NO_ITEMS',
  'UNKNOWN_ITEM',
  'BAD_QUANTITY',
  'DUPLICATE_ITEM',
  'ALREADY_RETURNED',
  'MORE_THAN_LEFT',
  'EXCHANGE_CHOICE',
  'EXCHANGE_SAME',
  'EXCHANGE_OUT_OF_STOCK',
  // The back office's steps.
  'RETURN_NOT_FOUND',
  'STEP_NOT_READY',
  'EXCHANGE_NOT_RESERVED',
  'REFUND_ABOVE_DUE',
  'INPUT_INVALID',
  // Anything else: the words are the server's only.
  'OTHER',
] as const;
export type ReturnRefusalCode = (typeof RETURN_REFUSAL_CODES)[number];

export function isReturnRefusalCode(value: unknown): value is ReturnRefusalCode {
  return RETURN_REFUSAL_CODES.includes(value as ReturnRefusalCode);
}

/**
 * A refusal with what its words name: the input field at fault, the order line, a count (units left, in stock, or
 * a text's most characters), an amount in fils, a Dubai date. The message is the server's English.
 */
export interface ReturnRefusal {
  code: ReturnRefusalCode;
  message: string;
  field?: string;
  lineNo?: number;
  count?: number;
  amountFils?: number;
  date?: string;
}
