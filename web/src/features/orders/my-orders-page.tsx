import { useMyOrdersQuery } from '@/__generated__/graphql.ts';
import { AccountLayout } from '@/components/account-sidebar.tsx';
import { usePageMeta } from '@/lib/page-meta.ts';
import { OrderList } from './order-list.tsx';
import { OrdersNav } from './orders-nav.tsx';
import { useLoginRedirect } from './use-login-redirect.ts';
import { useTranslation } from '@/i18n/i18n.tsx';

const detailsPath = (id: string) => `/my-account-orders-details/${encodeURIComponent(id)}`;

/** /my-account-orders: every order of the customer, newest first. */
export function MyOrdersPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('orders.title'), description: t('orders.description'), keywords: t('orders.keywords') });
  const { data, loading, error } = useMyOrdersQuery({ fetchPolicy: 'cache-and-network' });
  useLoginRedirect(error);
  return (
    <AccountLayout title={t('orders.title')}>
      <OrdersNav />
      <OrderList orders={data?.myOrders} loading={loading} detailsPath={detailsPath} />
    </AccountLayout>
  );
}
