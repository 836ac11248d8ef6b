import { Link } from 'react-router-dom';
import type { OrdersTable_OrderFragment } from '@/__generated__/graphql.ts';
import { Price } from '@/components/ui/price.tsx';
import { localizedDates } from '@/lib/localized-dates.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { StatusBadge } from './status-badge.tsx';
import './orders.css';

interface OrdersTableProps {
  orders: readonly OrdersTable_OrderFragment[];
  /** Where a row's View goes. */
  detailsPath: (id: string) => string;
}

/** Order, Date, Status, Total and a View link per order (spec §2 Account); rows become cards on phones. */
export function OrdersTable({ orders, detailsPath }: OrdersTableProps) {
  const { t, locale } = useTranslation();
  const dates = localizedDates(locale);
  const columns = {
    order: t('orders.column.order'),
    date: t('orders.column.date'),
    status: t('orders.column.status'),
    total: t('orders.column.total'),
    actions: t('orders.column.actions'),
  };
  return (
    <table className="orders-table">
      <thead>
        <tr>
          <th scope="col">{columns.order}</th>
          <th scope="col">{columns.date}</th>
          <th scope="col">{columns.status}</th>
          <th scope="col">{columns.total}</th>
          <th scope="col">{columns.actions}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row" data-label={columns.order}>
              #{order.id}
            </th>
            <td data-label={columns.date}>{dates.date(order.placedAt)}</td>
            <td data-label={columns.status}>
              <StatusBadge status={order.status} />
            </td>
            <td data-label={columns.total}>
              <Price price={order.total} />
            </td>
            <td data-label={columns.actions}>
              <Link
                to={detailsPath(order.id)}
                className="button button--outline orders-table__view"
                aria-label={t('orders.viewOrder', { id: order.id })}
              >
                {t('orders.view')}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
