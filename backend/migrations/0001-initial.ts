import { sql, type Kysely } from 'kysely';

/** Catalogue, customers, orders, outbox, newsletter and contact messages. Portable SQL only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('price_fils', 'integer', (c) => c.notNull())
    .addColumn('old_price_fils', 'integer')
    .addColumn('hot_sale', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('top_pick', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('colours', 'text', (c) => c.notNull())
    .addColumn('sizes', 'text', (c) => c.notNull())
    .addColumn('care', 'text', (c) => c.notNull())
    .addColumn('composition', 'text', (c) => c.notNull())
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('stock')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('colour', 'text', (c) => c.notNull())
    // The CHECK is a last line of defence: the conditional decrement already refuses to oversell.
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sqlNonNegative('quantity')))
    .addPrimaryKeyConstraint('stock_pk', ['product_id', 'size', 'colour'])
    .execute();

  await db.schema
    .createTable('collections')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('heading', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('lookbook_product_id', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('heading', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('btntext', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('fname', 'text', (c) => c.notNull())
    .addColumn('lname', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('whatsapp', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('shipping', 'text', (c) => c.notNull())
    .addColumn('subtotal_fils', 'integer', (c) => c.notNull())
    .addColumn('discount_fils', 'integer', (c) => c.notNull())
    .addColumn('total_fils', 'integer', (c) => c.notNull())
    .addColumn('estimated_delivery', 'text', (c) => c.notNull())
    .addColumn('cancel_reason', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('request_hash', 'text')
    .execute();
  await db.schema.createIndex('orders_email_idx').on('orders').columns(['email', 'created_at']).execute();

  await db.schema
    .createTable('order_items')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('img_src', 'text', (c) => c.notNull())
    .addColumn('unit_price_fils', 'integer', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('colour', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_items_pk', ['order_id', 'line_no'])
    .execute();

  await db.schema
    .createTable('order_log')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('logged_at', 'text', (c) => c.notNull())
    .addColumn('tracking_number', 'text')
    .addColumn('courier', 'text')
    .addPrimaryKeyConstraint('order_log_pk', ['order_id', 'seq'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('service_id', 'text', (c) => c.notNull())
    .addColumn('template_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

function sqlNonNegative(column: string) {
  return sql`${sql.ref(column)} >= 0`;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'contact_messages',
    'newsletter_subscribers',
    'outbox',
    'order_log',
    'order_items',
    'orders',
    'password_resets',
    'customers',
    'banners',
    'collections',
    'stock',
    'products',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
