import { sql, type Kysely } from 'kysely';
import { phoneSearchDigits } from '@store/domain';

/**
 * The back office's orders: search columns on orders, who changed each status, cash collection, tax invoices
 * with their gapless counter, and the shop's settings. Portable SQL only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Copied out of the shipping JSON so that the list can filter and search them with plain SQL.
  await db.schema
    .alterTable('orders')
    .addColumn('emirate', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('phone_digits', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const orders = await sql<{ id: string; shipping: string }>`select id, shipping from orders`.execute(db);
  for (const order of orders.rows) {
    const shipping = JSON.parse(order.shipping) as { emirate?: string; phone?: string };
    await sql`update orders set emirate = ${shipping.emirate ?? ''}, phone_digits = ${phoneSearchDigits(
      shipping.phone ?? '',
    )} where id = ${order.id}`.execute(db);
  }
  await db.schema.createIndex('orders_created_idx').on('orders').column('created_at').execute();
  await db.schema.createIndex('orders_status_idx').on('orders').columns(['status', 'created_at']).execute();

  // The staff member's e-mail for changes made in the back office; null for the shopper, the CLI or STAFF_TOKEN.
  await db.schema.alterTable('order_log').addColumn('actor', 'text').execute();

  await db.schema
    .createTable('cash_collections')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('collected_at', 'text', (c) => c.notNull())
    .addColumn('collected_by', 'text', (c) => c.notNull())
    .addColumn('amount_fils', 'integer', (c) => c.notNull())
    .execute();

  // One row per named sequence, updated in the transaction that uses the number: gapless, and serialised by
  // the row lock on PostgreSQL and by the write lock on SQLite.
  await db.schema
    .createTable('counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into counters (name, value) values ('invoice', 0)`.execute(db);

  await db.schema
    .createTable('invoices')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('number', 'integer', (c) => c.notNull().unique())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('issued_by', 'text', (c) => c.notNull())
    // JSON: the seller's legal name, address and TRN as printed: a later change of settings leaves it alone.
    .addColumn('seller', 'text', (c) => c.notNull())
    .addColumn('total_fils', 'integer', (c) => c.notNull())
    .addColumn('vat_fils', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    // JSON: the value.
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // The staff member's e-mail, or null for the seeded default.
    .addColumn('updated_by', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('settings').execute();
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('counters').execute();
  await db.schema.dropTable('cash_collections').execute();
  await db.schema.alterTable('order_log').dropColumn('actor').execute();
  await db.schema.dropIndex('orders_status_idx').execute();
  await db.schema.dropIndex('orders_created_idx').execute();
  await db.schema.alterTable('orders').dropColumn('phone_digits').execute();
  await db.schema.alterTable('orders').dropColumn('emirate').execute();
}
