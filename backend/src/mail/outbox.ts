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
/**
 * A header value on one line: a line break in a shopper's name would otherwise start a header of its own
 * (`Bcc:`…) in the mail that leaves. Control characters become spaces.
 */
export function headerSafe(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

export async function enqueueMail(db: Kysely<Database>, mail: OutgoingMail, now: string): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      id: randomUUID(),
      recipient: headerSafe(mail.to),
      subject: headerSafe(mail.subject),
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
