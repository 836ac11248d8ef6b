import type { OrderStatus } from '@/admin/__generated__/graphql.ts';
import { STATUS_LABELS } from './order-filters.ts';

const TONES: Readonly<Record<OrderStatus, string>> = {
  PLACED: 'badge--warning',
  PACKED: '',
  DISPATCHED: '',
  DELIVERED: 'badge--success',
  CANCELLED: 'badge--critical',
  RETURNED: 'badge--critical',
};

/** An order's status in words, coloured: waiting for the shop (placed), done, or undone. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`badge ${TONES[status]}`.trim()}>{STATUS_LABELS[status]}</span>;
}
