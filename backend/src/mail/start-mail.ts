import type { Kysely } from 'kysely';
import type { BackendConfig, MailConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { MailWorker, type MailWorkerOptions } from './mail-worker.ts';
import { readSettings } from '../admin/settings/settings.service.ts';
import { creditNoteOfReturn } from '../admin/returns/credit-note.service.ts';
import { creditNotePdf } from '../admin/returns/credit-note-pdf.ts';
import type { MailDocumentRenderer } from './mail-documents.ts';
import { sendDeadlineMs, smtpTransport, type MailSender } from './smtp-transport.ts';

/**
 * The shop's settings decide who mail is from and where answers go: its trading name and e-mail. MAIL_FROM, when
 * set, stays the From (an SMTP service may send from one verified address only); answers still reach the shop.
 */
export async function shopSender(db: Kysely<Database>, mailFrom: string | null): Promise<MailSender> {
  const { tradingName, email } = await readSettings(db);
  return { from: mailFrom ?? { name: tradingName, address: email }, replyTo: email };
}

/** The documents mail may refer to, drawn from the database when the mail is sent. */
export function mailDocuments(db: Kysely<Database>): MailDocumentRenderer {
  return async (ref) => creditNotePdf(await creditNoteOfReturn(db, ref.returnId));
}

/** Margin of a claim over the longest a send can take. */
const CLAIM_MARGIN_MS = 60_000;

/** The outbox worker the settings ask for: SMTP with SMTP_URL, keeping mail without it. Not started yet. */
export function mailWorkerFor(
  config: MailConfig,
  db: Kysely<Database>,
  now: () => Date,
  log?: MailWorkerOptions['log'],
): MailWorker {
  const transport = config.smtpUrl ? smtpTransport({ url: config.smtpUrl, stepTimeoutMs: config.smtpTimeoutMs }) : null;
  return new MailWorker({
    db,
    transport,
    sender: () => shopSender(db, config.from),
    renderDocument: mailDocuments(db),
    now,
    pollMs: config.pollMs,
    retry: { maxAttempts: config.maxAttempts, baseMs: config.retryBaseMs, maxMs: config.retryMaxMs },
    claimMs: sendDeadlineMs(config.smtpTimeoutMs) + CLAIM_MARGIN_MS,
    log,
  });
}

/** A production backend without SMTP_URL starts, but says loudly that no shopper gets mail. */
export function keptMailWarning(config: Pick<BackendConfig, 'production' | 'mail'>): string | null {
  if (!config.production || config.mail.smtpUrl) return null;
  return (
    'SMTP_URL is not set: no e-mail leaves this shop. Order confirmations, status changes and reset links ' +
    'are kept in the outbox (back office: /admin/mail). Set SMTP_URL=smtp://user:pass@host:587 to send them.'
  );
}
