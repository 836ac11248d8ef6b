import type { ReturnEvent, ReturnKind, ReturnMethod, ReturnReason, ReturnStatus } from '@/__generated__/graphql.ts';
import type { MessageId } from '@/i18n/message-id.ts';
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
