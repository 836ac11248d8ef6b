import type { Kysely } from 'kysely';
import type { Database, SessionTable } from '../db/schema.ts';

/** Who a session belongs to: a shopper (customers) or a member of the back office (staff). */
export type SessionKind = 'customer' | 'staff';

export interface SessionFound {
  email: string;
  remember: number;
  expires_at: string;
  created_at: string;
}

export async function insertSession(db: Kysely<Database>, session: SessionTable): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** The session with this id hash if it has not expired, with its principal's e-mail (a removed staff member has none). */
export function findLiveSession(
  db: Kysely<Database>,
  kind: SessionKind,
  idHash: string,
  now: string,
): Promise<SessionFound | undefined> {
  const live = db
    .selectFrom('sessions')
    .where('sessions.id_hash', '=', idHash)
    .where('sessions.kind', '=', kind)
    .where('sessions.expires_at', '>', now);
  if (kind === 'customer') {
    return live
      .innerJoin('customers', 'customers.id', 'sessions.principal_id')
      .select(['customers.email', 'sessions.remember', 'sessions.expires_at', 'sessions.created_at'])
      .executeTakeFirst();
  }
  return live
    .innerJoin('staff', 'staff.id', 'sessions.principal_id')
    .where('staff.removed_at', 'is', null)
    .select(['staff.email', 'sessions.remember', 'sessions.expires_at', 'sessions.created_at'])
    .executeTakeFirst();
}

/** Moves a live session's end (it was used); false when it is gone or already over. */
export async function renewSession(
  db: Kysely<Database>,
  kind: SessionKind,
  idHash: string,
  expiresAt: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ expires_at: expiresAt })
    .where('id_hash', '=', idHash)
    .where('kind', '=', kind)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function deleteSession(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Deletes every session of one principal but `keepIdHash`; returns how many. */
export async function deletePrincipalSessions(
  db: Kysely<Database>,
  kind: SessionKind,
  principalId: string,
  keepIdHash: string | null,
): Promise<number> {
  let query = db.deleteFrom('sessions').where('kind', '=', kind).where('principal_id', '=', principalId);
  if (keepIdHash) query = query.where('id_hash', '<>', keepIdHash);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
