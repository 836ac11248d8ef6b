import type { OrderHistory_OrderFragment } from '@/admin/__generated__/graphql.ts';

type StatusEntry = OrderHistory_OrderFragment['timeline'][number];
type CashRecord = NonNullable<OrderHistory_OrderFragment['cashCollected']>;
type InvoiceRecord = NonNullable<OrderHistory_OrderFragment['invoice']>;

/** One step of the order's timeline: a status it reached, the cash collected, or its tax invoice. */
export type TimelineStep =
  | { kind: 'status'; at: string; entry: StatusEntry }
  | { kind: 'cash'; at: string; cash: CashRecord }
  | { kind: 'invoice'; at: string; invoice: InvoiceRecord };

/**
 * Every step of the order in the order it happened: an invoice issued while the order was packed comes before
 * its dispatch, not after its delivery. Steps at the same instant keep the order they were recorded in.
 */
export function timelineSteps(order: OrderHistory_OrderFragment): TimelineStep[] {
  const steps: TimelineStep[] = order.timeline.map((entry) => ({ kind: 'status', at: entry.at, entry }));
  if (order.cashCollected) steps.push({ kind: 'cash', at: order.cashCollected.at, cash: order.cashCollected });
  if (order.invoice) steps.push({ kind: 'invoice', at: order.invoice.issuedAt, invoice: order.invoice });
  return steps
    .map((step, index) => ({ step, index, time: Date.parse(step.at) }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ step }) => step);
}
