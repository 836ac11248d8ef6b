import { MESSAGE_STATUSES } from '@store/domain';
import type { MailStatus, MessageStatus } from '@/admin/__generated__/graphql.ts';

/** A value of the address that is one of `choices`, else null (everything). */
export function readChoice<T extends string>(value: string | null, choices: readonly T[]): T | null {
  return value !== null && (choices as readonly string[]).includes(value) ? (value as T) : null;
}

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  UNREAD: 'Unread',
  READ: 'Read',
  ANSWERED: 'Answered',
};
export const MESSAGE_STATUS_CHOICES: readonly MessageStatus[] = MESSAGE_STATUSES;

/** The outbox's statuses (schema/admin-mail.graphql), in the order a mail goes through them. */
export const MAIL_STATUSES: readonly MailStatus[] = ['PENDING', 'SENT', 'FAILED', 'KEPT'];
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  PENDING: 'Pending',
  SENT: 'Sent',
  FAILED: 'Failed',
  KEPT: 'Kept',
};
export const MAIL_STATUS_HINTS: Record<MailStatus, string> = {
  PENDING: 'To be sent, perhaps after a wait before the next attempt.',
  SENT: 'Handed to the mail server.',
  FAILED: 'Given up after its attempts; see the last error.',
  KEPT: 'Not sent: no mail server is set up, so the shop keeps it to be read here.',
};

/** Failed and kept mail can be sent again; pending mail is on its way, sent mail has gone. */
export function canRetry(status: MailStatus): boolean {
  return status === 'FAILED' || status === 'KEPT';
}

/** The first line or so of a message, for the list. */
export function excerpt(text: string, max = 90): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** A reply in the member's own mail program: to the sender, their message quoted below. */
export function replyHref(message: { name: string; email: string; message: string }): string {
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const subject = 'Re: your message to Graphic Tees Dubai';
  const body = `Hello ${message.name},\n\n\n\n${message.name} wrote:\n${quoted}`;
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
