import type { Kysely } from 'kysely';
import type { BannerTable, CollectionTable, Database, TestimonialTable } from '../../db/schema.ts';

/** Collection cards, home banners and testimonials: the shop's editable content. */

export function findCollection(db: Kysely<Database>, name: string): Promise<CollectionTable | undefined> {
  return db.selectFrom('collections').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function updateCollection(
  db: Kysely<Database>,
  name: string,
  fields: Omit<CollectionTable, 'name'>,
): Promise<boolean> {
  const result = await db.updateTable('collections').set(fields).where('name', '=', name).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Products per collection, hidden ones included (the back office sees them). */
export async function countAllByCollection(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('products')
    .select(['collection', (eb) => eb.fn.countAll<string | number>().as('count')])
    .groupBy('collection')
    .execute();
  return new Map(rows.map((row) => [row.collection, Number(row.count)]));
}

export type BannerRow = BannerTable;
export type TestimonialRow = TestimonialTable;

/** How many rows a numbered table holds and the next id (the caller's transaction serialises it, or retries). */
export async function countRows(db: Kysely<Database>, table: 'banners' | 'testimonials') {
  const row = await db
    .selectFrom(table)
    .select((eb) => [eb.fn.countAll<string | number>().as('count'), eb.fn.max('id').as('id')])
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), nextId: Number(row?.id ?? 0) + 1 };
}

export function findBanner(db: Kysely<Database>, id: number): Promise<BannerRow | undefined> {
  return db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function saveBanner(db: Kysely<Database>, row: BannerRow, isNew: boolean): Promise<boolean> {
  if (isNew) {
    await db.insertInto('banners').values(row).execute();
    return true;
  }
  const result = await db.updateTable('banners').set(row).where('id', '=', row.id).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export function findTestimonial(db: Kysely<Database>, id: number): Promise<TestimonialRow | undefined> {
  return db.selectFrom('testimonials').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function saveTestimonial(db: Kysely<Database>, row: TestimonialRow, isNew: boolean): Promise<boolean> {
  if (isNew) {
    await db.insertInto('testimonials').values(row).execute();
    return true;
  }
  const result = await db.updateTable('testimonials').set(row).where('id', '=', row.id).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function deleteRow(db: Kysely<Database>, table: 'banners' | 'testimonials', id: number): Promise<boolean> {
  const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows === 1n;
}
