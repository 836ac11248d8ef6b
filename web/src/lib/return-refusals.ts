import {
  formatLocalDate,
  MAX_RETURNS_PER_ORDER,
  RETURN_NOTE_MAX,
  RETURN_STATUS_LABELS,
  type ReturnRefusalCode,
  type ReturnStatus,
} from '@store/domain';

/**
 * The web's own words for the store's refusals of returns (the shop's request form and order page, the back
 * office's steps), chosen by the refusal's code, never taken from the server's English: one table, so that it
 * can move into a message catalogue per language as it is.
 */

/** What the shop's return form says beside a field it checks itself; the store's refusals say the same. */
export const RETURN_FORM_MESSAGES = {
  noItems: 'Choose at least one item to return.',
  kind: 'Choose a refund or an exchange.',
  method: 'Choose pickup or drop-off at the shop.',
  reason: 'Choose a reason from the list.',
  note: `The note must be at most ${RETURN_NOTE_MAX} characters.`,
  exchange: 'Choose the size and colour you want instead.',
  noExchange: 'No other size or colour of this tee is in stock: ask for a refund instead.',
} as const;

/** What the shop says when the store refuses a return for a reason the web has no words of its own for. */
export const RETURN_REQUEST_FALLBACK = 'This return cannot be asked for now. Please contact us.';

/** What the order's page says when no return may be asked for, for a reason the web has no words for. */
export const RETURN_CLOSED_FALLBACK = 'No return can be asked for on this order now.';

/** A refusal as the web's operations read it. The code is a string: one newer than this build still reads. */
export interface RefusalLike {
  code: string;
  field?: string | null;
  lineNo?: number | null;
  count?: number | null;
  amount?: number | null;
  date?: string | null;
}

/** A line the page shows, so that a refusal names an item by its title rather than its number. */
export interface RefusalLine {
  lineNo: number;
  title: string;
  size: string;
  colour: string;
  exchangeSize?: string | null;
  exchangeColour?: string | null;
}

/** A staff step on a return, as its refusal names it. */
export type ReturnStep = 'approve' | 'refuse' | 'pickup' | 'receive' | 'refund' | 'exchange';

/** What the words of a refusal may use, read from the refusal and the page. */
export interface RefusalValues {
  /** The item the refusal is about: "Racing Tee (M / Black)". */
  item: string;
  /** The size and colour an exchange asked for: "Racing Tee in L / Black". */
  wanted: string;
  count: number | null;
  amount: number | null;
  date: string | null;
  field: string | null;
  step: ReturnStep | null;
  status: ReturnStatus | null;
}

const STEP_DONE: Record<ReturnStep, string> = {
  approve: 'approved',
  refuse: 'refused',
  pickup: 'picked up',
  receive: 'marked received',
  refund: 'refunded',
  exchange: 'sent as an exchange',
};

/** The back office's fields a refusal of a text may name. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  reason: 'Reason',
  courier: 'Courier',
  trackingNumber: 'Tracking number',
  reference: 'Reference',
};

function stepNotReady({ step, status }: RefusalValues): string {
  if (!step) return 'This return is not ready for that step.';
  const now = status ? `This return is ${RETURN_STATUS_LABELS[status].toLowerCase()}: it` : 'This return';
  return `${now} cannot be ${STEP_DONE[step]} now.`;
}

/** A table of words by code; null when the values they need are missing (the surface's fallback is shown instead). */
export type RefusalWords = Readonly<
  Partial<Record<Exclude<ReturnRefusalCode, 'OTHER'>, (values: RefusalValues) => string | null>>
>;

/** Each code's words in English (the back office's, and the shop's English pages'). */
export const RETURN_REFUSAL_WORDS: Readonly<
  Record<Exclude<ReturnRefusalCode, 'OTHER'>, (values: RefusalValues) => string | null>
