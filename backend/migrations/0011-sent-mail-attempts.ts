import { sql, type Kysely } from 'kysely';

/**
 * A mail's attempts count every try to send it, the one that succeeded included: until now only failed tries
 * counted, and the outbox showed "Attempts 0" for a mail that was sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE outbox SET attempts = attempts + 1 WHERE status = 'sent'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE outbox SET attempts = attempts - 1 WHERE status = 'sent' AND attempts > 0`.execute(db);
}
