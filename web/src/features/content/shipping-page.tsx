import { Link } from 'react-router-dom';
import { EMIRATES, PAYMENT_METHOD, RETURN_WINDOW_DAYS } from '@store/domain';
import { homeTrail } from '@/lib/page-head.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { StaticMarkup } from '@/lib/static-markup.tsx';
import { PageHeader } from './page-header.tsx';
import { usePageTexts } from './use-page-texts.tsx';

/** /shipping: the shipping policy of spec §1. */
export function ShippingPage() {
  const { t, text } = usePageTexts('SHIPPING');
  const delivery = t('domain.estimatedDelivery');
  usePageMeta({
    title: t('shippingPolicy.title'),
    description: t('shippingPolicy.description', { delivery }),
    keywords: t('shippingPolicy.keywords'),
    breadcrumbs: homeTrail(t('nav.home'), t('shippingPolicy.title'), '/shipping'),
  });
  return (
    <>
      <PageHeader title={text('shippingPolicy.title')} lead={text('shippingPolicy.lead')} />
      <div className="container static-page">
        <StaticMarkup as="article" className="prose">
          <h2>{text('shippingPolicy.cost')}</h2>
          <p>{text('shippingPolicy.costText')}</p>
          <h2>{text('shippingPolicy.time')}</h2>
          <p>{text('shippingPolicy.timeText', { delivery })}</p>
          <h2>{text('shippingPolicy.where')}</h2>
          <p>{text('shippingPolicy.whereText', { emirates: EMIRATES.join(', ') })}</p>
          <h2>{text('shippingPolicy.payment')}</h2>
          <p>{text('shippingPolicy.paymentText', { payment: PAYMENT_METHOD.toLowerCase() })}</p>
          <h2>{text('shippingPolicy.tracking')}</h2>
          <p>
            {text(
              'shippingPolicy.trackingText',
              {},
              {
                orders: (words) => <Link to="/my-account-orders">{words}</Link>,
              },
            )}
          </p>
          <h2>{text('shippingPolicy.returns')}</h2>
          <p>
            {text(
              'shippingPolicy.returnsText',
              { days: RETURN_WINDOW_DAYS },
              {
                policy: (words) => <Link to="/returns">{words}</Link>,
              },
            )}
          </p>
        </StaticMarkup>
      </div>
    </>
  );
}
