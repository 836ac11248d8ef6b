import { isReturnStatus, REFUND_METHOD_LABELS, RETURN_STATUS_LABELS, RETURN_STATUSES } from '@store/domain';
import type {
  ReturnEvent,
  ReturnKind,
  ReturnMethod,
  ReturnOutcome,
  ReturnStatus,
} from '@/admin/__generated__/graphql.ts';

export const RETURNS_PATH = '/admin/returns';

export const returnPath = (id: string) => `${RETURNS_PATH}/${encodeURIComponent(id)}`;

/** The print page of a return's tax credit note. */
export const creditNotePagePath = (id: string) => `${returnPath(id)}/credit-note`;

/** The list's filters, in the order a return moves through them. */
export const STATUS_CHOICES: readonly ReturnStatus[] = RETURN_STATUSES;
export const STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = RETURN_STATUS_LABELS;
export { REFUND_METHOD_LABELS };

/** The `status` of the list's address, or null for all (anything else is ignored). */
export function readStatus(value: string | null): ReturnStatus | null {
  return isReturnStatus(value) ? value : null;
}

export const KIND_LABELS: Readonly<Record<ReturnKind, string>> = { REFUND: 'Refund', EXCHANGE: 'Exchange' };

/** How the parcel comes back, in the shop's words (the shopper reads "at your address"). */
export const METHOD_LABELS: Readonly<Record<ReturnMethod, string>> = {
  PICKUP: 'Pickup at the customer’s address',
  DROP_OFF: 'Drop-off at the shop',
};

export const OUTCOME_LABELS: Readonly<Record<ReturnOutcome, string>> = {
  RESTOCK: 'Restock',
  WRITE_OFF: 'Write off',
};

export const EVENT_LABELS: Readonly<Record<ReturnEvent, string>> = {
  REQUESTED: 'Requested',
  APPROVED: 'Approved',
  REFUSED: 'Refused',
  PICKED_UP: 'Picked up',
  RECEIVED: 'Received',
  REFUNDED: 'Refunded',
  EXCHANGED: 'Exchange sent',
};

/** "2 items", "1 item". */
export function itemsLabel(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

/** An order's status as a word: 'DELIVERED' → 'Delivered'. */
export function orderStatusLabel(status: string): string {
  return status.charAt(0) + status.slice(1).toLowerCase();
}
