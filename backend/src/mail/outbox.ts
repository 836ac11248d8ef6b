import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { signalMailQueued } from './mail-wake.ts';
import * as repository from './outbox.repository.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** The text part. */
  body: string;
  /** The HTML part, from a template (mail/html.ts) that escapes every value. Every shopper mail has one. */
  html?: string;
  /** Where an answer goes, e.g. the sender of a contact message. */
  replyTo?: string;
  /** Files sent with it (a credit note's PDF), kept in the outbox with the mail. */
  attachments?: readonly MailAttachment[];
}

/**
 * A file sent with a mail: its bytes, or a document the worker draws when it sends the mail (a credit note's PDF),
 * so that the change's transaction never waits for a PDF while it holds its locks.
 */
export type MailAttachment = { filename: string; contentType: string } & (
  { content: Buffer } | { document: MailDocumentRef }
);

/** A document drawn at send time (mail-documents.ts). */
export interface MailDocumentRef {
  kind: 'credit-note';
  /** The return whose credit note it is. */
  returnId: string;
}

/**
 * Outgoing e-mail is written to the outbox table in the same transaction as the change it reports,
 * so a mail is never lost nor sent for a change that was rolled back. The worker (mail-worker.ts) sends it.
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
  await repository.insertMail(db, {
    id: randomUUID(),
    recipient: headerSafe(mail.to),
    reply_to: mail.replyTo ? headerSafe(mail.replyTo) : null,
    subject: headerSafe(mail.subject),
    body: mail.body,
    html: mail.html ?? null,
    created_at: now,
    status: 'pending',
    attempts: 0,
    last_error: null,
    next_attempt_at: now,
    claimed_until: null,
    claim_token: null,
    sent_at: null,
    failed_at: null,
    attachments: mail.attachments?.length
      ? JSON.stringify(
          mail.attachments.map((attachment) => ({
            filename: headerSafe(attachment.filename),
            contentType: attachment.contentType,
            ...('content' in attachment
              ? { content: attachment.content.toString('base64') }
              : { document: attachment.document }),
          })),
        )
      : null,
  });
  // Usually called inside the change's transaction: the worker may look before it commits and then finds
  // the mail at its next poll instead.
  signalMailQueued();
}

/** Every mail, newest first, optionally to one recipient (tests, the orders CLI). */
export function listOutbox(db: Kysely<Database>, recipient?: string) {
  return repository.listByRecipient(db, recipient);
}
