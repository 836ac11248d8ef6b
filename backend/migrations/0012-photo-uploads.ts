import type { Kysely } from 'kysely';

/**
 * Product photos are answered at once and resized in the background: an upload waits here (its bytes on the
 * media volume) until a worker of any backend instance claims it, makes its copies and saves the photo.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('photo_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('colour', 'text', (c) => c.notNull())
    .addColumn('view', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_until', 'text')
    .addColumn('claim_token', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // The newest upload of a colour and view replaces one still waiting.
    .addUniqueConstraint('photo_uploads_slot', ['product_id', 'colour', 'view'])
    .execute();
  await db.schema.createIndex('photo_uploads_waiting').on('photo_uploads').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('photo_uploads').execute();
}
