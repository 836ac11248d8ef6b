import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { csvLine } from '../messages/csv.ts';

/** Returns that came back: the units the return rate counts. */
const BACK = ['RECEIVED', 'REFUNDED', 'EXCHANGED'];

/**
 * Each product's return rate: units that came back over units sold (orders not cancelled, exchanges aside), in
 * whole percent; products never sold are left out.
 */
export async function returnRates(db: Kysely<Database>) {
  const [sold, back] = await Promise.all([
    db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select(['order_items.product_id', (eb) => eb.fn.sum<number | string>('order_items.quantity').as('units')])
      .where('orders.status', '<>', 'CANCELLED')
      .where('orders.exchange_for', 'is', null)
      .groupBy('order_items.product_id')
      .execute(),
    db
      .selectFrom('return_items')
      .innerJoin('returns', 'returns.id', 'return_items.return_id')
      .innerJoin('order_items', (join) =>
        join
          .onRef('order_items.order_id', '=', 'returns.order_id')
          .onRef('order_items.line_no', '=', 'return_items.line_no'),
      )
      .select(['order_items.product_id', (eb) => eb.fn.sum<number | string>('return_items.quantity').as('units')])
      .where('returns.status', 'in', BACK)
      .groupBy('order_items.product_id')
      .execute(),
  ]);
  const returned = new Map(back.map((row) => [Number(row.product_id), Number(row.units)]));
  return sold.map((row) => {
    const soldUnits = Number(row.units);
    const returnedUnits = returned.get(Number(row.product_id)) ?? 0;
    return {
      productId: Number(row.product_id),
      soldUnits,
      returnedUnits,
      ratePercent: soldUnits === 0 ? 0 : Math.round((returnedUnits * 100) / soldUnits),
    };
  });
}

/** Every return as CSV, newest first; text the shopper wrote is made inert for spreadsheets (csvLine). */
export async function returnsCsv(db: Kysely<Database>): Promise<string> {
  const rows = await db.selectFrom('returns').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  const head = ['return', 'order', 'email', 'status', 'kind', 'method', 'reason', 'note', 'requested_at', 'refund_aed'];
  const lines = rows.map((row) =>
    csvLine([
      row.id,
      row.order_id,
      row.email,
      row.status,
      row.kind,
      row.method,
      row.reason,
      row.note,
      row.created_at,
      row.refund_fils === null ? '' : (row.refund_fils / 100).toFixed(2),
    ]),
  );
  return [csvLine(head), ...lines].join('\r\n') + '\r\n';
}
