import { sql, type Kysely } from 'kysely';
import { BANNERS_AR, COLLECTIONS_AR, FABRICS_AR, PRODUCTS_AR, TESTIMONIALS_AR } from '../seed/catalogue-ar.ts';
import { seedBanners, seedCollections, seedProducts } from '../seed/catalogue.ts';

/** The shown text columns that get an Arabic twin (`<column>_ar`, null: missing, the English shows). */
const ARABIC_COLUMNS = {
  products: ['title', 'description', 'care', 'composition', 'origin'],
  collections: ['name', 'heading', 'description'],
  banners: ['alt', 'heading', 'text', 'btntext'],
  testimonials: ['author', 'text', 'product'],
} as const;

/**
 * Content in Arabic beside English (issue 21): a nullable `_ar` column beside each text column shoppers read
 * (`care_ar` is JSON lines like `care`). Rows of the demo catalogue still as shipped (same English text) get
 * the demo's Arabic; anything the owner wrote stays without Arabic until someone adds it. Portable SQL only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, columns] of Object.entries(ARABIC_COLUMNS)) {
    for (const column of columns) {
      await db.schema.alterTable(table).addColumn(`${column}_ar`, 'text').execute();
    }
  }
  for (const product of seedProducts) {
    const arabic = PRODUCTS_AR[product.id];
    const fabric = FABRICS_AR[product.composition];
    if (!arabic || !fabric) continue;
    await sql`UPDATE products SET title_ar = ${arabic.title}, description_ar = ${arabic.description},
      care_ar = ${JSON.stringify(fabric.care)}, composition_ar = ${fabric.composition}, origin_ar = ${fabric.origin}
      WHERE id = ${product.id} AND title = ${product.title} AND description = ${product.description}`.execute(db);
  }
  for (const collection of seedCollections) {
    const arabic = COLLECTIONS_AR[collection.name];
    await sql`UPDATE collections SET name_ar = ${arabic.name}, heading_ar = ${arabic.heading},
      description_ar = ${arabic.description}
      WHERE name = ${collection.name} AND heading = ${collection.heading}`.execute(db);
  }
  for (const [index, banner] of seedBanners.entries()) {
    const arabic = BANNERS_AR[index]!;
    await sql`UPDATE banners SET alt_ar = ${arabic.alt}, heading_ar = ${arabic.heading}, text_ar = ${arabic.text},
      btntext_ar = ${arabic.btntext} WHERE heading = ${banner.heading} AND text = ${banner.text}`.execute(db);
  }
  for (const [text, arabic] of Object.entries(TESTIMONIALS_AR)) {
    await sql`UPDATE testimonials SET author_ar = ${arabic.author}, text_ar = ${arabic.text},
      product_ar = ${arabic.product} WHERE text = ${text}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, columns] of Object.entries(ARABIC_COLUMNS)) {
    for (const column of columns) await db.schema.alterTable(table).dropColumn(`${column}_ar`).execute();
  }
}
