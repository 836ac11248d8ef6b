import type { Kysely } from 'kysely';
import type { Database, SessionTable } from '../db/schema.ts';

export interface SessionFound {
  email: string;
  remember: number;
  expires_at: string;
}

export async function insertSession(db: Kysely<Database>, session: SessionTable): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** The session with this id hash if it has not expired, with its customer's e-mail. */
export function findLiveSession(db: Kysely<Database>, idHash: string, now: string): Promise<SessionFound | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('customers', 'customers.id', 'sessions.customer_id')
    .select(['customers.email', 'sessions.remember', 'sessions.expires_at'])
    .where('sessions.id_hash', '=', idHash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}

export async function deleteSession(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Deletes every session of the customer but `keepIdHash`; returns how many. */
export async function deleteCustomerSessions(
  db: Kysely<Database>,
  customerId: string,
  keepIdHash: string | null,
): Promise<number> {
  let query = db.deleteFrom('sessions').where('customer_id', '=', customerId);
  if (keepIdHash) query = query.where('id_hash', '<>', keepIdHash);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
