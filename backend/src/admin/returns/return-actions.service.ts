import type { Kysely } from 'kysely';
import { canMoveReturn, formatCreditNoteNumber, isReturnStatus, refundDueFils, type ReturnStatus } from '@store/domain';
import * as catalog from '../../catalog/catalog.repository.ts';
import type { Database } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { OrderServices } from '../../orders/orders.service.ts';
import * as orders from '../../orders/orders.repository.ts';
import { returnJson } from '../../returns/return-json.ts';
import { returnMail, type MailExtra, type ReturnMailStep } from '../../returns/return-mail.ts';
import { returnRefused } from '../../returns/return-refused.ts';
import * as repository from '../../returns/returns.repository.ts';
import { recordAudit } from '../audit.ts';
import { recordMovements } from '../stock/stock-movements.ts';
import { issueCreditNote } from './credit-note.service.ts';
import { shipExchange } from './exchange-order.ts';
import type { ReturnContext, StepResult } from './return-step.ts';

/** The step is not one the return is ready for (another member's step came first, or it never was). */
function notReady(message: string) {
  return returnRefused(409, { code: 'STEP_NOT_READY', message });
}

function refused(ret: repository.ReturnRow, to: string) {
  return notReady(`Return ${ret.id} is ${ret.status}: it cannot be ${to.toLowerCase()} now.`);
}

/**
 * One staff step on a return, in one transaction: the order's row is locked first (so that refunds of two returns
 * of one order are judged one after the other), the return moves only if it is still where the step starts
 * (of two staff acting at once one wins, the other gets 409), then the timeline, the audit log and the mail.
 */
export async function runStep(
  services: OrderServices,
  input: { returnId: string; to: ReturnStatus | 'PICKED_UP'; actor: string },
  step: (context: ReturnContext) => Promise<StepResult>,
) {
  const found = await repository.findReturn(services.db, input.returnId);
  if (!found) throw returnRefused(404, { code: 'RETURN_NOT_FOUND', message: `Return ${input.returnId} not found.` });
  return services.db.transaction().execute(async (trx) => {
    await repository.lockOrder(trx, found.order_id);
    const ret = (await repository.findReturn(trx, found.id))!;
    const order = (await orders.findOrder(trx, ret.order_id))!;
    const [items, orderItems] = await Promise.all([
      repository.listItems(trx, [ret.id]),
      orders.listItems(trx, order.id),
    ]);
    const now = services.now().toISOString();
    const { to } = input;
    if (to !== 'PICKED_UP' && (!isReturnStatus(ret.status) || !canMoveReturn(ret.status, to))) throw refused(ret, to);
    const context: ReturnContext = { trx, ret, order, items, orderItems, now, actor: input.actor };
    const result = await step(context);
    if (to !== 'PICKED_UP') {
      const changes = { ...result.changes, updated_at: now };
      if (!(await repository.moveReturn(trx, ret.id, ret.status, to, changes))) throw refused(ret, to);
    }
    await repository.appendLog(trx, {
      return_id: ret.id,
      event: to,
      at: now,
      actor: input.actor,
      detail: result.detail ?? null,
    });
    const action = `return.${to.toLowerCase().replace('_', '-')}`;
    const audit = { orderId: order.id, ...result.audit };
    await recordAudit(trx, { actor: input.actor, action, subject: ret.id, detail: audit }, now);
    const updated = (await repository.findReturn(trx, ret.id))!;
    const json = returnJson(updated, items, await repository.listLog(trx, [ret.id]), orderItems);
    const mail = returnMail(order, json, to as ReturnMailStep, services.publicUrl, result.mail);
    await enqueueMail(trx, mail, now);
    return json;
  });
}

