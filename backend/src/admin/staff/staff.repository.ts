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

export async function insertStaff(
  db: Kysely<Database>,
  row: Omit<StaffRow, 'totp_secret' | 'totp_enabled_at' | 'totp_last_step'>,
): Promise<void> {
  await db.insertInto('staff').values(row).execute();
}

export function listActiveStaff(db: Kysely<Database>) {
  return db
    .selectFrom('staff')
    .select(['id', 'email', 'name', 'role', 'created_at', 'password_hash', 'totp_enabled_at'])
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

/**
 * Sets the password of the member this invitation names, and spends it; false when another accept spent it
 * first (the token is checked in the update itself, so of two accepts at once exactly one wins).
 */
export async function acceptInvite(
  db: Kysely<Database>,
  id: string,
  tokenHash: string,
  passwordHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ password_hash: passwordHash, invite_token_hash: null, invite_expires_at: null })
    .where('id', '=', id)
    .where('invite_token_hash', '=', tokenHash)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A removed member with this e-mail, who may be invited again. */
export function findRemovedStaff(db: Kysely<Database>, email: string): Promise<StaffRow | undefined> {
  return db
    .selectFrom('staff')
    .selectAll()
    .where('email', '=', email)
    .where('removed_at', 'is not', null)
    .executeTakeFirst();
}

/** Brings a removed member back as a new invitation: no password until the new link is used. */
export async function reinstateAsInvited(
  db: Kysely<Database>,
  id: string,
  row: Pick<StaffRow, 'name' | 'role' | 'invite_token_hash' | 'invite_expires_at' | 'created_at'>,
): Promise<void> {
  await db
    .updateTable('staff')
    // Comes back as new: no password and no second factor of the old account.
    .set({
      ...row,
      password_hash: null,
      removed_at: null,
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
    })
    .where('id', '=', id)
    .execute();
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
