import type { ReturnEvent, ReturnKind, ReturnMethod, ReturnReason, ReturnStatus } from '@/__generated__/graphql.ts';
import { RETURN_NOTE_MAX } from '@store/domain';
import type { MessageId } from '@/i18n/message-id.ts';
import { RETURN_FORM_MESSAGES } from '@/lib/return-refusals.ts';
import { RETURN_REASON_OPTIONS } from './return-form.ts';

/** The catalogue's words for a return's enums; the English ones are the domain's labels (order-words.test.ts). */
export const returnStatusKey = (status: ReturnStatus): MessageId => `returnStatus.${status}`;
export const returnKindKey = (kind: ReturnKind): MessageId => `returnKind.${kind}`;
export const returnMethodKey = (method: ReturnMethod): MessageId => `returnMethod.${method}`;
export const returnEventKey = (event: ReturnEvent): MessageId => `returnEvent.${event}`;
export const returnReasonKey = (reason: ReturnReason): MessageId => `returnReason.${reason}`;

/** A return's reason as the store keeps it (the domain's words) in the page's language, or as it came. */
export function returnReasonWords(reason: string, t: (id: MessageId) => string): string {
  const option = RETURN_REASON_OPTIONS.find((candidate) => candidate.label === reason);
  return option ? t(returnReasonKey(option.value)) : reason;
}

/**
 * A message the return form shows beside a field in the page's language: the form's own checks (and the store's
 * refusals that say the same) by their English words; any other message (a refusal in the web's words) as it is.
 */
export function returnFormWords(message: string, t: (id: MessageId, values?: Record<string, unknown>) => string) {
  const key = (Object.keys(RETURN_FORM_MESSAGES) as (keyof typeof RETURN_FORM_MESSAGES)[]).find(
    (candidate) => RETURN_FORM_MESSAGES[candidate] === message,
  );
  return key ? t(`returnForm.${key}`, { max: RETURN_NOTE_MAX }) : message;
}
