import { useParams, useSearchParams } from 'react-router-dom';
import { awaitsDelivery } from '@store/domain';
import { useOrderTrackingQuery } from '@/__generated__/graphql.ts';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { usePageMeta } from '@/lib/page-meta.ts';
import { localizedDates } from '@/lib/localized-dates.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { richText } from '@/i18n/rich-text.tsx';
import { OrderHeader } from './order-header.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { OrderUnavailable } from './order-unavailable.tsx';
import { TrackingForm } from './tracking-form.tsx';
import { trackingOrderId } from './tracking-id.ts';
import { useLoginRedirect } from './use-login-redirect.ts';
import './order-tracking.css';

/** /order-tracking?id= (or /order-tracking/:id): an order's status and timeline; without an id, a form asks for one. */
export function OrderTrackingPage() {
  const { t, locale } = useTranslation();
  usePageMeta({
    title: t('tracking.title'),
    description: t('tracking.description'),
    keywords: t('tracking.keywords'),
  });
  const [query] = useSearchParams();
  const id = trackingOrderId(query, useParams().id);
  const { data, loading, error, refetch } = useOrderTrackingQuery({
    variables: { id: id ?? '' },
    skip: id === null,
    fetchPolicy: 'cache-and-network',
  });
  useLoginRedirect(error);
  const order = id === null ? undefined : data?.order;

  return (
    <section className="order-tracking container">
      <Breadcrumb
        items={[
          { label: t('tracking.homepage'), to: '/' },
          { label: t('toolbar.shop'), to: '/shop-default-grid' },
          { label: t('tracking.title') },
        ]}
      />
      <h1>{t('tracking.title')}</h1>
      <TrackingForm key={id ?? ''} initial={id ?? ''} />
      {id !== null &&
        (order ? (
          <div className="order-tracking__result">
            <OrderHeader order={order} />
            {awaitsDelivery(order.status) && (
              <p className="order-tracking__delivery">
                {richText(
                  t('tracking.estimatedDelivery', { date: localizedDates(locale).localDate(order.estimatedDelivery) }),
                  {
                    date: (words) => <strong>{words}</strong>,
                  },
                )}
              </p>
            )}
            <OrderTimeline order={order} />
          </div>
        ) : (
          <OrderUnavailable
            loading={loading && !data}
            failed={!data && error !== undefined}
            onRetry={() => void refetch().catch(() => undefined)}
          />
        ))}
    </section>
  );
}
