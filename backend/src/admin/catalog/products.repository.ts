import { sql, type Kysely } from 'kysely';
import type { Database, ProductTable } from '../../db/schema.ts';

export type ProductRow = ProductTable;

export interface ProductFilter {
  /** Matched literally (no wildcards) and case-insensitively against title and brand. */
  q?: string;
  collection?: string;
  hidden?: boolean;
}

/** `%` and `_` are wildcards of LIKE: escaped with `!` (ESCAPE '!'), which works the same on both databases. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (char) => `!${char}`)}%`;
}

function filtered(db: Kysely<Database>, filter: ProductFilter) {
  let query = db.selectFrom('products');
  if (filter.q) {
    const pattern = likePattern(filter.q);
    query = query.where(({ or }) =>
      or([
        sql<boolean>`lower(${sql.ref('title')}) like ${pattern} escape '!'`,
        sql<boolean>`lower(${sql.ref('brand')}) like ${pattern} escape '!'`,
      ]),
    );
  }
  if (filter.collection) query = query.where('collection', '=', filter.collection);
  if (filter.hidden !== undefined) query = query.where('hidden', '=', filter.hidden ? 1 : 0);
  return query;
}

/** One page of products in shop order, each with its total stock, and how many match in all. */
export async function searchProducts(
  db: Kysely<Database>,
  filter: ProductFilter,
  page: { offset: number; limit: number },
) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .selectAll('products')
      .select((eb) =>
        eb
          .selectFrom('stock')
          .select((inner) => inner.fn.coalesce(inner.fn.sum<string | number>('quantity'), sql.lit(0)).as('total'))
          .whereRef('stock.product_id', '=', 'products.id')
          .as('total_stock'),
      )
      .orderBy('position')
      .orderBy('id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** The next id and shop position for a new product (the caller's transaction serialises them, or retries). */
export async function nextProductSlot(db: Kysely<Database>): Promise<{ id: number; position: number }> {
  const row = await db
    .selectFrom('products')
    .select((eb) => [eb.fn.max('id').as('id'), eb.fn.max('position').as('position')])
    .executeTakeFirst();
  return { id: Number(row?.id ?? 0) + 1, position: Number(row?.position ?? 0) + 1 };
}

export async function insertProduct(db: Kysely<Database>, row: ProductRow): Promise<void> {
  await db.insertInto('products').values(row).execute();
}

/** Whether the product was there to update. */
export async function updateProduct(
  db: Kysely<Database>,
  id: number,
  fields: Partial<Omit<ProductRow, 'id'>>,
): Promise<boolean> {
  const result = await db.updateTable('products').set(fields).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export function productExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return db
    .selectFrom('products')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst()
    .then((row) => row !== undefined);
}
