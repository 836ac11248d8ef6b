import { canTransition, isOrderStatus, STAFF_STATUSES } from '@store/domain';
import { recordAudit } from '../admin/audit.ts';
import { HttpError } from '../http/errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { statusMail } from './order-mail.ts';
import type { OrderServices } from './orders.service.ts';
import * as repository from './orders.repository.ts';

export interface StatusChange {
  orderId: string;
  status: string;
  courier?: string;
  trackingNumber?: string;
  /** The staff member making the change in the back office: logged on the timeline and audited. */
  actor?: string;
}

/**
 * Staff move an order along PLACED → PACKED → DISPATCHED → DELIVERED → RETURNED, one step at a time.
 * DISPATCHED needs the courier and the tracking number, which the timeline shows.
 */
export async function changeOrderStatus(services: OrderServices, change: StatusChange) {
  const to = change.status?.toUpperCase();
  if (!isOrderStatus(to) || !STAFF_STATUSES.includes(to)) {
    throw new HttpError(400, `Status must be one of ${STAFF_STATUSES.join(', ')}.`);
  }
  const courier = change.courier?.trim() || null;
  const trackingNumber = change.trackingNumber?.trim() || null;
  if (to === 'DISPATCHED' && (!courier || !trackingNumber)) {
    throw new HttpError(400, 'DISPATCHED needs a courier and a tracking number.');
  }
  return services.db.transaction().execute(async (trx) => {
    const order = await repository.findOrder(trx, change.orderId);
    if (!order) throw new HttpError(404, `Order ${change.orderId} not found.`);
    const from = order.status;
    if (
      !isOrderStatus(from) ||
      !canTransition(from, to) ||
      !(await repository.changeStatus(trx, order.id, [from], to))
    ) {
      throw new HttpError(409, `Order ${order.id} cannot move from ${from} to ${to}.`);
    }
    const now = services.now().toISOString();
    await repository.appendLog(trx, {
      order_id: order.id,
      status: to,
      logged_at: now,
      tracking_number: trackingNumber,
      courier,
      actor: change.actor ?? null,
    });
    const shipment = courier && trackingNumber ? { courier, trackingNumber } : undefined;
    await enqueueMail(trx, statusMail(order, to, services.publicUrl, shipment), now);
    if (change.actor) {
      const detail = { from, to, courier, trackingNumber };
      await recordAudit(trx, { actor: change.actor, action: 'order.status', subject: order.id, detail }, now);
    }
    return { orderId: order.id, from, to };
  });
}
