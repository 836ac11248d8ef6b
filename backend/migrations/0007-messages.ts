import type { Kysely } from 'kysely';

/** Contact messages become an inbox: each is unread, read or answered (domain/src/message-status.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('contact_messages')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('UNREAD'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contact_messages').dropColumn('status').execute();
}
