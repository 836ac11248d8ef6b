import type { Kysely } from 'kysely';

/**
 * Texts of the About, FAQ and policy pages that staff rewrote (issue 21): one row per catalogue key, beside the
 * shop's own wording (`@store/domain/page-texts`), which stands for every key without a row. Portable SQL only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_texts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    // Null: the shop's own English wording.
    .addColumn('text_en', 'text')
    // Null: the shop's own Arabic wording; empty: no Arabic (the Arabic page shows the English).
    .addColumn('text_ar', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_texts').execute();
}
