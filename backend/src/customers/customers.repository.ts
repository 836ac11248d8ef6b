import type { Kysely } from 'kysely';
import type { CustomerTable, Database } from '../db/schema.ts';

export type CustomerRow = CustomerTable;

export function findByEmail(db: Kysely<Database>, email: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function insertCustomer(db: Kysely<Database>, customer: CustomerRow): Promise<void> {
  await db.insertInto('customers').values(customer).execute();
}

export async function updateProfile(
  db: Kysely<Database>,
  email: string,
  profile: Pick<CustomerRow, 'fname' | 'lname' | 'phone' | 'whatsapp' | 'updated_at'>,
): Promise<boolean> {
  const result = await db.updateTable('customers').set(profile).where('email', '=', email).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Saves the account's language; false for an unknown e-mail. */
export async function setLanguage(db: Kysely<Database>, email: string, language: string, now: string) {
  const result = await db
    .updateTable('customers')
    .set({ language, updated_at: now })
    .where('email', '=', email)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function setPasswordHash(db: Kysely<Database>, id: string, passwordHash: string, now: string) {
  await db
    .updateTable('customers')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function insertResetToken(
  db: Kysely<Database>,
  token: { token_hash: string; customer_id: string; created_at: string; expires_at: string },
) {
  await db
    .insertInto('password_resets')
    .values({ ...token, used_at: null })
    .execute();
}

function liveResetToken(db: Kysely<Database>, tokenHash: string, now: string) {
  return db
    .selectFrom('password_resets')
    .select('customer_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Whether a token is live (unused, unexpired): a read only, checked before any password work. */
export async function isLiveResetToken(db: Kysely<Database>, tokenHash: string, now: string): Promise<boolean> {
  return (await liveResetToken(db, tokenHash, now)) !== undefined;
}

export async function emailOf(db: Kysely<Database>, customerId: string): Promise<string> {
  const row = await db.selectFrom('customers').select('email').where('id', '=', customerId).executeTakeFirstOrThrow();
  return row.email;
}

/** Marks a live token used; its customer only for the one caller that used it. */
export async function consumeResetToken(db: Kysely<Database>, tokenHash: string, now: string) {
  const token = await liveResetToken(db, tokenHash, now);
  if (!token) return undefined;
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n ? token.customer_id : undefined;
}

/** A password change or reset voids every reset link still out. */
export async function voidResetTokens(db: Kysely<Database>, customerId: string, now: string) {
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .execute();
}

/** Whether a mail with this subject went to this address since then (one notice per address per while). */
export async function wasMailedSince(
  db: Kysely<Database>,
  recipient: string,
  subjects: readonly string[],
  since: string,
) {
  const mail = await db
    .selectFrom('outbox')
    .select('id')
    .where('recipient', '=', recipient)
    .where('subject', 'in', subjects)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return mail !== undefined;
}
