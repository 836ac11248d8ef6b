import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { bumpCatalogueVersion } from '../../catalog/catalogue-version.repository.ts';
import type { Database } from '../../db/schema.ts';
import { insertMovements, type MovementRow } from './stock.repository.ts';

/** Why a stock quantity changed: staff adjustments (domain STOCK_ADJUST_REASONS) and the shop's own changes. */
export type MovementReason =
  'RECEIVED' | 'DAMAGED' | 'CORRECTION' | 'ORDER' | 'CANCEL' | 'VARIANT_ADDED' | 'VARIANT_REMOVED' | 'RETURN';

export interface Movement {
  productId: number;
  size: string;
  colour: string;
  delta: number;
  quantityAfter?: number | null;
  reason: MovementReason;
  note?: string | null;
  actor: string;
  orderId?: string | null;
}

export function movementRow(movement: Movement, at: string): MovementRow {
  return {
    id: randomUUID(),
    at,
    product_id: movement.productId,
    size: movement.size,
    colour: movement.colour,
    delta: movement.delta,
    quantity_after: movement.quantityAfter ?? null,
    reason: movement.reason,
    note: movement.note ?? null,
    actor: movement.actor,
    order_id: movement.orderId ?? null,
  };
}

/** Records movements and moves the catalogue version; call it in the transaction that changed the stock. */
export async function recordMovements(db: Kysely<Database>, movements: readonly Movement[], at: string) {
  await insertMovements(
    db,
    movements.filter((movement) => movement.delta !== 0).map((movement) => movementRow(movement, at)),
  );
  await bumpCatalogueVersion(db);
}

/**
 * For the order code paths: the stock an order took (ORDER) or a cancellation gave back (CANCEL), one movement
 * per line, in the order's transaction. The shopper's e-mail is the actor.
 */
export function recordOrderStock(
  db: Kysely<Database>,
  reason: 'ORDER' | 'CANCEL',
  order: { id: string; email: string },
  items: readonly { product_id: number; size: string; colour: string; quantity: number }[],
  at: string,
): Promise<void> {
  const sign = reason === 'ORDER' ? -1 : 1;
  const movements = items.map((item) => ({
    productId: item.product_id,
    size: item.size,
    colour: item.colour,
    delta: sign * item.quantity,
    reason,
    actor: order.email,
    orderId: order.id,
  }));
  return recordMovements(db, movements, at);
}
