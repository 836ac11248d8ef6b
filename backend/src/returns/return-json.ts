import type { OrderItemRow } from '../orders/orders.repository.ts';
import type { ReturnItemRow, ReturnLogRow, ReturnRow } from './returns.repository.ts';

/** A return as the shopper's order page and the back office read it (money in fils, times ISO-8601 UTC). */
export function returnJson(
  row: ReturnRow,
  items: readonly ReturnItemRow[],
  log: readonly ReturnLogRow[],
  orderItems: readonly OrderItemRow[],
) {
  const byLine = new Map(orderItems.map((item) => [item.line_no, item]));
  return {
    id: row.id,
    orderId: row.order_id,
    status: row.status,
    kind: row.kind,
    method: row.method,
    reason: row.reason,
    note: row.note,
    requestedAt: row.created_at,
    refusalReason: row.refusal_reason,
    pickup: row.picked_up_at
      ? { courier: row.pickup_courier, trackingNumber: row.pickup_tracking, at: row.picked_up_at }
      : null,
    refund:
      row.refund_fils === null
        ? null
        : { method: row.refund_method, reference: row.refund_reference, amountFils: row.refund_fils },
    exchangeOrderId: row.exchange_order_id,
    lines: items
      .filter((item) => item.return_id === row.id)
      .map((item) => {
        const bought = byLine.get(item.line_no);
        return {
          lineNo: item.line_no,
          productId: bought?.product_id ?? null,
          title: bought?.title ?? '',
          size: bought?.size ?? '',
          colour: bought?.colour ?? '',
          unitPriceFils: bought?.unit_price_fils ?? 0,
          quantity: item.quantity,
          exchangeSize: item.exchange_size,
          exchangeColour: item.exchange_colour,
          outcome: item.outcome,
        };
      }),
    timeline: log
      .filter((entry) => entry.return_id === row.id)
      .map((entry) => ({ event: entry.event, at: entry.at, detail: entry.detail })),
  };
}

export type ReturnJson = ReturnType<typeof returnJson>;
