import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Orders placed since then, with the cash recorded for each. */
export function salesSince(db: Kysely<Database>, since: string) {
  return db
    .selectFrom('orders')
    .leftJoin('cash_collections', 'cash_collections.order_id', 'orders.id')
    .select([
      'orders.created_at',
      'orders.status',
      'orders.total_fils',
      'orders.code_discount_fils',
      'cash_collections.amount_fils',
    ])
    .where('orders.created_at', '>=', since)
    .execute();
}

export async function countWithStatus(db: Kysely<Database>, status: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
