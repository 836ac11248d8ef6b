import { Link } from 'react-router-dom';
import type { OrderListTable_OrderFragment } from '@/admin/__generated__/graphql.ts';
import { Price } from '@/components/ui/price.tsx';
import { formatDubaiDateTime } from '@/lib/dubai-dates.ts';
import { emirateLabel } from './order-filters.ts';
import { orderPath } from './order-paths.ts';
import { StatusBadge } from './status-badge.tsx';

interface OrderListTableProps {
  orders: readonly OrderListTable_OrderFragment[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (select: boolean) => void;
}

/** One page of orders, newest first; each can be ticked for a bulk action, and opens its own page. */
export function OrderListTable({ orders, selected, onToggle, onToggleAll }: OrderListTableProps) {
  const allSelected = orders.length > 0 && orders.every((order) => selected.has(order.id));
  return (
    <table className="admin-table order-list">
      <caption className="visually-hidden">Orders, newest first</caption>
      <thead>
        <tr>
          <th scope="col" className="order-list__select">
            <input
              type="checkbox"
              aria-label="Select every order on this page"
              checked={allSelected}
              onChange={(event) => onToggleAll(event.target.checked)}
            />
          </th>
          <th scope="col">Order</th>
          <th scope="col">Placed (Dubai)</th>
          <th scope="col">Customer</th>
          <th scope="col">Emirate</th>
          <th scope="col">Items</th>
          <th scope="col">Total</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <td data-label="Select" className="order-list__select">
              <input
                type="checkbox"
                aria-label={`Select order ${order.id}`}
                checked={selected.has(order.id)}
                onChange={() => onToggle(order.id)}
              />
            </td>
            <td data-label="Order">
              <Link to={orderPath(order.id)} className="order-list__link">
                {order.id}
              </Link>
            </td>
            <td data-label="Placed">
              <time dateTime={order.placedAt}>{formatDubaiDateTime(order.placedAt)}</time>
            </td>
            <td data-label="Customer">
              <div>
                {order.customerName}
                <br />
                <span className="order-list__muted">{order.email}</span>
                <br />
                <span className="order-list__muted">{order.phone}</span>
              </div>
            </td>
            <td data-label="Emirate">{emirateLabel(order.emirate)}</td>
            <td data-label="Items">{order.itemCount}</td>
            <td data-label="Total">
              <div>
                <Price price={order.total} />
                {order.cashCollected && <span className="order-list__muted"> · cash in</span>}
              </div>
            </td>
            <td data-label="Status">
              <StatusBadge status={order.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
