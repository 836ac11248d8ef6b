import { sql, type Kysely } from 'kysely';
import type { Database, StockMovementTable, StockTable } from '../../db/schema.ts';

export type MovementRow = StockMovementTable;
export interface VariantKey {
  productId: number;
  size: string;
  colour: string;
}

/**
 * Adds `delta` (either sign) to one variant only if the result stays within 0..max: one conditional UPDATE,
 * the same rule as an order's takeStock, so adjustments and orders racing on one variant never take it
 * below 0. The new quantity, or undefined when nothing changed (no such variant, or not enough stock).
 */
export async function adjustStock(
  db: Kysely<Database>,
  key: VariantKey,
  delta: number,
  max: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('stock')
    .set((eb) => ({ quantity: eb('quantity', '+', delta) }))
    .where('product_id', '=', key.productId)
    .where('size', '=', key.size)
    .where('colour', '=', key.colour)
    .where(sql<boolean>`quantity + ${delta} >= 0`)
    .where(sql<boolean>`quantity + ${delta} <= ${max}`)
    .returning('quantity')
    .executeTakeFirst();
  return row?.quantity;
}

export async function insertVariants(db: Kysely<Database>, rows: readonly StockTable[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('stock')
    .values([...rows])
    .execute();
}

/** Deletes a variant's stock row; the quantity it held, or undefined when there was none. */
export async function removeVariant(db: Kysely<Database>, key: VariantKey): Promise<number | undefined> {
  const row = await db
    .deleteFrom('stock')
    .where('product_id', '=', key.productId)
    .where('size', '=', key.size)
    .where('colour', '=', key.colour)
    .returning('quantity')
    .executeTakeFirst();
  return row?.quantity;
}

export async function insertMovements(db: Kysely<Database>, rows: readonly MovementRow[]): Promise<void> {
  // Chunked: PostgreSQL caps the parameters of one statement.
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('stock_movements')
      .values(rows.slice(start, start + 500))
      .execute();
  }
}

/** Newest first; ties (one millisecond) in a stable order. */
export async function listMovements(
  db: Kysely<Database>,
  filter: { productId?: number; offset: number; limit: number },
): Promise<{ rows: MovementRow[]; total: number }> {
  let base = db.selectFrom('stock_movements');
  if (filter.productId !== undefined) base = base.where('product_id', '=', filter.productId);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').offset(filter.offset).limit(filter.limit).execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** Variants at or below the threshold, lowest first, with their product's title and visibility. */
export async function listLowStock(db: Kysely<Database>, filter: { threshold: number; offset: number; limit: number }) {
  const base = db
    .selectFrom('stock')
    .innerJoin('products', 'products.id', 'stock.product_id')
    .where('stock.quantity', '<=', filter.threshold);
  const [rows, count] = await Promise.all([
    base
      .select([
        'stock.product_id as productId',
        'products.title as title',
        'products.hidden as hidden',
        'stock.size as size',
        'stock.colour as colour',
        'stock.quantity as quantity',
      ])
      .orderBy('stock.quantity')
      .orderBy('stock.product_id')
      .orderBy('stock.size')
      .orderBy('stock.colour')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}
