import type { Kysely } from 'kysely';
import type { Database, PromotionTable } from '../../db/schema.ts';
import type { Paging } from '../lists.ts';

/** Orders that will not be paid for count neither as uses' revenue nor as discount given. */
const UNPAID = ['CANCELLED', 'RETURNED'];

export interface PromotionStats {
  orders: number;
  customers: number;
  revenueFils: number;
  discountGivenFils: number;
}

function statsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('orders')
    .select((eb) => [
      'promotion_id',
      eb.fn.countAll<string | number>().as('orders'),
      eb.fn.count<string | number>('email').distinct().as('customers'),
      eb.fn.sum<string | number>('total_fils').as('revenue'),
      eb.fn.sum<string | number>('code_discount_fils').as('given'),
    ])
    .where('promotion_id', 'is not', null)
    .where('status', 'not in', UNPAID)
    .groupBy('promotion_id');
}

type StatsRow = { orders: unknown; customers: unknown; revenue: unknown; given: unknown };

export function statsOf(row: StatsRow): PromotionStats {
  return {
    orders: Number(row.orders ?? 0),
    customers: Number(row.customers ?? 0),
    revenueFils: Number(row.revenue ?? 0),
    discountGivenFils: Number(row.given ?? 0),
  };
}

/** One page of codes of one source, newest first, each with what its orders came to. */
export async function listPromotions(db: Kysely<Database>, source: string, paging: Paging) {
  const rows = await db
    .selectFrom('promotions as p')
    .leftJoin(statsQuery(db).as('s'), 's.promotion_id', 'p.id')
    .selectAll('p')
    .select(['s.orders', 's.customers', 's.revenue', 's.given'])
    .where('p.source', '=', source)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  const total = await db
    .selectFrom('promotions')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('source', '=', source)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total.count) };
}

/** All codes of one source together: how many, how many used, what they gave. */
export async function sourceTotals(db: Kysely<Database>, source: string) {
  const row = await db
    .selectFrom('promotions as p')
    .leftJoin(statsQuery(db).as('s'), 's.promotion_id', 'p.id')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('codes'),
      eb.fn.count<string | number>('s.promotion_id').as('used'),
      eb.fn.sum<string | number>('s.given').as('given'),
    ])
    .where('p.source', '=', source)
    .executeTakeFirstOrThrow();
  return { codes: Number(row.codes), used: Number(row.used), discountGivenFils: Number(row.given ?? 0) };
}

export async function findWithStats(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('promotions as p')
    .leftJoin(statsQuery(db).as('s'), 's.promotion_id', 'p.id')
    .selectAll('p')
    .select(['s.orders', 's.customers', 's.revenue', 's.given'])
    .where('p.id', '=', id)
    .executeTakeFirst();
}

/** The orders that used a code, newest first (cancelled ones too, marked by their status). */
export type UsagePaging = Paging;

export function usageOf(db: Kysely<Database>, id: string, paging: Paging) {
  return db
    .selectFrom('orders')
    .select(['id', 'created_at', 'email', 'status', 'total_fils', 'code_discount_fils'])
    .where('promotion_id', '=', id)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
}

export async function updatePromotion(
  db: Kysely<Database>,
  id: string,
  patch: Partial<Omit<PromotionTable, 'id' | 'source' | 'created_at' | 'uses'>>,
): Promise<boolean> {
  const result = await db.updateTable('promotions').set(patch).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Whether any order ever used the code (cancelled ones too: their record names it). */
export async function wasUsed(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db.selectFrom('orders').select('id').where('promotion_id', '=', id).limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function deletePromotion(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('promotions').where('id', '=', id).execute();
}
