import { PAYMENT_METHOD, type CancelReason as DomainCancelReason } from '@store/domain';
import type { CancelReason, OrderStatus } from '@/__generated__/graphql.ts';
import type { MessageId } from '@/i18n/message-id.ts';

/** The catalogue's name of an order status: the English one is the status itself ('DISPATCHED', spec §4). */
export const orderStatusKey = (status: OrderStatus): MessageId => `orderStatus.${status}`;

/** The catalogue's words of a cancel reason, by the schema's value. */
export const cancelReasonKey = (reason: CancelReason): MessageId => `cancelReason.${reason}`;

/** The schema's value of each of the domain's cancel reasons, as an order stores its reason (by its words). */
export const CANCEL_REASON_VALUES: Readonly<Record<DomainCancelReason, CancelReason>> = {
  'Size has been Incorrect': 'SIZE_INCORRECT',
  'Order has been placed incorrectly': 'PLACED_INCORRECTLY',
  'Wrong Item has been selected': 'WRONG_ITEM',
};

/** An order's cancel reason in the page's language; words the shop does not know are shown as they came. */
export function cancelReasonWords(reason: string, t: (id: MessageId) => string): string {
  const value = Object.hasOwn(CANCEL_REASON_VALUES, reason)
    ? CANCEL_REASON_VALUES[reason as keyof typeof CANCEL_REASON_VALUES]
    : undefined;
  return value ? t(cancelReasonKey(value)) : reason;
}

/** The order's payment mode in the page's language: the one the shop offers, or as it came. */
export function paymentModeWords(mode: string, t: (id: MessageId) => string): string {
  return mode === PAYMENT_METHOD ? t('order.cashOnDelivery') : mode;
}
