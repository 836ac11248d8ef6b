import type { Kysely } from 'kysely';

/**
 * Home banners and collection cards may carry an uploaded image instead of the generated art: its id and resized
 * copies as JSON ({id, variants}), null for the generated art.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('banners').addColumn('image', 'text').execute();
  await db.schema.alterTable('collections').addColumn('image', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('banners').dropColumn('image').execute();
  await db.schema.alterTable('collections').dropColumn('image').execute();
}
