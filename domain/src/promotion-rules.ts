import { dubaiDate, dubaiDayEnd, dubaiDayStart, isCalendarDate } from './delivery.ts';
import type { Checked, Problems } from './product-rules.ts';
import {
  isPromotionKind,
  PROMOTION_CODE_MAX_LENGTH,
  PROMOTION_CODE_MIN_LENGTH,
  type Promotion,
  type PromotionKind,
} from './promotions.ts';

/** A fixed code takes at most this off (fils). */
export const PROMOTION_FIXED_MAX_FILS = 1_000_000;
export const PROMOTION_MIN_TOTAL_MAX_FILS = 10_000_000;
export const PROMOTION_USAGE_LIMIT_MAX = 1_000_000;
export const PROMOTION_PRODUCTS_MAX = 100;
export const PROMOTION_COLLECTIONS_MAX = 20;
const COLLECTION_NAME_MAX = 60;
const CODE = /^[A-Za-z0-9_-]+$/;

/** A code as the owner makes or edits it; dates are Dubai calendar days, from the start of one to the end of the other. */
export interface PromotionInput {
  code: string;
  kind: PromotionKind;
  /** PERCENT: whole percent; FIXED: fils. */
  value: number;
  minProductTotalFils: number;
  firstOrderOnly: boolean;
  oncePerCustomer: boolean;
  usageLimit: number | null;
  startsOn: string | null;
  endsOn: string | null;
  active: boolean;
  productIds: number[];
  collections: string[];
}

export type PromotionField = keyof PromotionInput;

/** The rule part of a checked input, as stored: the dates as instants. */
export function promotionRuleOf(input: PromotionInput) {
  return {
    startsAt: input.startsOn ? dubaiDayStart(input.startsOn).toISOString() : null,
    // The last millisecond of the Dubai day: the code works all that day, and the day shown is that day.
    endsAt: input.endsOn ? new Date(dubaiDayEnd(input.endsOn).getTime() - 1).toISOString() : null,
  };
}

/** The Dubai day an instant falls on, for the form (null stays null). */
export function dubaiDayOf(instant: string | null): string | null {
  return instant ? dubaiDate(new Date(instant)) : null;
}

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

function checkValue(kind: unknown, value: unknown): string | undefined {
  if (kind === 'PERCENT' && !isWhole(value, 1, 100)) return 'A percentage must be a whole number from 1 to 100.';
  if (kind === 'FIXED' && !isWhole(value, 1, PROMOTION_FIXED_MAX_FILS)) {
    return `An amount must be from 0.01 to ${PROMOTION_FIXED_MAX_FILS / 100} AED.`;
  }
  return undefined;
}

function checkDay(value: unknown, label: string): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return isCalendarDate(value) ? undefined : `${label} must be a date (YYYY-MM-DD).`;
}

/** The owner's new or edited code, every field checked; the code trimmed and kept as written. */
export function validatePromotionInput(
  input: Readonly<Record<string, unknown>>,
): Checked<PromotionInput, PromotionField> {
  const problems: Problems<PromotionField> = {};
  const code = typeof input.code === 'string' ? input.code.trim() : '';
  if (code.length < PROMOTION_CODE_MIN_LENGTH || code.length > PROMOTION_CODE_MAX_LENGTH) {
    problems.code = `A code has ${PROMOTION_CODE_MIN_LENGTH} to ${PROMOTION_CODE_MAX_LENGTH} characters.`;
  } else if (!CODE.test(code)) problems.code = 'A code has only letters, digits, - and _.';
  if (!isPromotionKind(input.kind)) problems.kind = 'Choose a percentage or an amount off.';
  else {
    const problem = checkValue(input.kind, input.value);
    if (problem) problems.value = problem;
  }
  if (!isWhole(input.minProductTotalFils, 0, PROMOTION_MIN_TOTAL_MAX_FILS)) {
    problems.minProductTotalFils = `The minimum must be from 0 to ${PROMOTION_MIN_TOTAL_MAX_FILS / 100} AED.`;
  }
  for (const flag of ['firstOrderOnly', 'oncePerCustomer', 'active'] as const) {
    if (typeof input[flag] !== 'boolean') problems[flag] = 'Must be on or off.';
  }
  if (input.usageLimit !== null && !isWhole(input.usageLimit, 1, PROMOTION_USAGE_LIMIT_MAX)) {
    problems.usageLimit = `The number of uses must be from 1 to ${PROMOTION_USAGE_LIMIT_MAX}, or none for no limit.`;
  }
  const startProblem = checkDay(input.startsOn, 'The start');
  const endProblem = checkDay(input.endsOn, 'The end');
  if (startProblem) problems.startsOn = startProblem;
  if (endProblem) problems.endsOn = endProblem;
  if (!startProblem && !endProblem && input.startsOn && input.endsOn && String(input.endsOn) < String(input.startsOn)) {
    problems.endsOn = 'The end cannot be before the start.';
  }
  const ids = input.productIds;
  if (!Array.isArray(ids) || ids.length > PROMOTION_PRODUCTS_MAX || !ids.every((id) => isWhole(id, 1, 2_147_483_647))) {
    problems.productIds = `Products are a list of at most ${PROMOTION_PRODUCTS_MAX} product ids.`;
  }
  const names = input.collections;
  if (
    !Array.isArray(names) ||
    names.length > PROMOTION_COLLECTIONS_MAX ||
    !names.every((name) => typeof name === 'string' && name.trim() !== '' && name.length <= COLLECTION_NAME_MAX)
  ) {
    problems.collections = `Collections are a list of at most ${PROMOTION_COLLECTIONS_MAX} collection names.`;
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const empty = (value: unknown) => (value === '' || value === undefined ? null : (value as string | null));
  return {
    ok: true,
    value: {
      code,
      kind: input.kind as PromotionKind,
      value: input.value as number,
      minProductTotalFils: input.minProductTotalFils as number,
      firstOrderOnly: input.firstOrderOnly as boolean,
      oncePerCustomer: input.oncePerCustomer as boolean,
      usageLimit: input.usageLimit as number | null,
      startsOn: empty(input.startsOn),
      endsOn: empty(input.endsOn),
      active: input.active as boolean,
      productIds: [...new Set(ids as number[])],
      collections: [...new Set((names as string[]).map((name) => name.trim()))],
    },
  };
}

export const PROMOTION_STATUSES = ['ACTIVE', 'PAUSED', 'SCHEDULED', 'EXPIRED', 'USED_UP'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** Where a code stands for the back office's list: paused first, then its dates, then its uses. */
export function promotionStatus(
  promotion: Pick<Promotion, 'active' | 'startsAt' | 'endsAt' | 'usageLimit' | 'uses'>,
  now: Date,
): PromotionStatus {
  if (!promotion.active) return 'PAUSED';
  if (promotion.startsAt && now < new Date(promotion.startsAt)) return 'SCHEDULED';
  if (promotion.endsAt && now > new Date(promotion.endsAt)) return 'EXPIRED';
  if (promotion.usageLimit !== null && promotion.uses >= promotion.usageLimit) return 'USED_UP';
  return 'ACTIVE';
}
