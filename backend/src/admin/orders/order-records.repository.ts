import type { Kysely } from 'kysely';
import type { CashCollectionTable, Database, InvoiceTable } from '../../db/schema.ts';

export type CashCollectionRow = CashCollectionTable;
export type InvoiceRow = InvoiceTable;

export function findCashCollection(db: Kysely<Database>, orderId: string): Promise<CashCollectionRow | undefined> {
  return db.selectFrom('cash_collections').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** Fails with a unique violation when the order's cash is already recorded. */
export async function insertCashCollection(db: Kysely<Database>, row: CashCollectionRow): Promise<void> {
  await db.insertInto('cash_collections').values(row).execute();
}

export function findInvoice(db: Kysely<Database>, orderId: string): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/**
 * The next number of a gapless sequence. Call it inside the transaction that uses the number: the update
 * holds the counter's row lock (PostgreSQL) or the write lock (SQLite) until commit, so concurrent callers
 * get consecutive numbers, and a rollback gives the number back.
 */
export async function takeNextNumber(db: Kysely<Database>, counter: string): Promise<number> {
  const row = await db
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', counter)
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/** Fails with a unique violation when the order already has an invoice. */
export async function insertInvoice(db: Kysely<Database>, row: InvoiceRow): Promise<void> {
  await db.insertInto('invoices').values(row).execute();
}

/**
 * Locks an order that is not CANCELLED until the transaction ends (a no-op update), so that a cancel cannot
 * slip in between the check and the invoice. Returns whether the order is there and not cancelled.
 */
export async function lockInvoiceableOrder(db: Kysely<Database>, orderId: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', orderId)
    .where('status', '<>', 'CANCELLED')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
