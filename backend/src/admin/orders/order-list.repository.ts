import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { contains } from '../lists.ts';

/** What the back office's order list filters on; every field is optional and already validated. */
export interface OrderFilter {
  status?: string;
  /** created_at ≥ this instant (ISO). */
  placedFrom?: string;
  /** created_at < this instant (ISO). */
  placedBefore?: string;
  emirate?: string;
  /** Part of an order number or e-mail, matched case-insensitively. */
  text?: string;
  /** Part of a phone number, as phoneSearchDigits. */
  phoneDigits?: string;
  /** Part of the shopper's name, as nameSearchText. */
  name?: string;
}

function matching(filter: OrderFilter) {
  return (eb: ExpressionBuilder<Database, 'orders'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.status) conditions.push(eb('orders.status', '=', filter.status));
    if (filter.placedFrom) conditions.push(eb('orders.created_at', '>=', filter.placedFrom));
    if (filter.placedBefore) conditions.push(eb('orders.created_at', '<', filter.placedBefore));
    if (filter.emirate) conditions.push(eb('orders.emirate', '=', filter.emirate));
    const search: Expression<SqlBool>[] = [];
    if (filter.text) search.push(contains('orders.id', filter.text), contains('orders.email', filter.text));
    if (filter.phoneDigits) search.push(contains('orders.phone_digits', filter.phoneDigits));
    if (filter.name) search.push(contains('orders.name_search', filter.name));
    if (search.length > 0) conditions.push(eb.or(search));
    return eb.and(conditions);
  };
}

/** One page of matching orders, newest first, with whether cash was collected. */
export function listOrders(db: Kysely<Database>, filter: OrderFilter, page: { limit: number; offset: number }) {
  return db
    .selectFrom('orders')
    .leftJoin('cash_collections', 'cash_collections.order_id', 'orders.id')
    .select([
      'orders.id',
      'orders.created_at',
      'orders.status',
      'orders.email',
      'orders.shipping',
      'orders.emirate',
      'orders.total_fils',
      'cash_collections.collected_at',
    ])
    .where(matching(filter))
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countOrders(db: Kysely<Database>, filter: OrderFilter): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('count'))
    .where(matching(filter))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Items per order (Σ quantity), for the given orders. */
export async function itemCounts(db: Kysely<Database>, orderIds: readonly string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_items')
    .select((eb) => ['order_id', eb.fn.sum<number | string>('quantity').as('items')])
    .where('order_id', 'in', [...orderIds])
    .groupBy('order_id')
    .execute();
  return new Map(rows.map((row) => [row.order_id, Number(row.items)]));
}
