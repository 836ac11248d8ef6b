/** The order status machine (spec §4). */

export const ORDER_STATUSES = ['PLACED', 'PACKED', 'DISPATCHED', 'DELIVERED', 'CANCELLED', 'RETURNED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PLACED: ['PACKED', 'CANCELLED'],
  PACKED: ['DISPATCHED', 'CANCELLED'],
  DISPATCHED: ['DELIVERED'],
  DELIVERED: ['RETURNED'],
  CANCELLED: [],
  RETURNED: [],
};

/** Statuses in which the shopper may still cancel. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['PLACED', 'PACKED'];

/** Statuses staff may set (cancelling is the shopper's action, with a reason). */
export const STAFF_STATUSES: readonly OrderStatus[] = ['PACKED', 'DISPATCHED', 'DELIVERED', 'RETURNED'];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return TRANSITIONS[from];
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function isCancellable(status: OrderStatus): boolean {
  return CANCELLABLE_STATUSES.includes(status);
}

/** Statuses of an order still on its way to the shopper: only these have a delivery date to promise. */
export const AWAITING_DELIVERY_STATUSES: readonly OrderStatus[] = ['PLACED', 'PACKED', 'DISPATCHED'];

export function awaitsDelivery(status: OrderStatus): boolean {
  return AWAITING_DELIVERY_STATUSES.includes(status);
}

/** Whether an order leaving this status for CANCELLED must put its stock back. */
export function restocksOnCancel(from: OrderStatus): boolean {
  return isCancellable(from);
}

/** Cash on delivery is recorded as collected only once the order is DELIVERED (a return later keeps the record). */
export function canRecordCashCollected(status: OrderStatus): boolean {
  return status === 'DELIVERED';
}

/** A tax invoice may be issued for any order the shop has not cancelled. */
export function isInvoiceable(status: OrderStatus): boolean {
  return status !== 'CANCELLED';
}

export type TimelineTone = 'critical' | 'success' | 'warning';

/** Badge colour of a timeline entry: critical for CANCELLED/RETURNED, success for DELIVERED or any earlier entry, else warning. */
export function timelineTone(status: OrderStatus, isLastEntry: boolean): TimelineTone {
  if (status === 'CANCELLED' || status === 'RETURNED') return 'critical';
  if (status === 'DELIVERED' || !isLastEntry) return 'success';
  return 'warning';
}
