import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Starts a set-up: a new secret, not on until confirmed (a set-up started again replaces the secret). */
export async function startSetup(db: Kysely<Database>, id: string, secret: string): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ totp_secret: secret, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', id)
    .where('totp_enabled_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Accepts the code of time step `step`: only when no code of this step or a later one was accepted before, in
 * the update itself, so that of two uses of one code at once exactly one wins. `enableAt` turns it on too.
 */
export async function acceptStep(
  db: Kysely<Database>,
  id: string,
  step: number,
  enableAt: string | null = null,
): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set(enableAt ? { totp_last_step: step, totp_enabled_at: enableAt } : { totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function turnOff(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('staff')
    .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', id)
    .execute();
}