> = {
  ORDER_NOT_FOUND: () => 'Order not found.',
  NOT_DELIVERED: () => 'Only a delivered order can be returned.',
  WINDOW_CLOSED: ({ date }) =>
    date
      ? `The return window for this order ended on ${formatLocalDate(date)}.`
      : 'The return window for this order has ended.',
  EXCHANGE_ORDER: () => 'An exchange is returned through its first order.',
  REQUEST_LIMIT: ({ count }) =>
    `This order has had ${count ?? MAX_RETURNS_PER_ORDER} return requests: please contact us.`,
  KIND_MISSING: () => RETURN_FORM_MESSAGES.kind,
  METHOD_MISSING: () => RETURN_FORM_MESSAGES.method,
  REASON_MISSING: () => RETURN_FORM_MESSAGES.reason,
  NOTE_INVALID: ({ count }) =>
    count === null ? RETURN_FORM_MESSAGES.note : `The note must be at most ${count} characters.`,
  NO_ITEMS: () => RETURN_FORM_MESSAGES.noItems,
  UNKNOWN_ITEM: () => 'Choose items of this order.',
  BAD_QUANTITY: () => 'Each quantity is a whole number of at least 1.',
  DUPLICATE_ITEM: () => 'Name each item once.',
  ALREADY_RETURNED: ({ item }) => `${item} is already returned.`,
  MORE_THAN_LEFT: ({ item, count }) =>
    count === null ? `${item}: fewer are left to return.` : `${item}: at most ${count} can be returned.`,
  EXCHANGE_CHOICE: () => RETURN_FORM_MESSAGES.exchange,
  EXCHANGE_SAME: () => 'An exchange needs another size or colour.',
  EXCHANGE_OUT_OF_STOCK: () => 'This size and colour is no longer in stock: choose another.',
  RETURN_NOT_FOUND: () => 'There is no such return.',
  STEP_NOT_READY: stepNotReady,
  EXCHANGE_NOT_RESERVED: ({ wanted, count }) =>
    `${wanted} has ${count ?? 0} in stock: the exchange cannot be reserved.`,
  REFUND_ABOVE_DUE: ({ amount }) =>
    amount === null
      ? 'That is more than can be refunded for these items.'
      : `At most AED ${amount.toFixed(2)} can be refunded for these items.`,
  INPUT_INVALID: ({ field, count }) => {
    const label = field ? FIELD_LABELS[field] : undefined;
    if (!label) return null;
    return count === null ? `${label} is not valid.` : `${label} must be one line of 1 to ${count} characters.`;
  },
};

/** Where a refusal is shown and what the page knows that its words may use. */
export interface RefusalContext {
  /** Said for a code without words of the web's own (OTHER, a newer code, missing values). */
  fallback: string;
  lines?: readonly RefusalLine[];
  step?: ReturnStep;
  /** The return's status after the refused step. */
  status?: ReturnStatus | null;
}

function valuesOf(refusal: RefusalLike, context: RefusalContext): RefusalValues {
  const line = context.lines?.find((candidate) => candidate.lineNo === refusal.lineNo);
  const lineNo = refusal.lineNo ?? null;
  const item = line ? `${line.title} (${line.size} / ${line.colour})` : lineNo ? `Line ${lineNo}` : 'An item';
  const wanted = line
    ? `${line.title} in ${line.exchangeSize ?? line.size} / ${line.exchangeColour ?? line.colour}`
    : 'The size and colour wanted';
  return {
    item,
    wanted,
    count: refusal.count ?? null,
    amount: refusal.amount ?? null,
    date: refusal.date ?? null,
    field: refusal.field ?? null,
    step: context.step ?? null,
    status: context.status ?? null,
  };
}

/**
 * The web's words for a refusal: by its code, with the page's context; the fallback for any other. `table` is the
 * English one unless a page gives its own (the shop's pages in their language).
 */
export function returnRefusalText(
  refusal: RefusalLike,
  context: RefusalContext,
  table: RefusalWords = RETURN_REFUSAL_WORDS,
): string {
  const words = Object.hasOwn(table, refusal.code) ? table[refusal.code as keyof RefusalWords] : undefined;
  return words?.(valuesOf(refusal, context)) ?? context.fallback;
}
