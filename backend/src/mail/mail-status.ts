/**
 * Where a mail in the outbox stands. `kept`: no SMTP_URL was set, so the worker kept it instead of sending it
 * (development); it is final, like `sent` and `failed`, until the back office sends it again (retry).
 */
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** What the back office may send again. */
export const RETRYABLE_STATUSES: readonly MailStatus[] = ['failed', 'kept'];

export function isMailStatus(value: unknown): value is MailStatus {
  return MAIL_STATUSES.includes(value as MailStatus);
}
