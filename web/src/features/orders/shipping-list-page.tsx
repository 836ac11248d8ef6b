import { useMyOrdersQuery } from '@/__generated__/graphql.ts';
import { AccountLayout } from '@/components/account-sidebar.tsx';
import { usePageMeta } from '@/lib/page-meta.ts';
import { OrderList } from './order-list.tsx';
import { OrdersNav } from './orders-nav.tsx';
import { useLoginRedirect } from './use-login-redirect.ts';

const detailsPath = (id: string) => `/my-account-shipping-details/${encodeURIComponent(id)}`;

/** /my-account-shipping: the orders handed to the courier (DISPATCHED). */
export function ShippingListPage() {
  usePageMeta({
    title: 'Shipping',
    description: 'Your orders on their way: courier and tracking details.',
    keywords: 'shipping, order tracking',
  });
  const { data, loading, error } = useMyOrdersQuery({
    variables: { status: 'DISPATCHED' },
    fetchPolicy: 'cache-and-network',
  });
  useLoginRedirect(error);
  return (
    <AccountLayout title="Shipping">
      <OrdersNav />
      <OrderList orders={data?.myOrders} loading={loading} detailsPath={detailsPath} />
    </AccountLayout>
  );
}
