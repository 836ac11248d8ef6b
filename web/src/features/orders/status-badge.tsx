import type { OrderStatus } from '@/__generated__/graphql.ts';
import { statusTone } from './order-status.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { orderStatusKey } from './order-words.ts';
import './orders.css';

/** The order's status in its colour: red when cancelled or returned, green when delivered, amber on the way. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <span className={`badge badge--${statusTone(status)} order-status`}>{t(orderStatusKey(status))}</span>;
}
