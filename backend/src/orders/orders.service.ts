import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  CANCELLABLE_STATUSES,
  estimatedDeliveryDate,
  MESSAGES,
  notCancellableMessage,
  outOfStockMessage,
  nameSearchText,
  PAYMENT_METHOD,
  phoneSearchDigits,
  priceWithCode,
  validateCancelReason,
} from '@store/domain';
import { recordAudit } from '../admin/audit.ts';
import { recordOrderStock } from '../admin/stock/stock-movements.ts';
import * as catalog from '../catalog/catalog.repository.ts';
import { productImagePath } from '../catalog/media-paths.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, LegacyFailure } from '../http/errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { confirmationMail, shopCancelMail, statusMail } from './order-mail.ts';
import type { OrderRequest, RequestedLine } from './order-request.ts';
import * as repository from './orders.repository.ts';
import { readSettings } from '../admin/settings/settings.service.ts';
import { newOrderMail } from './new-order-mail.ts';
import { checkCode, redeemCode } from '../promotions/promotions.service.ts';
import { releaseUse } from '../promotions/promotions.repository.ts';

export interface OrderServices {
  db: Kysely<Database>;
  now: () => Date;
  publicUrl: string;
}

/** Short, unguessable and readable: the Dubai date plus 8 random base-32 characters, e.g. 261122K7Q2M9XR. */
export function newOrderId(now: Date): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return now.toISOString().slice(2, 10).replaceAll('-', '') + random;
}

function requestHash(request: OrderRequest): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/** A repeated Idempotency-Key answers the first order, or refuses when the body differs. */
function replay(order: repository.OrderRow, hash: string) {
  if (order.request_hash !== hash) {
    throw new HttpError(422, 'This Idempotency-Key was already used for a different order.');
  }
  return order.id;
}

function pick(options: readonly string[], wanted: string, what: string, title: string): string {
  if (wanted === '') return options[0] ?? '';
  const match = options.find((option) => option.toLowerCase() === wanted.toLowerCase());
  if (!match) throw new LegacyFailure(`${what} ${wanted} is not available for ${title}.`);
  return match;
}

async function priceRequestedLines(db: Kysely<Database>, lines: readonly RequestedLine[], orderId: string) {
  const products = new Map(
    (await catalog.findProducts(db, [...new Set(lines.map((line) => line.productId))])).map((p) => [p.id, p]),
  );
  return lines.map((line, index): repository.OrderItemRow & { collection: string } => {
    const product = products.get(line.productId);
    if (!product) throw new LegacyFailure(`Product ${line.productId} is no longer available.`);
    const colour = pick(JSON.parse(product.colours), line.colour, 'Colour', product.title);
    return {
      collection: product.collection,
      order_id: orderId,
      line_no: index + 1,
      product_id: product.id,
      title: product.title,
      img_src: productImagePath(product.id, colour, 'front'),
      unit_price_fils: product.price_fils,
      size: pick(JSON.parse(product.sizes), line.size, 'Size', product.title),
      colour,
      quantity: line.quantity,
      code_discount_fils: 0,
    };
  });
}

type PricedItem = Awaited<ReturnType<typeof priceRequestedLines>>[number];

/** The order's price with its code, if any; throws the shopper's reason when the code does not apply. */
async function priceOrder(db: Kysely<Database>, request: OrderRequest, items: PricedItem[], now: Date) {
  const lines = items.map((item) => ({
    productId: item.product_id,
    collection: item.collection,
    unitPriceFils: item.unit_price_fils,
    quantity: item.quantity,
  }));
  if (!request.discountCode) return { price: priceWithCode(lines, null), promotion: undefined };
  const { row, outcome } = await checkCode(db, request.discountCode, request.email, lines, now);
  if (!outcome.ok || !row) throw new LegacyFailure(outcome.ok ? 'This discount code is not valid.' : outcome.message);
  return { price: priceWithCode(lines, outcome), promotion: row };
}

/** Takes stock for every line or none; variants are locked in one order so concurrent orders cannot deadlock. */
async function takeStockForAll(db: Kysely<Database>, items: readonly repository.OrderItemRow[]): Promise<void> {
  const ordered = [...items].sort(
    (a, b) => a.product_id - b.product_id || a.size.localeCompare(b.size) || a.colour.localeCompare(b.colour),
  );
  for (const item of ordered) {
    const key = { productId: item.product_id, size: item.size, colour: item.colour, quantity: item.quantity };
    if (!(await catalog.takeStock(db, key))) {
      const available = (await catalog.findStock(db, key)) ?? 0;
      throw new LegacyFailure(outOfStockMessage(item.title, item.size, item.colour, available));
    }
  }
}

