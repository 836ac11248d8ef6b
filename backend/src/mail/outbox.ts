import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

/**
 * Outgoing e-mail is written to the outbox table in the same transaction as the change it reports,
 * so a mail is never lost nor sent for a change that was rolled back. A mail relay drains it.
 */
export async function enqueueMail(db: Kysely<Database>, mail: OutgoingMail, now: string): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      id: randomUUID(),
      recipient: mail.to,
      subject: mail.subject,
      body: mail.body,
      created_at: now,
      sent_at: null,
    })
    .execute();
}

export function listOutbox(db: Kysely<Database>, recipient?: string) {
  let query = db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc');
  if (recipient) query = query.where('recipient', '=', recipient);
  return query.execute();
}
