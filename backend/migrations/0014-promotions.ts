import type { Kysely } from 'kysely';

/**
 * Discount codes (domain/src/promotions.ts), the orders that used them, and what each order and line gave up to
 * its code (for refunds). Portable SQL only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promotions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // As the owner entered it; `code_key` (trimmed, upper case) is what a shopper's input is matched against.
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('code_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('min_product_total_fils', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_order_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('once_per_customer', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('usage_limit', 'integer')
    // Orders that used it and were not cancelled; raised in the order's transaction only while below the limit.
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    // JSON arrays: product ids and collection names the code is limited to; both empty: every product.
    .addColumn('product_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('collections', 'text', (c) => c.notNull().defaultTo('[]'))
    // A code made for one address (the newsletter's welcome code); null: anyone's.
    .addColumn('issued_to', 'text')
    // 'OWNER' (made in the back office) or 'WELCOME' (mailed to a new subscriber).
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('promotions_source_idx').on('promotions').columns(['source', 'created_at']).execute();

  // One row per order that used a code; deleted when the order is cancelled (the use is given back).
  await db.schema
    .createTable('promotion_redemptions')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('promotion_id', 'text', (c) => c.notNull().references('promotions.id'))
    .addColumn('email', 'text', (c) => c.notNull())
    // promotion id + e-mail for a once-per-customer code, else null: the database refuses a second use.
    .addColumn('once_key', 'text', (c) => c.unique())
    .addColumn('redeemed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('promotion_redemptions_promotion_idx')
    .on('promotion_redemptions')
    .columns(['promotion_id', 'email'])
    .execute();

  await db.schema.alterTable('orders').addColumn('promotion_id', 'text').execute();
  // The code as the owner wrote it, its kind and value when the order was placed: later edits leave it alone.
  await db.schema.alterTable('orders').addColumn('promotion_code', 'text').execute();
  await db.schema.alterTable('orders').addColumn('promotion_kind', 'text').execute();
  await db.schema.alterTable('orders').addColumn('promotion_value', 'integer').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('code_discount_fils', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('code_discount_fils', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('orders_promotion_idx').on('orders').column('promotion_id').execute();

  // The newsletter's welcome code and the way out: a subscriber keeps their row (and so never gets a second
  // code) after unsubscribing.
  await db.schema.alterTable('newsletter_subscribers').addColumn('unsubscribe_token', 'text').execute();
  await db.schema.alterTable('newsletter_subscribers').addColumn('unsubscribed_at', 'text').execute();
  await db.schema.alterTable('newsletter_subscribers').addColumn('welcome_promotion_id', 'text').execute();
  await db.schema
    .createIndex('newsletter_unsubscribe_idx')
    .unique()
    .on('newsletter_subscribers')
    .column('unsubscribe_token')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('newsletter_unsubscribe_idx').execute();
  for (const column of ['welcome_promotion_id', 'unsubscribed_at', 'unsubscribe_token']) {
    await db.schema.alterTable('newsletter_subscribers').dropColumn(column).execute();
  }
  await db.schema.dropIndex('orders_promotion_idx').execute();
  await db.schema.alterTable('order_items').dropColumn('code_discount_fils').execute();
  for (const column of ['code_discount_fils', 'promotion_value', 'promotion_kind', 'promotion_code', 'promotion_id']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await db.schema.dropTable('promotion_redemptions').execute();
  await db.schema.dropTable('promotions').execute();
}
