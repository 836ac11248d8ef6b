import type { Kysely, Selectable } from 'kysely';
import type { Database, PhotoUploadTable } from '../../db/schema.ts';

export type PhotoUploadRow = Selectable<PhotoUploadTable>;

export function findUploadInSlot(
  db: Kysely<Database>,
  slot: { productId: number; colour: string; view: string },
): Promise<PhotoUploadRow | undefined> {
  return db
    .selectFrom('photo_uploads')
    .selectAll()
    .where('product_id', '=', slot.productId)
    .where('colour', '=', slot.colour)
    .where('view', '=', slot.view)
    .executeTakeFirst();
}

export async function insertUpload(db: Kysely<Database>, row: PhotoUploadRow): Promise<void> {
  await db.insertInto('photo_uploads').values(row).execute();
}

export async function deleteUpload(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('photo_uploads').where('id', '=', id).execute();
}

/** The uploads of these products not yet photos (processing or failed), oldest first. */
export function listUploads(db: Kysely<Database>, productIds: readonly number[]): Promise<PhotoUploadRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('photo_uploads')
    .selectAll()
    .where('product_id', 'in', productIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Uploads waiting that no worker holds (or whose worker's claim ran out), oldest first. */
export async function waitingUploadIds(db: Kysely<Database>, now: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('photo_uploads')
    .select('id')
    .where('status', '=', 'processing')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Takes an upload for one worker until `until`, counting the try, in one conditional UPDATE: of two workers
 * (or instances) claiming it at once, exactly one changes the row. Resolves to the row when this worker won.
 */
export async function claimUpload(
  db: Kysely<Database>,
  id: string,
  token: string,
  now: string,
  until: string,
): Promise<PhotoUploadRow | undefined> {
  const result = await db
    .updateTable('photo_uploads')
    .set((eb) => ({ claimed_until: until, claim_token: token, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return undefined;
  return db
    .selectFrom('photo_uploads')
    .selectAll()
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .executeTakeFirst();
}

/** Removes the upload once its photo is saved, only while this worker's claim holds: true when it did. */
export async function finishUpload(db: Kysely<Database>, id: string, token: string): Promise<boolean> {
  const result = await db
    .deleteFrom('photo_uploads')
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}

export async function failUpload(db: Kysely<Database>, id: string, token: string, error: string): Promise<void> {
  await db
    .updateTable('photo_uploads')
    .set({ status: 'failed', error, claimed_until: null, claim_token: null })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .execute();
}

/** Gives a claimed upload back after a fault, for another try (its try stays counted). */
export async function releaseUploadForRetry(db: Kysely<Database>, id: string, token: string): Promise<void> {
  await db
    .updateTable('photo_uploads')
    .set({ claimed_until: null, claim_token: null })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .execute();
}

/** Gives a claimed upload back without counting the try (the worker is stopping). */
export async function releaseUpload(db: Kysely<Database>, id: string, token: string): Promise<void> {
  await db
    .updateTable('photo_uploads')
    .set((eb) => ({ claimed_until: null, claim_token: null, attempts: eb('attempts', '-', 1) }))
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .execute();
}
