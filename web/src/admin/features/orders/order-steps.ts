import type { OrderStatus } from '@/admin/__generated__/graphql.ts';

/** A step taken with one button (setOrderStatus with no more input). */
export interface SimpleStep {
  status: OrderStatus;
  label: string;
  done: string;
  /** The usual next step (a filled button) or a rare one (an outline button). */
  primary: boolean;
}

const SIMPLE_STEPS: readonly SimpleStep[] = [
  { status: 'PACKED', label: 'Mark packed', done: 'The order is packed.', primary: true },
  { status: 'DELIVERED', label: 'Mark delivered', done: 'The order is delivered.', primary: true },
  { status: 'RETURNED', label: 'Mark returned', done: 'The order is marked returned.', primary: false },
];

/** What the order page offers, from the statuses the order may move to now (its `transitions`). */
export function orderSteps(transitions: readonly OrderStatus[]) {
  return {
    simple: SIMPLE_STEPS.filter((step) => transitions.includes(step.status)),
    dispatch: transitions.includes('DISPATCHED'),
    cancel: transitions.includes('CANCELLED'),
  };
}

/** What the page says once an order is dispatched. */
export function dispatchedMessage(courier: string, trackingNumber: string): string {
  return `The order is dispatched with ${courier}, tracking number ${trackingNumber}.`;
}
