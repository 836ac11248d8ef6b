import type { Kysely } from 'kysely';
import { VARIANT_STOCK_MAX, type StockAdjustment } from '@store/domain';
import { findProduct, findStock } from '../../catalog/catalog.repository.ts';
import type { Database } from '../../db/schema.ts';
import { recordAudit } from '../audit.ts';
import { AdminRefusal, notFound } from '../admin-http.ts';
import type { AdminServices } from '../admin-services.ts';
import { readSettings } from '../settings/settings.service.ts';
import { movementRow, recordMovements } from './stock-movements.ts';
import * as repository from './stock.repository.ts';

type Page = { page: number; pageSize: number; offset: number };

export function movementJson(row: repository.MovementRow) {
  return {
    id: row.id,
    at: row.at,
    productId: row.product_id,
    size: row.size,
    colour: row.colour,
    delta: row.delta,
    quantityAfter: row.quantity_after,
    reason: row.reason,
    note: row.note,
    actor: row.actor,
    orderId: row.order_id,
  };
}

/** Why a conditional change did not apply: no such variant (404), or the stock would leave 0..max (409). */
async function refusal(trx: Kysely<Database>, change: StockAdjustment): Promise<never> {
  const available = await findStock(trx, change);
  const variant = `${change.size} / ${change.colour}`;
  if (available === undefined) {
    if (!(await findProduct(trx, change.productId, { includeHidden: true }))) notFound(`Product ${change.productId}`);
    notFound(`Variant ${variant} of product ${change.productId}`);
  }
  const message =
    change.delta < 0
      ? `Only ${available} of product ${change.productId} (${variant}) in stock: cannot remove ${-change.delta}.`
      : `Product ${change.productId} (${variant}) would hold more than ${VARIANT_STOCK_MAX}.`;
  throw new AdminRefusal(409, message, { available });
}

/**
 * A staff change of one variant's stock, in one transaction with its movement and audit rows. The conditional
 * update never takes stock below 0, whatever orders run at the same time.
 */
export async function adjustStock(services: AdminServices, actor: string, change: StockAdjustment) {
  return services.db.transaction().execute(async (trx) => {
    const quantity = await repository.adjustStock(trx, change, change.delta, VARIANT_STOCK_MAX);
    if (quantity === undefined) return refusal(trx, change);
    const at = services.now().toISOString();
    const movement = { ...change, quantityAfter: quantity, actor };
    await recordMovements(trx, [movement], at);
    const detail = { size: change.size, colour: change.colour, delta: change.delta, reason: change.reason, quantity };
    await recordAudit(trx, { actor, action: 'stock.adjust', subject: String(change.productId), detail }, at);
    const { productId, size, colour } = change;
    return { productId, size, colour, quantity, movement: movementJson(movementRow(movement, at)) };
  });
}

export async function stockHistory(db: Kysely<Database>, productId: number | undefined, page: Page) {
  const { rows, total } = await repository.listMovements(db, { productId, offset: page.offset, limit: page.pageSize });
  return { items: rows.map(movementJson), total, page: page.page, pageSize: page.pageSize };
}

/** Variants at or below the threshold: the one given, else the shop's setting (lowStockThreshold, default 5). */
export async function lowStock(db: Kysely<Database>, threshold: number | undefined, page: Page) {
  const limit = threshold ?? (await readSettings(db)).lowStockThreshold;
  const { rows, total } = await repository.listLowStock(db, {
    threshold: limit,
    offset: page.offset,
    limit: page.pageSize,
  });
  const items = rows.map((row) => ({ ...row, hidden: row.hidden === 1 }));
  return { threshold: limit, items, total, page: page.page, pageSize: page.pageSize };
}
