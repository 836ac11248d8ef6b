import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  checkReturnRequest,
  formatCreditNoteNumber,
  MAX_RETURNS_PER_ORDER,
  normaliseEmail,
  returnableQuantity,
  returnRefusal,
  returnWindowLastDay,
  TOO_MANY_RETURNS_MESSAGE,
  type ReturnRefusal,
  type ReturnRequest,
} from '@store/domain';
import { listCreditNotesOfOrder } from '../admin/returns/credit-notes.repository.ts';
import { readSettings } from '../admin/settings/settings.service.ts';
import * as catalog from '../catalog/catalog.repository.ts';
import type { Database } from '../db/schema.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { OrderServices } from '../orders/orders.service.ts';
import * as orders from '../orders/orders.repository.ts';
import { returnMail } from './return-mail.ts';
import { returnJson } from './return-json.ts';
import { returnRefused } from './return-refused.ts';
import * as repository from './returns.repository.ts';

/** Returns that hold units: asked for, on their way back, or back. A refused one holds none. */
export const HOLDING_STATUSES = ['REQUESTED', 'APPROVED', 'RECEIVED', 'REFUNDED', 'EXCHANGED'] as const;

/** The shopper's order, or 404 for an unknown order and for someone else's alike. */
export async function ownOrder(db: Kysely<Database>, orderId: string, email: string) {
  const order = await orders.findOrder(db, orderId);
  if (!order || order.email !== normaliseEmail(email)) {
    throw returnRefused(404, { code: 'ORDER_NOT_FOUND', message: `Order ${orderId} not found.` });
  }
  return order;
}

async function returnableLines(db: Kysely<Database>, orderId: string) {
  const [items, held] = await Promise.all([
    orders.listItems(db, orderId),
    repository.unitsByLine(db, orderId, HOLDING_STATUSES),
  ]);
  return items.map((item) => ({ item, returnedQuantity: held.get(item.line_no) ?? 0 }));
}

/** The sizes and colours each bought tee can be exchanged for now: its variants in stock. */
async function exchangeOptions(db: Kysely<Database>, productIds: readonly number[]) {
  const stock = await catalog.listStock(db, [...new Set(productIds)]);
  return (productId: number) =>
    stock
      .filter((row) => row.product_id === productId && row.quantity > 0)
      .map((row) => ({ size: row.size, colour: row.colour, available: row.quantity }));
}

/** Whether the order may be returned now, and why not. */
async function eligibility(db: Kysely<Database>, order: orders.OrderRow, now: Date) {
  const [delivered, settings] = await Promise.all([repository.deliveredAt(db, order.id), readSettings(db)]);
  const deliveredAt = delivered ? new Date(delivered) : null;
  const windowDays = settings.returnWindowDays;
  const exchange: ReturnRefusal = {
    code: 'EXCHANGE_ORDER',
    message: 'An exchange is returned through its first order.',
  };
  return {
    refusal: order.exchange_for ? exchange : returnRefusal({ status: order.status, deliveredAt }, now, windowDays),
    windowLastDay: deliveredAt ? returnWindowLastDay(deliveredAt, windowDays) : null,
  };
}

/** What the order's page shows: whether a return may be asked for, what is left to return, and the returns. */
export async function orderReturns(services: OrderServices, orderId: string, email: string) {
  const order = await ownOrder(services.db, orderId, email);
  const [{ refusal, windowLastDay }, lines, returns, creditNotes] = await Promise.all([
    eligibility(services.db, order, services.now()),
    returnableLines(services.db, order.id),
    repository.listReturnsOfOrder(services.db, order.id),
    listCreditNotesOfOrder(services.db, order.id),
  ]);
  const creditNoteOf = new Map(creditNotes.map((note) => [note.return_id, formatCreditNoteNumber(note.number)]));
  const ids = returns.map((row) => row.id);
  const [items, log] = await Promise.all([
    repository.listItems(services.db, ids),
    repository.listLog(services.db, ids),
  ]);
  const optionsOf = await exchangeOptions(
    services.db,
    lines.map(({ item }) => item.product_id),
  );
  const orderItems = lines.map(({ item }) => item);
  return {
    orderId: order.id,
    canReturn:
      refusal === null &&
      lines.some(({ item, returnedQuantity }) => returnableQuantity({ quantity: item.quantity, returnedQuantity }) > 0),
    refusal: refusal?.message ?? null,
    refusalCode: refusal?.code ?? null,
    windowLastDay,
    lines: lines.map(({ item, returnedQuantity }) => ({
      lineNo: item.line_no,
      productId: item.product_id,
      title: item.title,
      size: item.size,
      colour: item.colour,
      quantity: item.quantity,
      returnable: returnableQuantity({ quantity: item.quantity, returnedQuantity }),
      exchangeOptions: optionsOf(item.product_id).filter(
        (option) => option.size !== item.size || option.colour !== item.colour,
      ),
    })),
    returns: returns.map((row) => ({
      ...returnJson(row, items, log, orderItems),
      creditNote: creditNoteOf.has(row.id) ? { number: creditNoteOf.get(row.id)! } : null,
    })),
  };
}