/** An exchange's variants are taken from stock at approval, so that they are there when the parcel is back. */
async function reserveExchange(context: ReturnContext): Promise<void> {
  const { trx, ret, items, orderItems, actor, now } = context;
  if (ret.kind !== 'EXCHANGE') return;
  const movements = [];
  for (const item of items) {
    const bought = orderItems.find((line) => line.line_no === item.line_no)!;
    const key = { productId: bought.product_id, size: item.exchange_size!, colour: item.exchange_colour! };
    if (!(await catalog.takeStock(trx, { ...key, quantity: item.quantity }))) {
      const left = (await catalog.findStock(trx, key)) ?? 0;
      throw returnRefused(409, {
        code: 'EXCHANGE_NOT_RESERVED',
        message: `${bought.title} in ${key.size} / ${key.colour} has ${left} in stock: the exchange cannot be reserved.`,
        lineNo: item.line_no,
        count: left,
      });
    }
    movements.push({
      ...key,
      delta: -item.quantity,
      reason: 'RETURN' as const,
      note: 'Reserved for an exchange',
      actor,
      orderId: ret.order_id,
    });
  }
  await recordMovements(trx, movements, now);
}

export function approveReturn(services: OrderServices, returnId: string, actor: string) {
  return runStep(services, { returnId, to: 'APPROVED', actor }, async (context) => {
    await reserveExchange(context);
    return {};
  });
}

export function refuseReturn(services: OrderServices, returnId: string, reason: string, actor: string) {
  return runStep(services, { returnId, to: 'REFUSED', actor }, async () => ({
    changes: { refusal_reason: reason },
    detail: reason,
    audit: { reason },
  }));
}

export function recordReturnPickup(
  services: OrderServices,
  returnId: string,
  pickup: { courier: string; trackingNumber: string },
  actor: string,
) {
  return runStep(services, { returnId, to: 'PICKED_UP', actor }, async ({ trx, ret, now }) => {
    const recorded = await repository.recordPickup(trx, ret.id, {
      courier: pickup.courier,
      tracking: pickup.trackingNumber,
      at: now,
    });
    if (!recorded) {
      throw notReady(`Return ${ret.id} is not an approved pickup waiting for its courier.`);
    }
    return { detail: `${pickup.courier} ${pickup.trackingNumber}`, audit: { ...pickup } };
  });
}

/** Each line back: RESTOCK puts its units back on the shelf (a stock movement 'RETURN'), WRITE_OFF does not. */
export function receiveReturn(
  services: OrderServices,
  returnId: string,
  outcomes: ReadonlyMap<number, 'RESTOCK' | 'WRITE_OFF'>,
  actor: string,
) {
  return runStep(services, { returnId, to: 'RECEIVED', actor }, async ({ trx, ret, items, orderItems, now }) => {
    const named = [...outcomes.keys()].sort((a, b) => a - b).join(',');
    if (named !== items.map((item) => item.line_no).join(',')) {
      throw returnRefused(400, {
        code: 'INPUT_INVALID',
        message: 'Say for every returned line whether it is restocked or written off.',
        field: 'lines',
      });
    }
    const movements = [];
    for (const item of items) {
      const outcome = outcomes.get(item.line_no)!;
      await repository.setOutcome(trx, ret.id, item.line_no, outcome);
      item.outcome = outcome;
      if (outcome !== 'RESTOCK') continue;
      const bought = orderItems.find((line) => line.line_no === item.line_no)!;
      const key = { productId: bought.product_id, size: bought.size, colour: bought.colour, quantity: item.quantity };
      await catalog.returnStock(trx, key);
      movements.push({
        ...key,
        delta: item.quantity,
        reason: 'RETURN' as const,
        note: 'Restocked from a return',
        actor,
        orderId: ret.order_id,
      });
    }
    await recordMovements(trx, movements, now);
    return { audit: { lines: Object.fromEntries(outcomes) } };
  });
}

/** What the rule lets this return refund now: the price of what is kept before it less after it. */
export async function refundDue(trx: Kysely<Database>, context: Omit<ReturnContext, 'trx'>) {
  const { order, items, orderItems } = context;
  const refundedUnits = await repository.unitsByLine(trx, order.id, ['REFUNDED']);
  const lines = orderItems.map((item) => ({
    unitPriceFils: item.unit_price_fils,
    quantity: item.quantity,
    codeDiscountFils: item.code_discount_fils,
  }));
  return refundDueFils({
    lines,
    paidFils: order.total_fils,
    refundedFils: await repository.refundedFils(trx, order.id),
    refundedUnits: orderItems.map((item) => refundedUnits.get(item.line_no) ?? 0),
    returnedUnits: orderItems.map((item) => items.find((line) => line.line_no === item.line_no)?.quantity ?? 0),
  });
}

