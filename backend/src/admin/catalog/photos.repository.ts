import type { Kysely } from 'kysely';
import type { PhotoRow } from '../../catalog/product-images.ts';

export type { PhotoRow };
import type { Database } from '../../db/schema.ts';

export function findPhoto(db: Kysely<Database>, productId: number, photoId: string): Promise<PhotoRow | undefined> {
  return db
    .selectFrom('product_photos')
    .selectAll()
    .where('product_id', '=', productId)
    .where('id', '=', photoId)
    .executeTakeFirst();
}

/** The photo in one colour and view of a product (at most one: a unique constraint). */
export function findSlot(
  db: Kysely<Database>,
  slot: { productId: number; colour: string; view: string },
): Promise<PhotoRow | undefined> {
  return db
    .selectFrom('product_photos')
    .selectAll()
    .where('product_id', '=', slot.productId)
    .where('colour', '=', slot.colour)
    .where('view', '=', slot.view)
    .executeTakeFirst();
}

export async function nextPhotoPosition(db: Kysely<Database>, productId: number): Promise<number> {
  const row = await db
    .selectFrom('product_photos')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Number(row?.position ?? 0) + 1;
}

export async function insertPhoto(db: Kysely<Database>, row: PhotoRow): Promise<void> {
  await db.insertInto('product_photos').values(row).execute();
}

export async function deletePhoto(db: Kysely<Database>, photoId: string): Promise<void> {
  await db.deleteFrom('product_photos').where('id', '=', photoId).execute();
}

export async function setPhotoPosition(db: Kysely<Database>, photoId: string, position: number): Promise<void> {
  await db.updateTable('product_photos').set({ position }).where('id', '=', photoId).execute();
}
