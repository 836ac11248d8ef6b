import { sql, type Kysely } from 'kysely';

/** Shards of the catalogue version counter: writers bump one at random, readers add them up. */
export const VERSION_SHARDS = 8;

/**
 * Catalogue editing from the back office: hidden products, uploaded photos, testimonials (until now constants
 * in the gateway), the stock movement history and the catalogue version the gateways poll. Portable SQL only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('product_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('colour', 'text', (c) => c.notNull())
    // 'front', 'back' or 'detail' (domain/src/product-rules.ts PHOTO_VIEWS).
    .addColumn('view', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    // Of the image as shown (EXIF orientation applied), before resizing.
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    // JSON: [{format, width, height, file}], the resized copies under the media directory.
    .addColumn('variants', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('product_photos_slot', ['product_id', 'colour', 'view'])
    .execute();

  await db.schema
    .createTable('stock_movements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('colour', 'text', (c) => c.notNull())
    .addColumn('delta', 'integer', (c) => c.notNull())
    // Known for hand-made changes; null for orders and cancellations.
    .addColumn('quantity_after', 'integer')
    // RECEIVED, DAMAGED, CORRECTION (staff), ORDER, CANCEL, VARIANT_ADDED, VARIANT_REMOVED.
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    // The staff member's e-mail, or the shopper's for orders and cancellations.
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .execute();
  await db.schema.createIndex('stock_movements_at').on('stock_movements').columns(['at', 'id']).execute();
  await db.schema.createIndex('stock_movements_product').on('stock_movements').columns(['product_id', 'at']).execute();

  await db.schema
    .createTable('testimonials')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('price_fils', 'integer', (c) => c.notNull())
    .addColumn('stars', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  // The three the shop has always shown (spec: 5, 4 and 5 stars at 60 AED), so an existing shop keeps them.
  for (const [index, t] of TESTIMONIALS.entries()) {
    await sql`insert into testimonials (id, author, text, product, price_fils, stars, position)
      values (${index + 1}, ${t.author}, ${t.text}, ${t.product}, ${t.price_fils}, ${t.stars}, ${index + 1})`.execute(
      db,
    );
  }

  await db.schema
    .createTable('catalogue_version')
    .addColumn('shard', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  for (let shard = 0; shard < VERSION_SHARDS; shard += 1) {
    await sql`insert into catalogue_version (shard, version) values (${shard}, 0)`.execute(db);
  }
}

const TESTIMONIALS = [
  {
    author: 'Hamad Al Mansoori',
    text: 'The print is sharp and the cotton feels premium. Delivered to Al Barsha in two days, cash on delivery, no fuss.',
    product: 'Racing graphic tee',
    price_fils: 6000,
    stars: 5,
  },
  {
    author: 'Priya Nair',
    text: 'Bought two JDM tees for my brother and got the 20 AED off. Sizes run true; I would order again.',
    product: 'JDM graphic tee',
    price_fils: 6000,
    stars: 4,
  },
  {
    author: 'Youssef Haddad',
    text: 'Wore my bike tee to the Hatta ride and everyone asked where it was from. Great quality for the price.',
    product: 'Bike graphic tee',
    price_fils: 6000,
    stars: 5,
  },
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['catalogue_version', 'testimonials', 'stock_movements', 'product_photos']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('products').dropColumn('hidden').execute();
}
