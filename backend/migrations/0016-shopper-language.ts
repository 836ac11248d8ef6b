import type { Kysely } from 'kysely';

/**
 * The shopper's language (issue 21), 'en' or 'ar': on the account (for its reset mail), on each order (the
 * language of the checkout it came from, for its mails) and on each newsletter subscription. Rows from before are
 * English, as the shop was. Portable SQL only.
 */
const TABLES = ['customers', 'orders', 'newsletter_subscribers'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('language').execute();
}
