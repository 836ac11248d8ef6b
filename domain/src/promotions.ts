import { formatDubaiDate } from './date-format.ts';
import { formatAed, type Fils } from './pricing.ts';

/** What a code takes off: a percentage of the eligible product total, or a fixed amount of AED. */
export const PROMOTION_KINDS = ['PERCENT', 'FIXED'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export function isPromotionKind(value: unknown): value is PromotionKind {
  return PROMOTION_KINDS.includes(value as PromotionKind);
}

/** Longer input is refused before any look-up: no code the owner can make is longer. */
export const PROMOTION_CODE_MAX_LENGTH = 32;
export const PROMOTION_CODE_MIN_LENGTH = 3;
const CODE_CHARACTERS = /^[A-Za-z0-9_-]+$/;

/** A discount code as the rules read it (a row of the backend's promotions, without its bookkeeping). */
export interface Promotion {
  /** As the owner entered it (trimmed); shoppers may type it in any case. */
  code: string;
  kind: PromotionKind;
  /** PERCENT: whole percent 1–100; FIXED: fils. */
  value: number;
  /** The product total (sum of the lines, before any discount) the cart must reach; 0: no minimum. */
  minProductTotalFils: Fils;
  firstOrderOnly: boolean;
  oncePerCustomer: boolean;
  /** Orders that may use it in all; null: no limit. */
  usageLimit: number | null;
  /** Orders (not cancelled) that used it. */
  uses: number;
  /** ISO instants; null: open-ended. Dates the owner picks are Dubai days (dubaiDayStart / dubaiDayEnd). */
  startsAt: string | null;
  endsAt: string | null;
  /** False: paused by the owner. */
  active: boolean;
  /** Limits the code to these products and/or collections; both empty: every product. */
  productIds: readonly number[];
  collections: readonly string[];
  /** A code issued to one address (the newsletter's welcome code); null: anyone's. */
  issuedTo: string | null;
}

/** A cart line as the rules need it. */
export interface PromotionLine {
  productId: number;
  collection: string;
  unitPriceFils: Fils;
  quantity: number;
}

/** Who is using the code. Without an e-mail (not logged in) the customer's rules wait for checkout. */
export interface PromotionShopper {
  email: string | null;
  /** Orders placed before, not counting cancelled ones. */
  previousOrders: number;
  /** Of those, orders that used this code. */
  usesOfThisCode: number;
}

export type PromotionRefusalReason =
  | 'UNKNOWN'
  | 'PAUSED'
  | 'NOT_STARTED'
  | 'EXPIRED'
  | 'USED_UP'
  | 'ALREADY_USED'
  | 'FIRST_ORDER_ONLY'
  | 'BELOW_MINIMUM'
  | 'NOT_FOR_THESE_ITEMS';

export type PromotionOutcome =
  | { ok: true; discountFils: Fils; eligibleLineTotalsFils: Fils[] }
  | { ok: false; reason: PromotionRefusalReason; message: string };

/** The form codes are compared in: trimmed, upper case. */
export function promotionCodeKey(code: string): string {
  return code.trim().toUpperCase();
}

/** Why a code a shopper typed cannot be a code at all (checked before any look-up); undefined when it can. */
export function promotionCodeProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return PROMOTION_CODE_MESSAGES.empty;
  const code = value.trim();
  if (code.length > PROMOTION_CODE_MAX_LENGTH) return PROMOTION_CODE_MESSAGES.tooLong(PROMOTION_CODE_MAX_LENGTH);
  if (!CODE_CHARACTERS.test(code)) return PROMOTION_CODE_MESSAGES.characters;
  return undefined;
}

/** What promotionCodeProblem says of a typed code. */
export const PROMOTION_CODE_MESSAGES = {
  empty: 'Enter a discount code.',
  tooLong: (max: number) => `A discount code has at most ${max} characters.`,
  characters: 'A discount code has only letters, digits, - and _.',
} as const;

export const PROMOTION_MESSAGES = {
  // One answer for a code that does not exist and one issued to someone else: a guess learns nothing.
  unknown: 'This discount code is not valid. Check how it is spelt.',
  paused: 'This discount code is not active at the moment.',
  usedUp: 'This discount code has been used as many times as it may be.',
  alreadyUsed: 'You have already used this discount code.',
  firstOrderOnly: 'This discount code is for a first order only.',
  notForTheseItems: 'This discount code does not apply to the items in your cart.',
  tooManyGuesses: 'Too many discount codes were tried. Please wait 15 minutes and try again.',
} as const;

export function notStartedMessage(startsAt: string): string {
  return `This discount code can be used from ${formatDubaiDate(startsAt)}.`;
}

export function expiredMessage(endsAt: string): string {
  return `This discount code expired on ${formatDubaiDate(endsAt)}.`;
}

/** 'This discount code needs a product total of 500.00 AED: add 120.01 AED more.' */
export function belowMinimumMessage(minimumFils: Fils, productTotalFils: Fils): string {
  return PROMOTION_TEXTS.belowMinimum(formatAed(minimumFils), formatAed(minimumFils - productTotalFils));
}

