/**
 * Back-office discount codes: /admin-api/promotions. Changes need `x-staff-email` and are audited; the gateway
 * lets only the owner delete. Refusals `{status:'2', message}` (400 with `fields`, 404, 409).
 *
 * GET    /admin-api/promotions?source=OWNER|WELCOME&page=&pageSize= → {items: Promotion[], total, page, pageSize,
 *        welcome: {codes, used, discountGivenFils}}, newest first
 * POST   /admin-api/promotions PromotionInput (domain/src/promotion-rules.ts, money in fils) → 201 Promotion;
 *        409 when the code (in any case) exists
 * GET    /admin-api/promotions/:id?page=&pageSize= → Promotion & {usage: [{orderId, placedAt, email, status,
 *        totalFils, discountFils}]}
 * PUT    /admin-api/promotions/:id PromotionInput → Promotion (owner's codes only: a welcome code is paused)
 * POST   /admin-api/promotions/:id/active {active: boolean} → Promotion
 * DELETE /admin-api/promotions/:id → {deleted: true}; 409 once an order used it
 * Promotion {id, code, kind, value, offer, minProductTotalFils, firstOrderOnly, oncePerCustomer, usageLimit, uses,
 *   startsAt, endsAt, startsOn, endsOn, active, productIds, collections, issuedTo, source, status, createdAt,
 *   updatedAt, stats {orders, customers, revenueFils, discountGivenFils}}
 */
import type { FastifyInstance } from 'fastify';
import { validatePromotionInput } from '@store/domain';
import type { AppDeps } from '../../app-deps.ts';
import { jsonBody } from '../../http/body.ts';
import { HttpError } from '../../http/errors.ts';
import { actorOf } from '../audit.ts';
import { adminScope, queryOf, valid } from '../admin-http.ts';
import { pagingOf } from '../lists.ts';
import * as repository from './promotions-admin.repository.ts';
import * as service from './promotions-admin.service.ts';

const SOURCES = new Set(['OWNER', 'WELCOME']);
const ID = /^[0-9a-f-]{36}$/;

type ById = { Params: { id: string } };

function idOf(value: string): string {
  if (!ID.test(value)) throw new HttpError(404, 'Discount code not found.');
  return value;
}

export function promotionAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const services = { db: deps.db.db, now: deps.now };

  adminScope(app, (scope) => {
    scope.get('/admin-api/promotions', async (request) => {
      const query = queryOf(request);
      const source = query.source === undefined || query.source === '' ? 'OWNER' : query.source;
      if (typeof source !== 'string' || !SOURCES.has(source))
        throw new HttpError(400, 'source must be OWNER or WELCOME.');
      const paging = pagingOf(query);
      const [{ rows, total }, welcome] = await Promise.all([
        repository.listPromotions(services.db, source, paging),
        repository.sourceTotals(services.db, 'WELCOME'),
      ]);
      const now = services.now();
      return {
        items: rows.map((row) => service.promotionJson(row, now)),
        total,
        page: paging.page,
        pageSize: paging.pageSize,
        welcome,
      };
    });

    scope.post('/admin-api/promotions', async (request, reply) => {
      const actor = actorOf(request);
      const input = valid(validatePromotionInput(jsonBody(request)));
      return reply.code(201).send(await service.createPromotion(services, actor, input));
    });

    scope.get<ById>('/admin-api/promotions/:id', async (request) =>
      service.promotionDetail(services, idOf(request.params.id), pagingOf(queryOf(request))),
    );

    scope.put<ById>('/admin-api/promotions/:id', async (request) => {
      const actor = actorOf(request);
      const id = idOf(request.params.id);
      return service.updatePromotion(services, actor, id, valid(validatePromotionInput(jsonBody(request))));
    });

    scope.post<ById>('/admin-api/promotions/:id/active', async (request) => {
      const actor = actorOf(request);
      const { active } = jsonBody(request);
      if (typeof active !== 'boolean') throw new HttpError(400, 'active must be true or false.');
      return service.setActive(services, actor, idOf(request.params.id), active);
    });

    scope.delete<ById>('/admin-api/promotions/:id', async (request) => {
      const actor = actorOf(request);
      await service.deletePromotion(services, actor, idOf(request.params.id));
      return { deleted: true };
    });
  });
}
