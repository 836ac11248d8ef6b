import { RETURN_NOTE_MAX, RETURN_REASONS } from '@store/domain';
import {
  RETURN_FORM_MESSAGES,
  RETURN_REQUEST_FALLBACK,
  returnRefusalText,
  type RefusalContext,
  type RefusalLike,
} from '@/lib/return-refusals.ts';
import type {
  RequestReturnInput,
  ReturnKind,
  ReturnMethod,
  OrderReturns_OrderFragment,
  ReturnReason,
} from '@/__generated__/graphql.ts';

/** A line of the order as the form offers it: what is left to return and what it may be exchanged for. */
export type ReturnableLine = OrderReturns_OrderFragment['returns']['lines'][number];

/** The schema's reasons in the domain's order, each with the label the shop shows (one list: RETURN_REASONS). */
const REASON_VALUES = [
  'WRONG_SIZE',
  'DEFECTIVE',
  'WRONG_ITEM',
  'NOT_AS_PICTURED',
  'CHANGED_MIND',
  'OTHER',
] as const satisfies readonly ReturnReason[];

export const RETURN_REASON_OPTIONS = REASON_VALUES.map((value, index) => ({ value, label: RETURN_REASONS[index]! }));

/** What the shopper has chosen so far. */
export interface ReturnFormState {
  /** Units to return per order line; 0 (or absent) keeps the line. */
  quantities: Record<number, number>;
  /** An exchange's wanted variant per line, as `exchangeKey`; '' until chosen. */
  exchange: Record<number, string>;
  kind: ReturnKind | '';
  method: ReturnMethod | '';
  reason: ReturnReason | '';
  note: string;
}

export const EMPTY_RETURN_FORM: ReturnFormState = {
  quantities: {},
  exchange: {},
  kind: '',
  method: '',
  reason: '',
  note: '',
};

/** The fields a message can stand beside: the whole item list, one line's exchange choice, or a choice. */
export type ReturnFormField = 'lines' | 'kind' | 'method' | 'reason' | 'note' | `exchange-${number}`;
export type ReturnFormErrors = Partial<Record<ReturnFormField, string>>;

export const exchangeKey = (option: { size: string; colour: string }) => `${option.size}|${option.colour}`;

/**
 * The form's state checked against the order's lines (the same rules the backend applies again): the request to
 * send, or a message beside each field at fault. Quantities never pass what is left to return.
 */
export function checkReturnForm(
  state: ReturnFormState,
  lines: readonly ReturnableLine[],
): { input: Omit<RequestReturnInput, 'orderId'> | null; errors: ReturnFormErrors } {
  const errors: ReturnFormErrors = {};
  const chosen = lines
    .map((line) => ({ line, quantity: Math.min(state.quantities[line.lineNo] ?? 0, line.returnable) }))
    .filter(({ quantity }) => quantity > 0);
  if (chosen.length === 0) errors.lines = RETURN_FORM_MESSAGES.noItems;
  if (!state.kind) errors.kind = RETURN_FORM_MESSAGES.kind;
  if (!state.method) errors.method = RETURN_FORM_MESSAGES.method;
  if (!state.reason) errors.reason = RETURN_FORM_MESSAGES.reason;
  if (state.note.trim().length > RETURN_NOTE_MAX) errors.note = RETURN_FORM_MESSAGES.note;
  const inputLines = chosen.map(({ line, quantity }) => {
    if (state.kind !== 'EXCHANGE') return { lineNo: line.lineNo, quantity };
    const option = line.exchangeOptions.find((candidate) => exchangeKey(candidate) === state.exchange[line.lineNo]);
    if (!option) {
      errors[`exchange-${line.lineNo}`] =
        line.exchangeOptions.length === 0 ? RETURN_FORM_MESSAGES.noExchange : RETURN_FORM_MESSAGES.exchange;
      return { lineNo: line.lineNo, quantity };
    }
    return { lineNo: line.lineNo, quantity, exchangeSize: option.size, exchangeColour: option.colour };
  });
  if (Object.keys(errors).length > 0 || !state.kind || !state.method || !state.reason) return { input: null, errors };
  const note = state.note.trim();
  return {
    input: { kind: state.kind, method: state.method, reason: state.reason, note: note || null, lines: inputLines },
    errors,
  };
}

/** Refusals about one item's exchange: shown beside that item's choice of size and colour. */
const EXCHANGE_CODES: readonly string[] = ['EXCHANGE_CHOICE', 'EXCHANGE_SAME', 'EXCHANGE_OUT_OF_STOCK'];
const FIELDS: readonly string[] = ['lines', 'kind', 'method', 'reason', 'note'];

/**
 * A refusal from the store in the web's words (by its code), beside the field it names: an item's exchange beside
 * that item's choice; one that names no field of the form stands above the Submit button. `words` says it (in
 * English unless the page gives its language's).
 */
export function placeRefusal(
  refusal: RefusalLike,
  lines: readonly ReturnableLine[],
  words: (refusal: RefusalLike, context: RefusalContext) => string = returnRefusalText,
): ReturnFormErrors & { form?: string } {
  const message = words(refusal, { lines, fallback: RETURN_REQUEST_FALLBACK });
  if (EXCHANGE_CODES.includes(refusal.code) && refusal.lineNo) return { [`exchange-${refusal.lineNo}`]: message };
  const field = refusal.field;
  if (field && FIELDS.includes(field)) return { [field as ReturnFormField]: message };
  return { form: message };
}
