import type { Kysely } from 'kysely';
import { MAX_RETURNS_PER_ORDER } from '@store/domain';
import type { Database, ReturnItemTable, ReturnLogTable, ReturnTable } from '../db/schema.ts';

export type ReturnRow = ReturnTable;
export type ReturnItemRow = ReturnItemTable;
export type ReturnLogRow = ReturnLogTable;

export function findReturn(db: Kysely<Database>, id: string): Promise<ReturnRow | undefined> {
  return db.selectFrom('returns').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The order's returns, oldest first: never more than MAX_RETURNS_PER_ORDER (requests past it are refused). */
export function listReturnsOfOrder(db: Kysely<Database>, orderId: string): Promise<ReturnRow[]> {
  return db
    .selectFrom('returns')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .limit(MAX_RETURNS_PER_ORDER)
    .execute();
}

export function listItems(db: Kysely<Database>, returnIds: readonly string[]): Promise<ReturnItemRow[]> {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('return_items')
    .selectAll()
    .where('return_id', 'in', [...returnIds])
    .orderBy('return_id')
    .orderBy('line_no')
    .execute();
}

export function listLog(db: Kysely<Database>, returnIds: readonly string[]): Promise<ReturnLogRow[]> {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('return_log')
    .selectAll()
    .where('return_id', 'in', [...returnIds])
    .orderBy('return_id')
    .orderBy('seq')
    .execute();
}

/** Units of each order line held by returns in these statuses (all but REFUSED: asked for or back). */
export async function unitsByLine(db: Kysely<Database>, orderId: string, statuses: readonly string[]) {
  const rows = await db
    .selectFrom('return_items')
    .innerJoin('returns', 'returns.id', 'return_items.return_id')
    .select(['return_items.line_no', (eb) => eb.fn.sum<number | string>('return_items.quantity').as('units')])
    .where('returns.order_id', '=', orderId)
    .where('returns.status', 'in', [...statuses])
    .groupBy('return_items.line_no')
    .execute();
  return new Map(rows.map((row) => [Number(row.line_no), Number(row.units)]));
}

/** What the order's refunded returns gave back so far. */
export async function refundedFils(db: Kysely<Database>, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('returns')
    .select((eb) => eb.fn.sum<number | string | null>('refund_fils').as('total'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'REFUNDED')
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function insertReturn(db: Kysely<Database>, row: ReturnRow, items: ReturnItemRow[]): Promise<void> {
  await db.insertInto('returns').values(row).execute();
  await db.insertInto('return_items').values(items).execute();
}

export async function appendLog(db: Kysely<Database>, entry: Omit<ReturnLogRow, 'seq'>): Promise<void> {
  const last = await db
    .selectFrom('return_log')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('return_id', '=', entry.return_id)
    .executeTakeFirst();
  await db
    .insertInto('return_log')
    .values({ ...entry, seq: Number(last?.seq ?? 0) + 1 })
    .execute();
}

/**
 * Moves a return from `from` to `to` only if it is still in `from`, with the other columns the step sets: of two
 * staff acting at once, exactly one wins. Returns whether this call made the change.
 */
export async function moveReturn(
  db: Kysely<Database>,
  id: string,
  from: string,
  to: string,
  changes: Partial<Omit<ReturnRow, 'id' | 'status'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('returns')
    .set({ ...changes, status: to })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Records the pickup once, on an approved pickup return; false when that is not the case any more. */
export async function recordPickup(
  db: Kysely<Database>,
  id: string,
  pickup: { courier: string; tracking: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('returns')
    .set({
      pickup_courier: pickup.courier,
      pickup_tracking: pickup.tracking,
      picked_up_at: pickup.at,
      updated_at: pickup.at,
    })
    .where('id', '=', id)
    .where('status', '=', 'APPROVED')
    .where('method', '=', 'PICKUP')
    .where('picked_up_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function setOutcome(db: Kysely<Database>, returnId: string, lineNo: number, outcome: string) {
  await db
    .updateTable('return_items')
    .set({ outcome })
    .where('return_id', '=', returnId)
    .where('line_no', '=', lineNo)
    .execute();
}

/**
 * Locks the order's row until the transaction ends (a no-op update), so that two requests for one order (two
 * tabs) are judged one after the other against what the first left. Returns whether the order is there.
 */
export async function lockOrder(db: Kysely<Database>, orderId: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', orderId)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** When the order was marked DELIVERED (its newest such entry), or undefined. */
export async function deliveredAt(db: Kysely<Database>, orderId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('order_log')
    .select('logged_at')
    .where('order_id', '=', orderId)
    .where('status', '=', 'DELIVERED')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.logged_at;
}
