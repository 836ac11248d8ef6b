import type { PromotionStatus } from '@/admin/__generated__/graphql.ts';

const LABELS: Record<PromotionStatus, string> = {
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  SCHEDULED: 'Scheduled',
  EXPIRED: 'Expired',
  USED_UP: 'Used up',
};

export const statusLabel = (status: PromotionStatus) => LABELS[status];

/** '3 / 100', or '3' with no limit. */
export const usesLabel = (uses: number, limit: number | null) => (limit === null ? String(uses) : `${uses} / ${limit}`);

export const promotionPath = (id: string) => `/admin/promotions/${encodeURIComponent(id)}`;
