import type { Kysely } from 'kysely';
import type { Database, PromotionRedemptionTable, PromotionTable } from '../db/schema.ts';

export type PromotionRow = PromotionTable;

export function findPromotionByKey(db: Kysely<Database>, codeKey: string): Promise<PromotionRow | undefined> {
  return db.selectFrom('promotions').selectAll().where('code_key', '=', codeKey).executeTakeFirst();
}

export function findPromotion(db: Kysely<Database>, id: string): Promise<PromotionRow | undefined> {
  return db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPromotion(db: Kysely<Database>, row: PromotionRow): Promise<void> {
  await db.insertInto('promotions').values(row).execute();
}

/** Orders of this address that were not cancelled. */
export async function countLiveOrders(db: Kysely<Database>, email: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('email', '=', email)
    .where('status', '!=', 'CANCELLED')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Uses of a code by one address (a cancelled order's use was deleted with its cancel). */
export async function countUsesBy(db: Kysely<Database>, promotionId: string, email: string): Promise<number> {
  const row = await db
    .selectFrom('promotion_redemptions')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('promotion_id', '=', promotionId)
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Takes one use of a code if it has one left, in one statement: of racing orders exactly as many win as there
 * are uses (PostgreSQL re-checks the condition on the locked row; SQLite writes one transaction at a time).
 */
export async function takeUse(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('promotions')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', id)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('uses', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function insertRedemption(db: Kysely<Database>, row: PromotionRedemptionTable): Promise<void> {
  await db.insertInto('promotion_redemptions').values(row).execute();
}

/** Gives a cancelled order's use back; returns whether the order had used a code. */
export async function releaseUse(db: Kysely<Database>, orderId: string): Promise<boolean> {
  const redemption = await db
    .selectFrom('promotion_redemptions')
    .select('promotion_id')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!redemption) return false;
  await db.deleteFrom('promotion_redemptions').where('order_id', '=', orderId).execute();
  await db
    .updateTable('promotions')
    .set((eb) => ({ uses: eb('uses', '-', 1) }))
    .where('id', '=', redemption.promotion_id)
    .where('uses', '>', 0)
    .execute();
  return true;
}