export interface Refund {
  method: 'CASH' | 'BANK_TRANSFER' | 'REFERENCE';
  reference: string | null;
  /** Absent: the rule's whole amount. */
  amountFils?: number;
}

/**
 * Refunds a received return, at most what the rule gives back for its lines (409 above), with its tax credit note
 * (when anything is refunded) attached to the mail. When every unit of the order is refunded, the order is
 * RETURNED.
 */
export function refundReturn(services: OrderServices, returnId: string, refund: Refund, actor: string) {
  return runStep(services, { returnId, to: 'REFUNDED', actor }, async (context) => {
    const { trx, ret, order, items, orderItems, now } = context;
    if (ret.kind !== 'REFUND') throw notReady(`Return ${ret.id} is an exchange: ship it instead.`);
    const due = await refundDue(trx, context);
    const amount = refund.amountFils ?? due;
    if (amount > due) {
      throw returnRefused(409, {
        code: 'REFUND_ABOVE_DUE',
        message: `At most AED ${(due / 100).toFixed(2)} can be refunded for these items.`,
        field: 'amount',
        amountFils: due,
      });
    }
    const changes = { refund_method: refund.method, refund_reference: refund.reference, refund_fils: amount };
    const mail: MailExtra = {};
    let creditNote: string | null = null;
    if (amount > 0) {
      const note = await issueCreditNote(trx, { order, ret, items, orderItems, amountFils: amount, actor, now });
      creditNote = formatCreditNoteNumber(note.number);
      mail.creditNoteNumber = creditNote;
      // Drawn by the mail worker when it sends the mail: never inside this transaction, which holds the
      // credit-note counter's row.
      const document = { kind: 'credit-note', returnId: ret.id } as const;
      mail.attachment = { filename: `${creditNote}.pdf`, contentType: 'application/pdf', document };
    }
    await markOrderReturnedWhenAllBack(trx, order, orderItems, ret.id, now, actor);
    const detail = `AED ${(amount / 100).toFixed(2)}`;
    return { changes, detail, audit: { ...changes, creditNote }, mail };
  });
}

/** The order becomes RETURNED once every unit it had is refunded (this return included). */
async function markOrderReturnedWhenAllBack(
  trx: Kysely<Database>,
  order: orders.OrderRow,
  orderItems: readonly orders.OrderItemRow[],
  returnId: string,
  now: string,
  actor: string,
) {
  const refunded = await repository.unitsByLine(trx, order.id, ['REFUNDED']);
  const mine = await repository.listItems(trx, [returnId]);
  for (const item of mine) refunded.set(item.line_no, (refunded.get(item.line_no) ?? 0) + item.quantity);
  if (!orderItems.every((item) => (refunded.get(item.line_no) ?? 0) >= item.quantity)) return;
  if (!(await orders.changeStatus(trx, order.id, ['DELIVERED'], 'RETURNED'))) return;
  await orders.appendLog(trx, {
    order_id: order.id,
    status: 'RETURNED',
    logged_at: now,
    tracking_number: null,
    courier: null,
    actor,
  });
}

export function dispatchExchange(
  services: OrderServices,
  returnId: string,
  shipment: { courier: string; trackingNumber: string },
  actor: string,
) {
  return runStep(services, { returnId, to: 'EXCHANGED', actor }, async (context) => {
    if (context.ret.kind !== 'EXCHANGE') {
      throw notReady(`Return ${context.ret.id} is a refund: refund it instead.`);
    }
    const exchangeOrderId = await shipExchange(context, shipment);
    return {
      changes: { exchange_order_id: exchangeOrderId },
      detail: exchangeOrderId,
      audit: { exchangeOrderId, ...shipment },
      mail: { courier: shipment.courier, trackingNumber: shipment.trackingNumber },
    };
  });
}
