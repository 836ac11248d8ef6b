import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { promotionCodeKey } from '@store/domain';
import type { Database, PromotionTable } from '../db/schema.ts';

/** Adds a discount code straight to the database, as the back office would make it. */
export async function addPromotion(
  db: Kysely<Database>,
  code: string,
  overrides: Partial<Omit<PromotionTable, 'id' | 'code' | 'code_key'>> = {},
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('promotions')
    .values({
      id,
      code,
      code_key: promotionCodeKey(code),
      kind: 'PERCENT',
      value: 10,
      min_product_total_fils: 0,
      first_order_only: 0,
      once_per_customer: 0,
      usage_limit: null,
      uses: 0,
      starts_at: null,
      ends_at: null,
      active: 1,
      product_ids: '[]',
      collections: '[]',
      issued_to: null,
      source: 'OWNER',
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .execute();
  return id;
}

export async function usesOf(db: Kysely<Database>, id: string): Promise<number> {
  const row = await db.selectFrom('promotions').select('uses').where('id', '=', id).executeTakeFirstOrThrow();
  return row.uses;
}
