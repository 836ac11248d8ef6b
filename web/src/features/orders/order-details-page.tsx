import { useParams } from 'react-router-dom';
import { useOrderDetailsQuery } from '@/__generated__/graphql.ts';
import { AccountLayout } from '@/components/account-sidebar.tsx';
import { usePageMeta } from '@/lib/page-meta.ts';
import { OrderHeader } from './order-header.tsx';
import { OrderInfoGrid } from './order-info-grid.tsx';
import { OrderItems } from './order-items.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { OrderReturns } from '@/features/returns/order-returns.tsx';
import { OrderUnavailable } from './order-unavailable.tsx';
import { useLoginRedirect } from './use-login-redirect.ts';
import { useTranslation } from '@/i18n/i18n.tsx';

/** /my-account-orders-details/:id: one of the customer's orders, its history, its items and its returns. */
export function OrderDetailsPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('order.details'), description: t('order.detailsDescription') });
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useOrderDetailsQuery({
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  useLoginRedirect(error);
  const retry = () => void refetch().catch(() => undefined);
  const order = data?.order;

  return (
    <AccountLayout title={t('order.details')}>
      {order && data ? (
        <>
          <OrderHeader order={order} cancel={{ storeInfo: data.storeInfo, onCancelled: retry }} />
          <OrderInfoGrid order={order} />
          <Tabs
            label={t('order.tabs')}
            tabs={[
              { label: t('order.history'), content: <OrderTimeline order={order} /> },
              { label: t('order.items'), content: <OrderItems order={order} /> },
            ]}
          />
          <OrderReturns order={order} onChanged={retry} />
        </>
      ) : (
        <OrderUnavailable loading={loading && !data} failed={!data && error !== undefined} onRetry={retry} />
      )}
    </AccountLayout>
  );
}
