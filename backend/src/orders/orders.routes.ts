import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isEmail, MESSAGES, normaliseEmail } from '@store/domain';
import type { AppDeps } from '../app-deps.ts';
import { emailInPath, type EmailPath } from '../customers/email-path.ts';
import type { Database } from '../db/schema.ts';
import { jsonBody } from '../http/body.ts';
import { HttpError, success } from '../http/errors.ts';
import { toOrderInfo, toOrderSummary } from './order-info.ts';
import { parseOrderRequest } from './order-request.ts';
import * as repository from './orders.repository.ts';
import { cancelOrder, placeOrder } from './orders.service.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** An order as order-tracking answers it: its id and its order_info as a JSON string. */
async function trackedOrder(db: Kysely<Database>, id: string) {
  const order = await repository.findOrder(db, id);
  if (!order) return null;
  const [items, log] = await Promise.all([repository.listItems(db, order.id), repository.listLog(db, order.id)]);
  return { order_id: order.id, order_info: JSON.stringify(toOrderInfo(order, items, log)) };
}

export function orderRoutes(app: FastifyInstance, deps: AppDeps): void {
  const services = { db: deps.db.db, now: deps.now, publicUrl: deps.config.publicUrl };

  app.post('/images/Orders/', async (request) => {
    const key = request.headers['idempotency-key'];
    if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
      throw new HttpError(400, 'Idempotency-Key must be 8 to 128 letters, digits, - or _.');
    }
    const orderId = await placeOrder(services, parseOrderRequest(jsonBody(request)), key);
    // The order as order-tracking shows it, in the same answer: a gateway need not read it back in a call of
    // its own, which a backend stopping between the two calls would refuse (a saved order reported failed).
    const tracked = await trackedOrder(services.db, orderId);
    return success(MESSAGES.orderPlaced, { order_id: orderId, order_info: tracked?.order_info ?? null, error: null });
  });

  // A wildcard, not `:email`: an address may be longer than a path parameter may (see email-path.ts).
  app.get<EmailPath>('/images/order-details/*', async (request) => {
    const email = emailInPath(request);
    if (!isEmail(email)) throw new HttpError(400, 'Enter a valid e-mail address.');
    const orders = await repository.listOrdersByEmail(services.db, normaliseEmail(email));
    return orders.map(toOrderSummary);
  });

  app.get<{ Params: { id: string } }>('/images/order-tracking/:id/', async (request) => {
    const tracked = await trackedOrder(services.db, request.params.id);
    return tracked ? [tracked] : [];
  });

  app.post('/images/cancel-order/', async (request) => {
    await cancelOrder(services, jsonBody(request));
    return success(MESSAGES.orderCancelled);
  });
}
