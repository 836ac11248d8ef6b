import { useParams } from 'react-router-dom';
import { useShippingDetailsQuery } from '@/__generated__/graphql.ts';
import { AccountLayout } from '@/components/account-sidebar.tsx';
import { usePageMeta } from '@/lib/page-meta.ts';
import { OrderHeader } from './order-header.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { OrderUnavailable } from './order-unavailable.tsx';
import { useLoginRedirect } from './use-login-redirect.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './order-details.css';

/** /my-account-shipping-details/:id: the status, Cancel while allowed, and the order-history timeline only. */
export function ShippingDetailsPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('order.shippingDetails'), description: t('order.shippingDetailsDescription') });
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useShippingDetailsQuery({
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  useLoginRedirect(error);
  const retry = () => void refetch().catch(() => undefined);
  const order = data?.order;

  return (
    <AccountLayout title={t('order.shippingDetails')}>
      {order && data ? (
        <>
          <OrderHeader order={order} cancel={{ storeInfo: data.storeInfo, onCancelled: retry }} />
          <section aria-labelledby="shipping-history-title" className="order-section">
            <h3 id="shipping-history-title">{t('order.history')}</h3>
            <OrderTimeline order={order} />
          </section>
        </>
      ) : (
        <OrderUnavailable loading={loading && !data} failed={!data && error !== undefined} onRetry={retry} />
      )}
    </AccountLayout>
  );
}
