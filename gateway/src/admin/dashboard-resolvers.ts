import { filsToAed, type DaySummary, type PeriodSummary } from '@store/domain';
import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import { UpstreamError } from '../errors.ts';

export const dashboardQuery: QueryResolvers = {
  dashboard: async (_parent, _args, { staff, upstreams }) => {
    const member = await staff.require();
    const answer = await upstreams.admin.get<{
      periods: PeriodSummary[];
      daily: DaySummary[];
      waitingToPack: number;
      openReturns: number;
    }>(member.email, 'dashboard');
    if (!answer.ok) throw new UpstreamError('UPSTREAM_ERROR', 'admin-api', `dashboard: ${answer.message}`);
    const { periods, daily, waitingToPack, openReturns } = answer.body;
    return {
      periods: periods.map((period) => ({
        days: period.days,
        orders: period.orders,
        revenue: filsToAed(period.revenueFils),
        cashExpected: filsToAed(period.cashExpectedFils),
        cashCollected: filsToAed(period.cashCollectedFils),
        discountGiven: filsToAed(period.codeDiscountFils ?? 0),
      })),
      daily: daily.map((day) => ({ date: day.date, orders: day.orders, revenue: filsToAed(day.revenueFils) })),
      waitingToPack,
      openReturns,
    };
  },
};
