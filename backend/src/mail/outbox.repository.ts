import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, OutboxTable } from '../db/schema.ts';
import type { MailStatus } from './mail-status.ts';

export type OutboxRow = Selectable<OutboxTable>;

/** What a listing shows of a mail: everything but the parts and the claim. */
const SUMMARY = [
  'id',
  'recipient',
  'reply_to',
  'subject',
  'status',
  'created_at',
  'attempts',
  'last_error',
  'next_attempt_at',
  'sent_at',
  'failed_at',
] as const;

export async function insertMail(db: Kysely<Database>, row: Insertable<OutboxTable>): Promise<void> {
  await db.insertInto('outbox').values(row).execute();
}

export function listByRecipient(db: Kysely<Database>, recipient?: string) {
  let query = db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc');
  if (recipient) query = query.where('recipient', '=', recipient);
  return query.execute();
}

export function findMail(db: Kysely<Database>, id: string) {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A page of mails, newest first; `status` undefined for all. */
export function pageOfMails(db: Kysely<Database>, status: MailStatus | undefined, limit: number, offset: number) {
  let query = db
    .selectFrom('outbox')
    .select(SUMMARY)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset);
  if (status) query = query.where('status', '=', status);
  return query.execute();
}

export async function countMails(db: Kysely<Database>, status: MailStatus | undefined): Promise<number> {
  let query = db.selectFrom('outbox').select((eb) => eb.fn.countAll<number | string | bigint>().as('n'));
  if (status) query = query.where('status', '=', status);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Pending mails whose time has come and that no worker holds, oldest first. */
export async function dueMailIds(db: Kysely<Database>, now: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('next_attempt_at')
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Takes the mail for one worker until `until`, in one conditional UPDATE: of two workers (or processes)
 * claiming it at once, the database lets exactly one change the row. The other sees 0 rows updated.
 */
export async function claimMail(db: Kysely<Database>, id: string, token: string, now: string, until: string) {
  const result = await db
    .updateTable('outbox')
    .set({ claimed_until: until, claim_token: token })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Changes a claimed mail, only while the claim is still this worker's. */
function updateClaimed(db: Kysely<Database>, id: string, token: string) {
  return db.updateTable('outbox').where('id', '=', id).where('claim_token', '=', token);
}

/** `attempts` counts this successful try too. */
export async function markSent(
  db: Kysely<Database>,
  id: string,
  token: string,
  change: { attempts: number; now: string },
) {
  await updateClaimed(db, id, token)
    .set({ status: 'sent', attempts: change.attempts, sent_at: change.now, claimed_until: null, claim_token: null })
    .execute();
}

export async function markRetry(
  db: Kysely<Database>,
  id: string,
  token: string,
  change: { attempts: number; lastError: string; nextAttemptAt: string },
) {
  await updateClaimed(db, id, token)
    .set({
      attempts: change.attempts,
      last_error: change.lastError,
      next_attempt_at: change.nextAttemptAt,
      claimed_until: null,
      claim_token: null,
    })
    .execute();
}

export async function markFailed(
  db: Kysely<Database>,
  id: string,
  token: string,
  change: { attempts: number; lastError: string; now: string },
) {
  await updateClaimed(db, id, token)
    .set({
      status: 'failed',
      attempts: change.attempts,
      last_error: change.lastError,
      failed_at: change.now,
      next_attempt_at: null,
      claimed_until: null,
      claim_token: null,
    })
    .execute();
}

/** Without SMTP: every pending mail no worker holds becomes kept. */
export async function keepPending(db: Kysely<Database>, now: string): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'kept', next_attempt_at: null })
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Puts a failed or kept mail back in the queue, due now, with its attempts counted afresh. */
export async function requeue(db: Kysely<Database>, id: string, from: readonly MailStatus[], now: string) {
  const result = await db
    .updateTable('outbox')
    .set({
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      failed_at: null,
      claimed_until: null,
      claim_token: null,
    })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
