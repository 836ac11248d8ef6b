import type { Kysely } from 'kysely';
import type { Database, ProductPhotoTable, ProductTable, StockTable } from '../db/schema.ts';

export type ProductRow = ProductTable;
export type StockRow = StockTable;

/**
 * The shop's products: hidden ones are left out of every look-up here (lists, one product, counts, pricing an
 * order); only the media routes ask for them, so that old orders keep their pictures.
 */
export function listProducts(db: Kysely<Database>, filter: { topPicksOnly?: boolean } = {}): Promise<ProductRow[]> {
  let query = db.selectFrom('products').selectAll().where('hidden', '=', 0).orderBy('position').orderBy('id');
  if (filter.topPicksOnly) query = query.where('top_pick', '=', 1);
  return query.execute();
}

export function findProduct(
  db: Kysely<Database>,
  id: number,
  options: { includeHidden?: boolean } = {},
): Promise<ProductRow | undefined> {
  let query = db.selectFrom('products').selectAll().where('id', '=', id);
  if (!options.includeHidden) query = query.where('hidden', '=', 0);
  return query.executeTakeFirst();
}

export function findProducts(db: Kysely<Database>, ids: readonly number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .selectAll()
    .where('id', 'in', [...ids])
    .where('hidden', '=', 0)
    .execute();
}

/** Uploaded photos of the given products, or of all products when no ids are given. */
export function listPhotos(db: Kysely<Database>, productIds?: readonly number[]): Promise<ProductPhotoTable[]> {
  let query = db.selectFrom('product_photos').selectAll().orderBy('product_id').orderBy('position');
  if (productIds) {
    if (productIds.length === 0) return Promise.resolve([]);
    query = query.where('product_id', 'in', [...productIds]);
  }
  return query.execute();
}

/** Stock rows of the given products, or of all products when no ids are given. */
export function listStock(db: Kysely<Database>, productIds?: readonly number[]): Promise<StockRow[]> {
  let query = db.selectFrom('stock').selectAll();
  if (productIds) {
    if (productIds.length === 0) return Promise.resolve([]);
    query = query.where('product_id', 'in', [...productIds]);
  }
  return query.execute();
}

export function findStock(
  db: Kysely<Database>,
  key: { productId: number; size: string; colour: string },
): Promise<number | undefined> {
  return db
    .selectFrom('stock')
    .select('quantity')
    .where('product_id', '=', key.productId)
    .where('size', '=', key.size)
    .where('colour', '=', key.colour)
    .executeTakeFirst()
    .then((row) => row?.quantity);
}

/**
 * Takes `quantity` units of one variant if, and only if, that many are in stock. One conditional UPDATE:
 * concurrent buyers cannot both take the last unit on either database. Returns whether it was taken.
 */
export async function takeStock(
  db: Kysely<Database>,
  key: { productId: number; size: string; colour: string; quantity: number },
): Promise<boolean> {
  const result = await db
    .updateTable('stock')
    .set((eb) => ({ quantity: eb('quantity', '-', key.quantity) }))
    .where('product_id', '=', key.productId)
    .where('size', '=', key.size)
    .where('colour', '=', key.colour)
    .where('quantity', '>=', key.quantity)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function returnStock(
  db: Kysely<Database>,
  key: { productId: number; size: string; colour: string; quantity: number },
): Promise<void> {
  await db
    .updateTable('stock')
    .set((eb) => ({ quantity: eb('quantity', '+', key.quantity) }))
    .where('product_id', '=', key.productId)
    .where('size', '=', key.size)
    .where('colour', '=', key.colour)
    .execute();
}

export function listCollections(db: Kysely<Database>) {
  return db.selectFrom('collections').selectAll().orderBy('position').orderBy('name').execute();
}

export function listBanners(db: Kysely<Database>) {
  return db.selectFrom('banners').selectAll().orderBy('position').orderBy('id').execute();
}

export function listTestimonials(db: Kysely<Database>) {
  return db.selectFrom('testimonials').selectAll().orderBy('position').orderBy('id').execute();
}

export async function countProductsByCollection(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('products')
    .select(['collection', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('hidden', '=', 0)
    .groupBy('collection')
    .execute();
  return new Map(rows.map((row) => [row.collection, Number(row.count)]));
}
