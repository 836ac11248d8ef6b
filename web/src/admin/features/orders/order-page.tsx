import { Link, useParams } from 'react-router-dom';
import { useOrderPageQuery } from '@/admin/__generated__/graphql.ts';
import { AdminPage } from '@/admin/components/admin-page.tsx';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { formatDubaiDateTime } from '@/lib/dubai-dates.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderCustomer } from './order-customer.tsx';
import { OrderHistory } from './order-history.tsx';
import { OrderLines } from './order-lines.tsx';
import { ORDERS_PATH } from './order-paths.ts';
import { StatusBadge } from './status-badge.tsx';

/** /admin/orders/:id: an order with what it holds, who it goes to, its history, and what can be done now. */
export function OrderPage() {
  const id = useParams().id ?? '';
  return (
    <AdminPage title={`Order ${id}`}>
      <p className="order-back">
        <Link to={ORDERS_PATH}>All orders</Link>
      </p>
      <OrderDetail id={id} />
    </AdminPage>
  );
}

function OrderDetail({ id }: { id: string }) {
  const { data, error, refetch } = useOrderPageQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  if (!data) {
    if (error) return <QueryProblem what="The order" onRetry={refetch} />;
    return <p role="status">Loading the order…</p>;
  }
  const order = data.adminOrder;
  if (!order) return <p>There is no order {id}.</p>;
  return (
    <>
      <p className="order-summary">
        <StatusBadge status={order.status} /> Ordered{' '}
        <time dateTime={order.placedAt}>{formatDubaiDateTime(order.placedAt)}</time> (Dubai time)
      </p>
      <div className="order-layout">
        <div className="order-layout__side">
          <OrderActions order={order} />
          <OrderCustomer order={order} />
        </div>
        <div className="order-layout__main">
          <OrderLines order={order} />
          <OrderHistory order={order} />
        </div>
      </div>
    </>
  );
}
