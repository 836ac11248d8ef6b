import type { MailStatus } from '@/admin/__generated__/graphql.ts';
import { MAIL_STATUS_LABELS } from './message-rules.ts';

const TONE: Record<MailStatus, string> = {
  PENDING: 'badge--warning',
  SENT: 'badge--success',
  FAILED: 'badge--critical',
  KEPT: '',
};

/** A mail's status as a badge; its words, not its colour, carry the meaning. */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <span className={['badge', TONE[status]].filter(Boolean).join(' ')}>{MAIL_STATUS_LABELS[status]}</span>;
}
