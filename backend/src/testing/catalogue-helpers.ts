import type { Kysely } from 'kysely';
import { findStock } from '../catalog/catalog.repository.ts';
import type { Database } from '../db/schema.ts';

/** Test helpers that read or set stock directly, as the shop's stock-keeping would. */
export async function setStock(
  db: Kysely<Database>,
  productId: number,
  size: string,
  colour: string,
  quantity: number,
) {
  await db
    .updateTable('stock')
    .set({ quantity })
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .where('colour', '=', colour)
    .execute();
}

export async function stockOf(db: Kysely<Database>, productId: number, size: string, colour: string): Promise<number> {
  const quantity = await findStock(db, { productId, size, colour });
  if (quantity === undefined) throw new Error(`no stock row for product ${productId} ${size} ${colour}`);
  return quantity;
}

/** The first size and colour of a product: the variant an order with empty size and colour takes. */
export async function firstVariant(db: Kysely<Database>, productId: number) {
  const product = await db.selectFrom('products').selectAll().where('id', '=', productId).executeTakeFirstOrThrow();
  return {
    title: product.title,
    priceFils: product.price_fils,
    size: (JSON.parse(product.sizes) as string[])[0]!,
    colour: (JSON.parse(product.colours) as string[])[0]!,
    sizes: JSON.parse(product.sizes) as string[],
    colours: JSON.parse(product.colours) as string[],
  };
}
