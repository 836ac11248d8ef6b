import { sql, type Kysely } from 'kysely';

/**
 * Returns and exchanges (issue 22): the shopper's requests with their lines and timeline, tax credit notes with a
 * gapless counter of their own, the exchange's zero-price order linked to its return, and mail attachments (the
 * credit note's PDF). Portable SQL only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('returns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('refusal_reason', 'text')
    .addColumn('pickup_courier', 'text')
    .addColumn('pickup_tracking', 'text')
    .addColumn('picked_up_at', 'text')
    .addColumn('refund_method', 'text')
    .addColumn('refund_reference', 'text')
    .addColumn('refund_fils', 'integer')
    .addColumn('exchange_order_id', 'text')
    .execute();
  await db.schema.createIndex('returns_order_idx').on('returns').column('order_id').execute();
  await db.schema.createIndex('returns_status_idx').on('returns').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('return_items')
    .addColumn('return_id', 'text', (c) => c.notNull().references('returns.id'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    // EXCHANGE: the variant wanted instead; reserved (taken from stock) when the return is approved.
    .addColumn('exchange_size', 'text')
    .addColumn('exchange_colour', 'text')
    // RESTOCK or WRITE_OFF once received.
    .addColumn('outcome', 'text')
    .addPrimaryKeyConstraint('return_items_pk', ['return_id', 'line_no'])
    .execute();

  await db.schema
    .createTable('return_log')
    .addColumn('return_id', 'text', (c) => c.notNull().references('returns.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    // REQUESTED, APPROVED, REFUSED, PICKED_UP, RECEIVED, REFUNDED or EXCHANGED.
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    // The staff member's e-mail; null for the shopper.
    .addColumn('actor', 'text')
    // What the shopper is told beside the step: the refusal's reason, the courier, the refund.
    .addColumn('detail', 'text')
    .addPrimaryKeyConstraint('return_log_pk', ['return_id', 'seq'])
    .execute();

  await sql`insert into counters (name, value) values ('credit_note', 0)`.execute(db);
  await db.schema
    .createTable('credit_notes')
    .addColumn('return_id', 'text', (c) => c.primaryKey().references('returns.id'))
    .addColumn('number', 'integer', (c) => c.notNull().unique())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('invoice_number', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('issued_by', 'text', (c) => c.notNull())
    // JSON: the seller as printed, and the returned lines as printed.
    .addColumn('seller', 'text', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('gross_fils', 'integer', (c) => c.notNull())
    .addColumn('total_fils', 'integer', (c) => c.notNull())
    .addColumn('vat_fils', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_notes_order_idx').on('credit_notes').column('order_id').execute();

  // The return an exchange order ships for: its lines are free and its stock was reserved at approval.
  await db.schema.alterTable('orders').addColumn('exchange_for', 'text').execute();
  // JSON: [{ filename, contentType, content (base64) }]; null: none.
  await db.schema.alterTable('outbox').addColumn('attachments', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('attachments').execute();
  await db.schema.alterTable('orders').dropColumn('exchange_for').execute();
  await db.schema.dropTable('credit_notes').execute();
  await sql`delete from counters where name = 'credit_note'`.execute(db);
  await db.schema.dropTable('return_log').execute();
  await db.schema.dropTable('return_items').execute();
  await db.schema.dropTable('returns').execute();
}
