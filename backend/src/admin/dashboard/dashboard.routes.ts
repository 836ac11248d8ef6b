import { DASHBOARD_DAYS, summariseSales } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { countOpenReturns } from '../returns/return-list.service.ts';
import { countWithStatus, salesSince } from './dashboard.repository.ts';

/** Enough history for 30 Dubai days, whatever the hour. */
const LOOK_BACK_MS = (DASHBOARD_DAYS + 1) * 86_400_000;

/**
 * GET admin-api/dashboard → { periods: [{days: 1|7|30, orders, revenueFils, cashExpectedFils, cashCollectedFils,
 *   codeDiscountFils}],
 *   daily: [{date, orders, revenueFils}] (30 Dubai days, oldest first), waitingToPack,
 *   openReturns (requested, approved or received: the shop has to act) }
 */
export function dashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/admin-api/dashboard', async () => {
    const now = deps.now();
    const rows = await salesSince(deps.db.db, new Date(now.getTime() - LOOK_BACK_MS).toISOString());
    const { periods, daily } = summariseSales(
      rows.map((row) => ({
        placedAt: row.created_at,
        status: row.status,
        totalFils: row.total_fils,
        collectedFils: row.amount_fils ?? null,
        codeDiscountFils: row.code_discount_fils,
      })),
      now,
    );
    const [waitingToPack, openReturns] = await Promise.all([
      countWithStatus(deps.db.db, 'PLACED'),
      countOpenReturns(deps.db.db),
    ]);
    return { periods, daily, waitingToPack, openReturns };
  });
}
