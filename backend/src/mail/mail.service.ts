import type { Kysely } from 'kysely';
import { recordAudit } from '../admin/audit.ts';
import { pagingOf } from '../admin/lists.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { isMailStatus, RETRYABLE_STATUSES, type MailStatus } from './mail-status.ts';
import { signalMailQueued } from './mail-wake.ts';
import * as repository from './outbox.repository.ts';

export interface MailServices {
  db: Kysely<Database>;
  now: () => Date;
}

type Summary = Awaited<ReturnType<typeof repository.pageOfMails>>[number];

function summaryOf(row: Summary) {
  return {
    id: row.id,
    to: row.recipient,
    replyTo: row.reply_to,
    subject: row.subject,
    status: row.status as MailStatus,
    createdAt: row.created_at,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
    failedAt: row.failed_at,
  };
}

export interface MailQuery {
  status?: string;
  page?: string;
  pageSize?: string;
}

/** A page of the outbox, newest first. */
export async function listMails(db: Kysely<Database>, query: MailQuery) {
  const wanted = query.status || 'all';
  if (wanted !== 'all' && !isMailStatus(wanted)) {
    throw new HttpError(400, 'status must be one of pending, sent, failed, kept, all.');
  }
  const status = wanted === 'all' ? undefined : wanted;
  const { page, pageSize, offset } = pagingOf(query);
  const [rows, total] = await Promise.all([
    repository.pageOfMails(db, status, pageSize, offset),
    repository.countMails(db, status),
  ]);
  return { items: rows.map(summaryOf), page, pageSize, total };
}

/** The secret of a link (reset, invitation) in a mail: whoever reads it could use it. */
const LINK_SECRET = /([?&](?:token|invite)=)[^&\s"'<>]+/g;

export function hideLinkSecrets(text: string): string {
  return text.replace(LINK_SECRET, '$1[hidden]');
}

/**
 * One mail with both parts (`html` null for a text-only mail), the secrets of its links hidden in every mode:
 * staff must not be able to use a shopper's reset link, nor an owner's invitation (and so become owner).
 * A developer without SMTP reads the whole link with `npm run orders -- outbox`, on the machine itself.
 */
export async function mailDetail(db: Kysely<Database>, id: string) {
  const row = await repository.findMail(db, id);
  if (!row) throw new HttpError(404, `Mail ${id} not found.`);
  return {
    ...summaryOf(row),
    text: hideLinkSecrets(row.body),
    html: row.html === null ? null : hideLinkSecrets(row.html),
  };
}

/** Sends a failed (or kept) mail again, from a first attempt; the audit row is written with the change. */
export async function retryMail(services: MailServices, actor: string, id: string) {
  const now = services.now().toISOString();
  const retried = await services.db.transaction().execute(async (trx) => {
    const row = await repository.findMail(trx, id);
    if (!row) throw new HttpError(404, `Mail ${id} not found.`);
    if (!(await repository.requeue(trx, id, RETRYABLE_STATUSES, now))) {
      throw new HttpError(409, `Mail ${id} is ${row.status}: only a failed or kept mail can be sent again.`);
    }
    await recordAudit(
      trx,
      {
        actor,
        action: 'mail.retry',
        subject: id,
        detail: { from: row.status, to: row.recipient, subject: row.subject, attempts: row.attempts },
      },
      now,
    );
    // Read in the transaction: the answer is the mail as requeued, before the woken worker sends (or keeps) it.
    return mailDetail(trx, id);
  });
  signalMailQueued();
  return retried;
}