/** An exchange asks for a variant of the same tee that is in stock now (it is reserved when approved). */
async function checkExchangeStock(db: Kysely<Database>, request: ReturnRequest, items: orders.OrderItemRow[]) {
  if (request.kind !== 'EXCHANGE') return;
  for (const line of request.lines) {
    const item = items.find((candidate) => candidate.line_no === line.lineNo)!;
    const key = { productId: item.product_id, size: line.exchangeSize!, colour: line.exchangeColour! };
    const available = (await catalog.findStock(db, key)) ?? 0;
    if (available < line.quantity) {
      throw returnRefused(409, {
        code: 'EXCHANGE_OUT_OF_STOCK',
        message: `${item.title} in ${key.size} / ${key.colour} is not in stock for an exchange: choose another.`,
        field: 'lines',
        lineNo: line.lineNo,
        count: available,
      });
    }
  }
}

/**
 * The shopper asks for a return: only their own DELIVERED order, within the window, never more than bought less
 * what other returns hold. The order's row is locked first, so that two tabs asking at once are judged one after
 * the other: the second sees the first's units. Mails the shopper in the same transaction.
 */
export async function requestReturn(
  services: OrderServices,
  orderId: string,
  email: string,
  body: Record<string, unknown>,
) {
  await ownOrder(services.db, orderId, email);
  return services.db.transaction().execute(async (trx) => {
    await repository.lockOrder(trx, orderId);
    const order = await ownOrder(trx, orderId, email);
    const now = services.now();
    const { refusal } = await eligibility(trx, order, now);
    if (refusal) throw returnRefused(409, refusal);
    const asked = await repository.listReturnsOfOrder(trx, order.id);
    if (asked.length >= MAX_RETURNS_PER_ORDER) {
      throw returnRefused(409, {
        code: 'REQUEST_LIMIT',
        message: TOO_MANY_RETURNS_MESSAGE,
        count: MAX_RETURNS_PER_ORDER,
      });
    }
    const lines = await returnableLines(trx, order.id);
    const check = checkReturnRequest(
      body,
      lines.map(({ item, returnedQuantity }) => ({
        lineNo: item.line_no,
        quantity: item.quantity,
        returnedQuantity,
        size: item.size,
        colour: item.colour,
      })),
    );
    if (!check.ok) {
      const { ok: _ok, ...refused } = check;
      throw returnRefused(400, refused);
    }
    const { request } = check;
    const items = lines.map(({ item }) => item);
    await checkExchangeStock(trx, request, items);
    const at = now.toISOString();
    const row: repository.ReturnRow = {
      id: randomUUID(),
      order_id: order.id,
      email: order.email,
      status: 'REQUESTED',
      kind: request.kind,
      method: request.method,
      reason: request.reason,
      note: request.note,
      created_at: at,
      updated_at: at,
      refusal_reason: null,
      pickup_courier: null,
      pickup_tracking: null,
      picked_up_at: null,
      refund_method: null,
      refund_reference: null,
      refund_fils: null,
      exchange_order_id: null,
    };
    const returnItems = request.lines.map((line) => ({
      return_id: row.id,
      line_no: line.lineNo,
      quantity: line.quantity,
      exchange_size: line.exchangeSize,
      exchange_colour: line.exchangeColour,
      outcome: null,
    }));
    await repository.insertReturn(trx, row, returnItems);
    await repository.appendLog(trx, { return_id: row.id, event: 'REQUESTED', at, actor: null, detail: null });
    const json = returnJson(row, returnItems, [], items);
    await enqueueMail(trx, returnMail(order, json, 'REQUESTED', services.publicUrl), at);
    return returnJson(row, returnItems, await repository.listLog(trx, [row.id]), items);
  });
}
