import { useMyOrdersQuery } from '@/__generated__/graphql.ts';
import { AccountLayout } from '@/components/account-sidebar.tsx';
import { usePageMeta } from '@/lib/page-meta.ts';
import { OrderList } from './order-list.tsx';
import { OrdersNav } from './orders-nav.tsx';
import { useLoginRedirect } from './use-login-redirect.ts';
import { useTranslation } from '@/i18n/i18n.tsx';

const detailsPath = (id: string) => `/my-account-shipping-details/${encodeURIComponent(id)}`;

/** /my-account-shipping: the orders handed to the courier (DISPATCHED). */
export function ShippingListPage() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('orders.shipping'),
    description: t('orders.shippingDescription'),
    keywords: t('orders.shippingKeywords'),
  });
  const { data, loading, error } = useMyOrdersQuery({
    variables: { status: 'DISPATCHED' },
    fetchPolicy: 'cache-and-network',
  });
  useLoginRedirect(error);
  return (
    <AccountLayout title={t('orders.shipping')}>
      <OrdersNav />
      <OrderList orders={data?.myOrders} loading={loading} detailsPath={detailsPath} />
    </AccountLayout>
  );
}
