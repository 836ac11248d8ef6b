import type { Kysely } from 'kysely';

/**
 * A back-office member's second factor (TOTP, RFC 6238): the secret (base32) from the moment they start to set it
 * up, the time they confirmed it with a first code (null: not on yet), and the time step of the last code
 * accepted, so that a code is never accepted twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('staff').addColumn('totp_enabled_at', 'text').execute();
  await db.schema.alterTable('staff').addColumn('totp_last_step', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff').dropColumn('totp_last_step').execute();
  await db.schema.alterTable('staff').dropColumn('totp_enabled_at').execute();
  await db.schema.alterTable('staff').dropColumn('totp_secret').execute();
}
