import { canRecordCashCollected, isOrderStatus } from '@store/domain';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError } from '../../http/errors.ts';
import { cancelAndRestock, type OrderServices } from '../../orders/orders.service.ts';
import { changeOrderStatus } from '../../orders/staff.service.ts';
import { recordAudit } from '../audit.ts';
import { findOrderOr404 } from './order-detail.service.ts';
import * as records from './order-records.repository.ts';

/** The shop cancels (PLACED or PACKED only), restocking as the shopper's cancel does; the mail gives the reason. */
export async function cancelByShop(services: OrderServices, orderId: string, reason: string, actor: string) {
  const result = await cancelAndRestock(services, { orderId, reason, actor });
  if (result.outcome === 'not-found') throw new HttpError(404, `Order ${orderId} not found.`);
  if (result.outcome === 'not-cancellable') {
    throw new HttpError(409, `Order ${orderId} cannot be cancelled: it is ${result.status}.`);
  }
  return { orderId, from: result.from, to: 'CANCELLED', reason };
}

function cashRecord(row: records.CashCollectionRow) {
  return { at: row.collected_at, by: row.collected_by, amountFils: row.amount_fils };
}

/**
 * Records that the courier handed over the cash of a DELIVERED order: its total, once. A repeated call
 * (a retry, a second click) answers the first record with `alreadyRecorded: true` and changes nothing.
 */
export async function recordCashCollected(services: OrderServices, orderId: string, actor: string) {
  const first = await records.findCashCollection(services.db, orderId);
  if (first) return { orderId, cashCollected: cashRecord(first), alreadyRecorded: true };
  try {
    const row = await services.db.transaction().execute(async (trx) => {
      const order = await findOrderOr404(trx, orderId);
      if (!isOrderStatus(order.status) || !canRecordCashCollected(order.status)) {
        throw new HttpError(409, `Cash is recorded once the order is DELIVERED; order ${orderId} is ${order.status}.`);
      }
      const now = services.now().toISOString();
      const collected = { order_id: orderId, collected_at: now, collected_by: actor, amount_fils: order.total_fils };
      await records.insertCashCollection(trx, collected);
      const detail = { amountFils: order.total_fils };
      await recordAudit(trx, { actor, action: 'order.cash-collected', subject: orderId, detail }, now);
      return collected;
    });
    return { orderId, cashCollected: cashRecord(row), alreadyRecorded: false };
  } catch (error) {
    const recorded = isUniqueViolation(error) ? await records.findCashCollection(services.db, orderId) : undefined;
    if (recorded) return { orderId, cashCollected: cashRecord(recorded), alreadyRecorded: true };
    throw error;
  }
}

export type BulkResult =
  { id: string; ok: true; from: string; to: string } | { id: string; ok: false; statusCode: number; message: string };

/**
 * Moves several orders to one status, each in its own transaction: an order that cannot move is reported and
 * the others still move. A fault of the database (not a refusal) stops the run with the usual 5xx.
 */
export async function bulkStatus(services: OrderServices, ids: readonly string[], status: string, actor: string) {
  const results: BulkResult[] = [];
  for (const id of ids) {
    try {
      const change = await changeOrderStatus(services, { orderId: id, status, actor });
      results.push({ id, ok: true, from: change.from, to: change.to });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      results.push({ id, ok: false, statusCode: error.statusCode, message: error.message });
    }
  }
  const succeeded = results.filter((result) => result.ok).length;
  return { status, results, succeeded, failed: results.length - succeeded };
}
