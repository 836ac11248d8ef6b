import { useMyOrdersQuery } from '@/__generated__/graphql.ts';
import { AccountLayout } from '@/components/account-sidebar.tsx';
import { usePageMeta } from '@/lib/page-meta.ts';
import { OrderList } from './order-list.tsx';
import { OrdersNav } from './orders-nav.tsx';
import { useLoginRedirect } from './use-login-redirect.ts';

const detailsPath = (id: string) => `/my-account-orders-details/${encodeURIComponent(id)}`;

/** /my-account-orders: every order of the customer, newest first. */
export function MyOrdersPage() {
  usePageMeta({ title: 'My Orders', description: 'Your orders: status, totals and details.', keywords: 'my orders' });
  const { data, loading, error } = useMyOrdersQuery({ fetchPolicy: 'cache-and-network' });
  useLoginRedirect(error);
  return (
    <AccountLayout title="My Orders">
      <OrdersNav />
      <OrderList orders={data?.myOrders} loading={loading} detailsPath={detailsPath} />
    </AccountLayout>
  );
}
