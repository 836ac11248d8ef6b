import type { FastifyInstance } from 'fastify';
import { isEmail, MESSAGES, normaliseEmail } from '@store/domain';
import type { AppDeps } from '../app-deps.ts';
import { emailInPath, type EmailPath } from '../customers/email-path.ts';
import { jsonBody } from '../http/body.ts';
import { HttpError, success } from '../http/errors.ts';
import { toOrderInfo, toOrderSummary } from './order-info.ts';
import { parseOrderRequest } from './order-request.ts';
import * as repository from './orders.repository.ts';
import { cancelOrder, placeOrder } from './orders.service.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

export function orderRoutes(app: FastifyInstance, deps: AppDeps): void {
  const services = { db: deps.db.db, now: deps.now, publicUrl: deps.config.publicUrl };

  app.post('/images/Orders/', async (request) => {
    const key = request.headers['idempotency-key'];
    if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
      throw new HttpError(400, 'Idempotency-Key must be 8 to 128 letters, digits, - or _.');
    }
    const orderId = await placeOrder(services, parseOrderRequest(jsonBody(request)), key);
    return success(MESSAGES.orderPlaced, { order_id: orderId, error: null });
  });

  // A wildcard, not `:email`: an address may be longer than a path parameter may (see email-path.ts).
  app.get<EmailPath>('/images/order-details/*', async (request) => {
    const email = emailInPath(request);
    if (!isEmail(email)) throw new HttpError(400, 'Enter a valid e-mail address.');
    const orders = await repository.listOrdersByEmail(services.db, normaliseEmail(email));
    return orders.map(toOrderSummary);
  });

  app.get<{ Params: { id: string } }>('/images/order-tracking/:id/', async (request) => {
    const order = await repository.findOrder(services.db, request.params.id);
    if (!order) return [];
    const [items, log] = await Promise.all([
      repository.listItems(services.db, order.id),
      repository.listLog(services.db, order.id),
    ]);
    return [{ order_id: order.id, order_info: JSON.stringify(toOrderInfo(order, items, log)) }];
  });

  app.post('/images/cancel-order/', async (request) => {
    await cancelOrder(services, jsonBody(request));
    return success(MESSAGES.orderCancelled);
  });
}
