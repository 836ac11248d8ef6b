import type { Kysely } from 'kysely';
import {
  evaluatePromotion,
  PROMOTION_MESSAGES,
  promotionCodeKey,
  type Promotion,
  type PromotionKind,
  type PromotionLine,
  type PromotionOutcome,
} from '@store/domain';
import { isUniqueViolation } from '../db/errors.ts';
import type { Database } from '../db/schema.ts';
import { LegacyFailure } from '../http/errors.ts';
import * as repository from './promotions.repository.ts';

export function toPromotion(row: repository.PromotionRow): Promotion {
  return {
    code: row.code,
    kind: row.kind as PromotionKind,
    value: row.value,
    minProductTotalFils: row.min_product_total_fils,
    firstOrderOnly: row.first_order_only === 1,
    oncePerCustomer: row.once_per_customer === 1,
    usageLimit: row.usage_limit,
    uses: row.uses,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    active: row.active === 1,
    productIds: JSON.parse(row.product_ids) as number[],
    collections: JSON.parse(row.collections) as string[],
    issuedTo: row.issued_to,
  };
}

export interface CodeCheck {
  row: repository.PromotionRow | undefined;
  outcome: PromotionOutcome;
}

/**
 * Judges a code for these lines and this shopper (null: not logged in, the customer's own rules wait for the
 * order). Run it in the order's transaction to judge what the order will be charged.
 */
export async function checkCode(
  db: Kysely<Database>,
  code: string,
  email: string | null,
  lines: readonly PromotionLine[],
  now: Date,
): Promise<CodeCheck> {
  const row = await repository.findPromotionByKey(db, promotionCodeKey(code));
  const [previousOrders, usesOfThisCode] =
    email && row
      ? await Promise.all([repository.countLiveOrders(db, email), repository.countUsesBy(db, row.id, email)])
      : [0, 0];
  const shopper = { email, previousOrders, usesOfThisCode };
  return { row, outcome: evaluatePromotion(row && toPromotion(row), lines, shopper, now) };
}

/**
 * Consumes one use of the code for this order, in the order's transaction: a refused or failed order rolls it
 * back with everything else. Throws the shopper's refusal when the last use went to a racing order.
 */
export async function redeemCode(
  db: Kysely<Database>,
  row: repository.PromotionRow,
  order: { id: string; email: string; created_at: string },
): Promise<void> {
  if (!(await repository.takeUse(db, row.id))) {
    throw new LegacyFailure(row.issued_to ? PROMOTION_MESSAGES.alreadyUsed : PROMOTION_MESSAGES.usedUp);
  }
  try {
    await repository.insertRedemption(db, {
      order_id: order.id,
      promotion_id: row.id,
      email: order.email,
      once_key: row.once_per_customer === 1 ? `${row.id}:${order.email}` : null,
      redeemed_at: order.created_at,
    });
  } catch (error) {
    // The same customer's other order took the once-per-customer use first.
    if (isUniqueViolation(error)) throw new LegacyFailure(PROMOTION_MESSAGES.alreadyUsed);
    throw error;
  }
}
