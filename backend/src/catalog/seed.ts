import type { Kysely } from 'kysely';
import { aedToFils } from '@store/domain';
import { BANNERS_AR, COLLECTIONS_AR, FABRICS_AR, PRODUCTS_AR } from '../../seed/catalogue-ar.ts';
import { seedBanners, seedCollections, seedProducts } from '../../seed/catalogue.ts';
import type { Database } from '../db/schema.ts';

/** Loads the demo catalogue into an empty database; a catalogue already there is left alone. */
export async function seedCatalogue(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('products').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    await trx
      .insertInto('products')
      .values(
        seedProducts.map((product, index) => ({
          id: product.id,
          title: product.title,
          description: product.description,
          collection: product.collection,
          brand: product.brand,
          price_fils: aedToFils(product.price),
          old_price_fils: product.oldPrice === null ? null : aedToFils(product.oldPrice),
          hot_sale: product.hotSale ? 1 : 0,
          top_pick: product.topPick ? 1 : 0,
          colours: JSON.stringify(product.colours),
          sizes: JSON.stringify(product.sizes),
          care: JSON.stringify(product.care),
          composition: product.composition,
          origin: product.origin,
          position: index + 1,
          hidden: 0,
          title_ar: PRODUCTS_AR[product.id]?.title ?? null,
          description_ar: PRODUCTS_AR[product.id]?.description ?? null,
          care_ar: FABRICS_AR[product.composition] ? JSON.stringify(FABRICS_AR[product.composition]!.care) : null,
          composition_ar: FABRICS_AR[product.composition]?.composition ?? null,
          origin_ar: FABRICS_AR[product.composition]?.origin ?? null,
        })),
      )
      .execute();
    const stock = seedProducts.flatMap((product) =>
      product.stock.map((entry) => ({
        product_id: product.id,
        size: entry.size,
        colour: entry.colour,
        quantity: entry.quantity,
      })),
    );
    // Chunked: PostgreSQL caps the parameters of one statement.
    for (let start = 0; start < stock.length; start += 500) {
      await trx
        .insertInto('stock')
        .values(stock.slice(start, start + 500))
        .execute();
    }
    await trx
      .insertInto('collections')
      .values(
        seedCollections.map((collection, index) => ({
          name: collection.name,
          heading: collection.heading,
          description: collection.description,
          lookbook_product_id: collection.lookbookProductId,
          position: index + 1,
          name_ar: COLLECTIONS_AR[collection.name].name,
          heading_ar: COLLECTIONS_AR[collection.name].heading,
          description_ar: COLLECTIONS_AR[collection.name].description,
        })),
      )
      .execute();
    await trx
      .insertInto('banners')
      .values(
        seedBanners.map((banner, index) => {
          const arabic = BANNERS_AR[index];
          return {
            id: index + 1,
            ...banner,
            position: index + 1,
            alt_ar: arabic?.alt ?? null,
            heading_ar: arabic?.heading ?? null,
            text_ar: arabic?.text ?? null,
            btntext_ar: arabic?.btntext ?? null,
          };
        }),
      )
      .execute();
    return true;
  });
}
