import type { Kysely } from 'kysely';
import type { Database, OrderItemTable, OrderLogTable, OrderTable } from '../db/schema.ts';

export type OrderRow = OrderTable;
export type OrderItemRow = OrderItemTable;
export type OrderLogRow = OrderLogTable;

export function findOrder(db: Kysely<Database>, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOrderByIdempotencyKey(db: Kysely<Database>, key: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

export function listOrdersByEmail(db: Kysely<Database>, email: string): Promise<OrderRow[]> {
  return db.selectFrom('orders').selectAll().where('email', '=', email).orderBy('created_at', 'desc').execute();
}

/** The shipping details (JSON) of the customer's newest order, if they have ordered. */
export async function findLatestShipping(db: Kysely<Database>, email: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('orders')
    .select('shipping')
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.shipping;
}

export function listOrders(db: Kysely<Database>, status?: string): Promise<OrderRow[]> {
  let query = db.selectFrom('orders').selectAll().orderBy('created_at', 'desc');
  if (status) query = query.where('status', '=', status);
  return query.execute();
}

export function listItems(db: Kysely<Database>, orderId: string): Promise<OrderItemRow[]> {
  return db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('line_no').execute();
}

export function listLog(db: Kysely<Database>, orderId: string): Promise<OrderLogRow[]> {
  return db.selectFrom('order_log').selectAll().where('order_id', '=', orderId).orderBy('seq').execute();
}

export async function insertOrder(db: Kysely<Database>, order: OrderRow, items: OrderItemRow[]): Promise<void> {
  await db.insertInto('orders').values(order).execute();
  await db.insertInto('order_items').values(items).execute();
}

export async function appendLog(db: Kysely<Database>, entry: Omit<OrderLogRow, 'seq'>): Promise<void> {
  const last = await db
    .selectFrom('order_log')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('order_id', '=', entry.order_id)
    .executeTakeFirst();
  await db
    .insertInto('order_log')
    .values({ ...entry, seq: Number(last?.seq ?? 0) + 1 })
    .execute();
}

/**
 * Moves an order from one status to another only if it is still in `from`: of two racing changes,
 * exactly one wins. Returns whether this call made the change.
 */
export async function changeStatus(
  db: Kysely<Database>,
  id: string,
  from: readonly string[],
  to: string,
  extra: Partial<Pick<OrderRow, 'cancel_reason'>> = {},
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: to, ...extra })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
