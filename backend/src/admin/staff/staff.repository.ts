import type { Kysely } from 'kysely';
import type { Database, StaffTable } from '../../db/schema.ts';

export type StaffRow = StaffTable;

/** A member who has not been removed. */
export function findActiveStaff(db: Kysely<Database>, email: string): Promise<StaffRow | undefined> {
  return db
    .selectFrom('staff')
    .selectAll()
    .where('email', '=', email)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

export function findByInviteToken(db: Kysely<Database>, tokenHash: string, now: string) {
  return db
    .selectFrom('staff')
    .selectAll()
    .where('invite_token_hash', '=', tokenHash)
    .where('invite_expires_at', '>', now)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

export async function insertStaff(db: Kysely<Database>, row: StaffRow): Promise<void> {
  await db.insertInto('staff').values(row).execute();
}

export function listActiveStaff(db: Kysely<Database>) {
  return db
    .selectFrom('staff')
    .select(['id', 'email', 'name', 'role', 'created_at', 'password_hash'])
    .where('removed_at', 'is', null)
    .orderBy('created_at')
    .execute();
}

export async function countActiveOwners(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('role', '=', 'OWNER')
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function setPassword(db: Kysely<Database>, id: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('staff')
    .set({ password_hash: passwordHash, invite_token_hash: null, invite_expires_at: null })
    .where('id', '=', id)
    .execute();
}

/** Marks the member removed; true when this call removed them. */
export async function removeStaff(db: Kysely<Database>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ removed_at: now, invite_token_hash: null })
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