/** Prices the order from the catalogue, takes the stock and records it, all in one transaction. */
export async function placeOrder(services: OrderServices, request: OrderRequest, idempotencyKey?: string) {
  const hash = requestHash(request);
  if (idempotencyKey) {
    const existing = await repository.findOrderByIdempotencyKey(services.db, idempotencyKey);
    if (existing) return replay(existing, hash);
  }
  try {
    return await services.db.transaction().execute(async (trx) => {
      const now = services.now();
      const id = newOrderId(now);
      const priced = await priceRequestedLines(trx, request.lines, id);
      await takeStockForAll(trx, priced);
      const { price, promotion } = await priceOrder(trx, request, priced, now);
      const items = priced.map(({ collection: _collection, ...item }, index) => ({
        ...item,
        code_discount_fils: price.lineCodeDiscountsFils[index] ?? 0,
      }));
      const order: repository.OrderRow = {
        id,
        email: request.email,
        status: 'PLACED',
        created_at: now.toISOString(),
        payment_method: PAYMENT_METHOD,
        shipping: JSON.stringify(request.shipping),
        subtotal_fils: price.subtotalFils,
        discount_fils: price.discountFils,
        total_fils: price.totalFils,
        estimated_delivery: estimatedDeliveryDate(now),
        cancel_reason: null,
        idempotency_key: idempotencyKey ?? null,
        request_hash: hash,
        emirate: request.shipping.emirate,
        phone_digits: phoneSearchDigits(request.shipping.phone),
        name_search: nameSearchText(`${request.shipping.firstName} ${request.shipping.lastName}`),
        promotion_id: promotion?.id ?? null,
        promotion_code: promotion?.code ?? null,
        promotion_kind: promotion?.kind ?? null,
        promotion_value: promotion?.value ?? null,
        code_discount_fils: price.codeDiscountFils,
        exchange_for: null,
        language: request.language,
      };
      await repository.insertOrder(trx, order, items);
      if (promotion) await redeemCode(trx, promotion, order);
      await recordOrderStock(trx, 'ORDER', order, items, order.created_at);
      await repository.appendLog(trx, {
        order_id: id,
        status: 'PLACED',
        logged_at: order.created_at,
        tracking_number: null,
        courier: null,
        actor: null,
      });
      await enqueueMail(trx, confirmationMail(order, items, services.publicUrl), order.created_at);
      const shop = await readSettings(trx);
      if (shop.newOrderMail) {
        await enqueueMail(trx, newOrderMail(order, items, shop.email, services.publicUrl), order.created_at);
      }
      return id;
    });
  } catch (error) {
    // Two requests with one key raced past the first look-up: the loser answers the winner's order.
    if (idempotencyKey && isUniqueViolation(error)) {
      const existing = await repository.findOrderByIdempotencyKey(services.db, idempotencyKey);
      if (existing) return replay(existing, hash);
    }
    throw error;
  }
}

/** The shopper's cancel: only from PLACED or PACKED, with one of the three reasons; restocks exactly once. */
export async function cancelOrder(services: OrderServices, body: Record<string, unknown>): Promise<void> {
  const problem = validateCancelReason(body.reason);
  if (problem) throw new LegacyFailure(problem);
  const id = typeof body.id === 'number' ? String(body.id) : body.id;
  if (typeof id !== 'string' || id === '') throw new LegacyFailure('Order id is required.');
  const result = await cancelAndRestock(services, { orderId: id, reason: body.reason as string });
  if (result.outcome === 'not-found') throw new LegacyFailure(MESSAGES.orderNotFound);
  if (result.outcome === 'not-cancellable') throw new LegacyFailure(notCancellableMessage(result.status));
}

export interface CancelRequest {
  orderId: string;
  reason: string;
  /** The staff member cancelling for the shop (audited, and the mail says so); absent when the shopper cancels. */
  actor?: string;
}

export type CancelOutcome =
  { outcome: 'cancelled'; from: string } | { outcome: 'not-found' } | { outcome: 'not-cancellable'; status: string };

/**
 * Cancels an order still PLACED or PACKED and puts every line's stock back, in one transaction: of a cancel
 * racing a status change exactly one wins, and the stock is returned once.
 */
export async function cancelAndRestock(services: OrderServices, request: CancelRequest): Promise<CancelOutcome> {
  const { orderId: id, reason, actor } = request;
  return services.db.transaction().execute(async (trx): Promise<CancelOutcome> => {
    const order = await repository.findOrder(trx, id);
    if (!order) return { outcome: 'not-found' };
    if (!(await repository.changeStatus(trx, id, CANCELLABLE_STATUSES, 'CANCELLED', { cancel_reason: reason }))) {
      // Read again: a concurrent change may have moved it since the first read.
      const current = await repository.findOrder(trx, id);
      return { outcome: 'not-cancellable', status: current?.status ?? order.status };
    }
    await releaseUse(trx, id);
    const items = await repository.listItems(trx, id);
    for (const item of items) {
      await catalog.returnStock(trx, {
        productId: item.product_id,
        size: item.size,
        colour: item.colour,
        quantity: item.quantity,
      });
    }
    const now = services.now().toISOString();
    await repository.appendLog(trx, {
      order_id: id,
      status: 'CANCELLED',
      logged_at: now,
      tracking_number: null,
      courier: null,
      actor: actor ?? null,
    });
    await recordOrderStock(trx, 'CANCEL', { id, email: actor ?? order.email }, items, now);
    if (actor) {
      await enqueueMail(trx, shopCancelMail(order, reason, services.publicUrl), now);
      const detail = { from: order.status, to: 'CANCELLED', reason };
      await recordAudit(trx, { actor, action: 'order.cancel', subject: id, detail }, now);
    } else {
      await enqueueMail(trx, statusMail({ ...order, cancel_reason: reason }, 'CANCELLED', services.publicUrl), now);
    }
    return { outcome: 'cancelled', from: order.status };
  });
}
