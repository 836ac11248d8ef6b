import { Link } from 'react-router-dom';
import type { OrdersTable_OrderFragment } from '@/__generated__/graphql.ts';
import { Price } from '@/components/ui/price.tsx';
import { formatDubaiDate } from '@/lib/dubai-dates.ts';
import { StatusBadge } from './status-badge.tsx';
import './orders.css';

interface OrdersTableProps {
  orders: readonly OrdersTable_OrderFragment[];
  /** Where a row's View goes. */
  detailsPath: (id: string) => string;
}

/** Order, Date, Status, Total and a View link per order (spec §2 Account); rows become cards on phones. */
export function OrdersTable({ orders, detailsPath }: OrdersTableProps) {
  return (
    <table className="orders-table">
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Date</th>
          <th scope="col">Status</th>
          <th scope="col">Total</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row" data-label="Order">
              #{order.id}
            </th>
            <td data-label="Date">{formatDubaiDate(order.placedAt)}</td>
            <td data-label="Status">
              <StatusBadge status={order.status} />
            </td>
            <td data-label="Total">
              <Price price={order.total} />
            </td>
            <td data-label="Actions">
              <Link
                to={detailsPath(order.id)}
                className="button button--outline orders-table__view"
                aria-label={`View order ${order.id}`}
              >
                View
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
