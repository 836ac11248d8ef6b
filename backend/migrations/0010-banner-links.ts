import { sql, type Kysely } from 'kysely';

/**
 * A home banner's button leads where the owner says: a path on this store. Banners saved before lead to the whole
 * catalogue as they did, except the demo's collection banners, which now lead to the collection they name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('banners')
    .addColumn('link', 'text', (c) => c.notNull().defaultTo('/all-collections'))
    .execute();
  await sql`UPDATE banners SET link = '/shop-by-collections/JDM' WHERE btntext = 'Explore JDM'`.execute(db);
  await sql`UPDATE banners SET link = '/shop-by-collections/Titan' WHERE btntext = 'Shop Titan'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('banners').dropColumn('link').execute();
}