/** The promotion texts written from amounts already formatted ('500.00'), so the web can find them again. */
export const PROMOTION_TEXTS = {
  belowMinimum: (minimum: string, more: string) =>
    `This discount code needs a product total of ${minimum} AED: add ${more} AED more.`,
  percentOff: (percent: string) => `${percent}% off`,
  amountOff: (amount: string) => `${amount} AED off`,
} as const;

function lineTotal(line: PromotionLine): Fils {
  return line.unitPriceFils * line.quantity;
}

function isEligible(promotion: Promotion, line: PromotionLine): boolean {
  if (promotion.productIds.length === 0 && promotion.collections.length === 0) return true;
  const collection = line.collection.toLowerCase();
  return (
    promotion.productIds.includes(line.productId) ||
    promotion.collections.some((name) => name.toLowerCase() === collection)
  );
}

/** Percent of an amount in whole fils, half up: 10% of 249.97 AED is 25.00 AED. */
export function percentOfFils(amountFils: Fils, percent: number): Fils {
  return Math.floor((2 * amountFils * percent + 100) / 200);
}

function refuse(reason: PromotionRefusalReason, message: string): PromotionOutcome {
  return { ok: false, reason, message };
}

/** The first rule the code breaks for this cart, shopper and moment, in the order a shopper would fix them. */
function refusal(
  promotion: Promotion | undefined,
  lines: readonly PromotionLine[],
  shopper: PromotionShopper,
  now: Date,
): PromotionOutcome | undefined {
  if (!promotion) return refuse('UNKNOWN', PROMOTION_MESSAGES.unknown);
  if (promotion.issuedTo !== null && shopper.email !== null && promotion.issuedTo !== shopper.email) {
    return refuse('UNKNOWN', PROMOTION_MESSAGES.unknown);
  }
  if (!promotion.active) return refuse('PAUSED', PROMOTION_MESSAGES.paused);
  if (promotion.startsAt && now < new Date(promotion.startsAt)) {
    return refuse('NOT_STARTED', notStartedMessage(promotion.startsAt));
  }
  if (promotion.endsAt && now > new Date(promotion.endsAt)) return refuse('EXPIRED', expiredMessage(promotion.endsAt));
  if (promotion.usageLimit !== null && promotion.uses >= promotion.usageLimit) {
    // A code issued to one address is used up by its owner's one order: to them, they used it.
    if (promotion.issuedTo !== null) return refuse('ALREADY_USED', PROMOTION_MESSAGES.alreadyUsed);
    return refuse('USED_UP', PROMOTION_MESSAGES.usedUp);
  }
  if (shopper.email !== null) {
    if (promotion.oncePerCustomer && shopper.usesOfThisCode > 0) {
      return refuse('ALREADY_USED', PROMOTION_MESSAGES.alreadyUsed);
    }
    if (promotion.firstOrderOnly && shopper.previousOrders > 0) {
      return refuse('FIRST_ORDER_ONLY', PROMOTION_MESSAGES.firstOrderOnly);
    }
  }
  const productTotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  if (productTotal < promotion.minProductTotalFils) {
    return refuse('BELOW_MINIMUM', belowMinimumMessage(promotion.minProductTotalFils, productTotal));
  }
  if (!lines.some((line) => isEligible(promotion, line))) {
    return refuse('NOT_FOR_THESE_ITEMS', PROMOTION_MESSAGES.notForTheseItems);
  }
  return undefined;
}

/**
 * Whether a code applies and how much it takes off, before the bulk discount is weighed against it (see
 * `priceWithCode` in pricing.ts for how the two combine). The amount is worked out on the eligible lines'
 * product total: a percentage rounded half up to the fils, a fixed amount at most that total.
 */
export function evaluatePromotion(
  promotion: Promotion | undefined,
  lines: readonly PromotionLine[],
  shopper: PromotionShopper,
  now: Date,
): PromotionOutcome {
  const refused = refusal(promotion, lines, shopper, now);
  if (refused || !promotion) return refused ?? refuse('UNKNOWN', PROMOTION_MESSAGES.unknown);
  const eligibleTotals = lines.map((line) => (isEligible(promotion, line) ? lineTotal(line) : 0));
  const eligibleFils = eligibleTotals.reduce((a, b) => a + b, 0);
  const discountFils =
    promotion.kind === 'PERCENT'
      ? percentOfFils(eligibleFils, promotion.value)
      : Math.min(promotion.value, eligibleFils);
  return { ok: true, discountFils, eligibleLineTotalsFils: eligibleTotals };
}

/** '10% off' or '50.00 AED off': how the shop names a code's offer. */
export function describeOffer(kind: PromotionKind, value: number): string {
  return kind === 'PERCENT' ? PROMOTION_TEXTS.percentOff(String(value)) : PROMOTION_TEXTS.amountOff(formatAed(value));
}
