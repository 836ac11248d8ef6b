import type { Kysely } from 'kysely';
import type { CreditNoteTable, Database } from '../../db/schema.ts';

export type CreditNoteRow = CreditNoteTable;

export function findCreditNote(db: Kysely<Database>, returnId: string): Promise<CreditNoteRow | undefined> {
  return db.selectFrom('credit_notes').selectAll().where('return_id', '=', returnId).executeTakeFirst();
}

export function listCreditNotesOfOrder(db: Kysely<Database>, orderId: string): Promise<CreditNoteRow[]> {
  return db.selectFrom('credit_notes').selectAll().where('order_id', '=', orderId).orderBy('number').execute();
}

/** Fails with a unique violation when the return already has one. */
export async function insertCreditNote(db: Kysely<Database>, row: CreditNoteRow): Promise<void> {
  await db.insertInto('credit_notes').values(row).execute();
}
