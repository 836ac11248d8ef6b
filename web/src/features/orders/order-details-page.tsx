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

/** /my-account-orders-details/:id: one of the customer's orders, its history, its items and its returns. */
export function OrderDetailsPage() {
  usePageMeta({ title: 'Order Details', description: 'Your order: status, history and items.' });
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useOrderDetailsQuery({
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  useLoginRedirect(error);
  const retry = () => void refetch().catch(() => undefined);
  const order = data?.order;

  return (
    <AccountLayout title="Order Details">
      {order && data ? (
        <>
          <OrderHeader order={order} cancel={{ storeInfo: data.storeInfo, onCancelled: retry }} />
          <OrderInfoGrid order={order} />
          <Tabs
            label="Order"
            tabs={[
              { label: 'Order History', content: <OrderTimeline order={order} /> },
              { label: 'Item Details', content: <OrderItems order={order} /> },
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
