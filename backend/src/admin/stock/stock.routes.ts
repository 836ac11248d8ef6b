/**
 * Back-office stock: /admin-api/stock. Changes need `x-staff-email` and are audited. Refusals as in
 * admin/catalog/products.routes.ts (`{status:'2', message}`, 400 with `fields`).
 *
 * POST /admin-api/stock/adjust {productId, size, colour, delta (whole, not 0; RECEIVED positive, DAMAGED negative),
 *      reason: RECEIVED|DAMAGED|CORRECTION,
 *      note?} → {productId, size, colour, quantity (after), movement: Movement}. Never takes stock below 0,
 *      whatever orders run at the same time: 409 {status:'2', message, available} when there is not enough;
 *      404 for an unknown product or variant.
 * GET  /admin-api/stock/history?productId=&page=1&pageSize=25 → {items: Movement[], total, page, pageSize},
 *      newest first. Movement {id, at, productId, size, colour, delta, quantityAfter (null for orders),
 *      reason: RECEIVED|DAMAGED|CORRECTION|ORDER|CANCEL|VARIANT_ADDED|VARIANT_REMOVED|RETURN, note, actor (staff e-mail,
 *      or the shopper's for ORDER and CANCEL), orderId}
 * GET  /admin-api/stock/low?threshold=&page=1&pageSize=25 → {threshold, items: [{productId, title, hidden, size,
 *      colour, quantity}], total, page, pageSize}: variants at or below the threshold (default: the setting
 *      lowStockThreshold, else 5), lowest first.
 */
import { LOW_STOCK_THRESHOLD_MAX, validateStockAdjustment } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { jsonBody } from '../../http/body.ts';
import { actorOf } from '../audit.ts';
import { queryOf, valid } from '../admin-http.ts';
import { pagingOf, wholeParam } from '../lists.ts';
import * as stock from './stock.service.ts';

export function stockRoutes(app: FastifyInstance, deps: AppDeps): void {
  const services = { db: deps.db.db, now: deps.now };

  app.post('/admin-api/stock/adjust', async (request) => {
    const actor = actorOf(request);
    return stock.adjustStock(services, actor, valid(validateStockAdjustment(jsonBody(request))));
  });

  app.get('/admin-api/stock/history', async (request) => {
    const query = queryOf(request);
    const productId =
      query.productId === undefined ? undefined : wholeParam(query, 'productId', { max: 2_147_483_647 });
    return stock.stockHistory(services.db, productId, pagingOf(query));
  });

  app.get('/admin-api/stock/low', async (request) => {
    const query = queryOf(request);
    const threshold =
      query.threshold === undefined
        ? undefined
        : wholeParam(query, 'threshold', { min: 0, max: LOW_STOCK_THRESHOLD_MAX });
    return stock.lowStock(services.db, threshold, pagingOf(query));
  });
}
