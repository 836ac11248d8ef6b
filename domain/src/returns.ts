import { RETURN_WINDOW_DAYS } from './constants.ts';
import { dubaiDate } from './delivery.ts';
import type { ReturnRefusal } from './return-refusals.ts';

/**
 * A return (issue 22): the shopper asks, the shop approves or refuses, the parcel comes back (picked up or dropped
 * off), and the shop refunds it or ships the exchange. Pickup is recorded on an approved return without a status
 * of its own (the owner's list filters by these six).
 */
export const RETURN_STATUSES = ['REQUESTED', 'APPROVED', 'REFUSED', 'RECEIVED', 'REFUNDED', 'EXCHANGED'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

const RETURN_TRANSITIONS: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  REQUESTED: ['APPROVED', 'REFUSED'],
  APPROVED: ['RECEIVED'],
  REFUSED: [],
  RECEIVED: ['REFUNDED', 'EXCHANGED'],
  REFUNDED: [],
  EXCHANGED: [],
};

/** A return the shop still has to act on: the dashboard counts these. */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['REQUESTED', 'APPROVED', 'RECEIVED'];

export function isReturnStatus(value: unknown): value is ReturnStatus {
  return RETURN_STATUSES.includes(value as ReturnStatus);
}

export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return RETURN_TRANSITIONS[from].includes(to);
}

/** What the shopper wants back: the money, or another size or colour of the same tee. */
export const RETURN_KINDS = ['REFUND', 'EXCHANGE'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/** How the parcel comes back (the policy: pickup by the team or drop-off at the shop). */
export const RETURN_METHODS = ['PICKUP', 'DROP_OFF'] as const;
export type ReturnMethod = (typeof RETURN_METHODS)[number];

export const RETURN_REASONS = [
  'Wrong size',
  'Defective or damaged',
  'Wrong item received',
  'Not as pictured',
  'Changed my mind',
  'Other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** How the money went back: cash on the spot, a bank transfer, or another means named by its reference. */
export const REFUND_METHODS = ['CASH', 'BANK_TRANSFER', 'REFERENCE'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** What happens to a returned line when it arrives: back on the shelf, or written off (damaged). */
export const RECEIVED_OUTCOMES = ['RESTOCK', 'WRITE_OFF'] as const;
export type ReceivedOutcome = (typeof RECEIVED_OUTCOMES)[number];

export const RETURN_NOTE_MAX = 500;
export const RETURN_DECISION_REASON_MAX = 300;
export const REFUND_REFERENCE_MAX = 100;

/** Labels as the shop shows them. */
export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  REQUESTED: 'Requested',
  APPROVED: 'Approved',
  REFUSED: 'Refused',
  RECEIVED: 'Received',
  REFUNDED: 'Refunded',
  EXCHANGED: 'Exchanged',
};

export const REFUND_METHOD_LABELS: Readonly<Record<RefundMethod, string>> = {
  CASH: 'Cash',
  BANK_TRANSFER: 'Bank transfer',
  REFERENCE: 'Reference',
};

export const RETURN_METHOD_LABELS: Readonly<Record<ReturnMethod, string>> = {
  PICKUP: 'Pickup at your address',
  DROP_OFF: 'Drop-off at the shop',
};

/**
 * The last Dubai calendar day on which a return may be asked for: the day of delivery plus the window, so a tee
 * delivered on the 1st may be returned until the end of the 8th with the default 7 days.
 */
export function returnWindowLastDay(deliveredAt: Date, windowDays: number = RETURN_WINDOW_DAYS): string {
  const day = new Date(`${dubaiDate(deliveredAt)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + windowDays);
  return day.toISOString().slice(0, 10);
}

export function isWithinReturnWindow(deliveredAt: Date, now: Date, windowDays: number = RETURN_WINDOW_DAYS): boolean {
  return dubaiDate(now) <= returnWindowLastDay(deliveredAt, windowDays);
}

/** Why an order cannot be returned now, or null when it can. */
export function returnRefusal(
  order: { status: string; deliveredAt: Date | null },
  now: Date,
  windowDays: number = RETURN_WINDOW_DAYS,
): ReturnRefusal | null {
  if (order.status !== 'DELIVERED' || !order.deliveredAt) {
    return { code: 'NOT_DELIVERED', message: 'Only a delivered order can be returned.' };
  }
  if (!isWithinReturnWindow(order.deliveredAt, now, windowDays)) {
    const date = returnWindowLastDay(order.deliveredAt, windowDays);
    return {
      code: 'WINDOW_CLOSED',
      message: `The ${windowDays}-day return window for this order ended on ${date}.`,
      date,
    };
  }
  return null;
}
