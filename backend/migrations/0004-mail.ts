import { sql, type Kysely } from 'kysely';

/**
 * Mail that leaves: the outbox gets an HTML part, a Reply-To and the state of the sending worker
 * (backend/src/mail/mail-worker.ts). One column per ALTER TABLE: SQLite adds only one at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: [string, 'text' | 'integer', string | number | null][] = [
    ['html', 'text', null],
    ['reply_to', 'text', null],
    ['status', 'text', 'pending'],
    ['attempts', 'integer', 0],
    ['last_error', 'text', null],
    ['next_attempt_at', 'text', null],
    ['claimed_until', 'text', null],
    ['claim_token', 'text', null],
    ['failed_at', 'text', null],
  ];
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable('outbox')
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute();
  }
  // Mails queued before there was a worker are weeks-old reset links and confirmations: kept, not sent now
  // (the back office can send one with retry). See docs/decisions.md.
  await sql`update outbox set status = case when sent_at is null then 'kept' else 'sent' end,
    next_attempt_at = created_at`.execute(db);
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_created').on('outbox').columns(['created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_created').execute();
  await db.schema.dropIndex('outbox_due').execute();
  for (const name of [
    'failed_at',
    'claim_token',
    'claimed_until',
    'next_attempt_at',
    'last_error',
    'attempts',
    'status',
    'reply_to',
    'html',
  ]) {
    await db.schema.alterTable('outbox').dropColumn(name).execute();
  }
}
