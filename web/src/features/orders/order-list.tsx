import { Link } from 'react-router-dom';
import type { OrdersTable_OrderFragment } from '@/__generated__/graphql.ts';
import { OrdersTable } from './orders-table.tsx';
import { domainMessageId } from '@/i18n/domain-text.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './orders.css';

interface OrderListProps {
  orders: readonly OrdersTable_OrderFragment[] | undefined;
  loading: boolean;
  detailsPath: (id: string) => string;
}

/** The table, or 'No orders found.' when there is none or the list could not be fetched (spec §8). */
export function OrderList({ orders, loading, detailsPath }: OrderListProps) {
  const { t } = useTranslation();
  if (!orders && loading) return <p role="status">{t('orders.loading')}</p>;
  if (!orders || orders.length === 0) {
    return (
      <div className="orders-empty">
        <p>{t(domainMessageId('noOrdersFound'))}</p>
        <Link to="/all-collections" className="button">
          {t('orders.explore')}
        </Link>
      </div>
    );
  }
  return <OrdersTable orders={orders} detailsPath={detailsPath} />;
}
