import { Link } from 'react-router-dom';
import { EMIRATES, PAYMENT_METHOD, RETURN_WINDOW_DAYS } from '@store/domain';
import { homeTrail } from '@/lib/page-head.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { StaticMarkup } from '@/lib/static-markup.tsx';
import { PageHeader } from './page-header.tsx';
import { useTranslation } from '@/i18n/i18n.tsx';
import { richText } from '@/i18n/rich-text.tsx';

/** /shipping: the shipping policy of spec §1. */
export function ShippingPage() {
  const { t } = useTranslation();
  const delivery = t('domain.estimatedDelivery');
  usePageMeta({
    title: t('shippingPolicy.title'),
    description: t('shippingPolicy.description', { delivery }),
    keywords: t('shippingPolicy.keywords'),
    breadcrumbs: homeTrail(t('nav.home'), t('shippingPolicy.title'), '/shipping'),
  });
  return (
    <>
      <PageHeader title={t('shippingPolicy.title')} lead={t('shippingPolicy.lead')} />
      <div className="container static-page">
        <StaticMarkup as="article" className="prose">
          <h2>{t('shippingPolicy.cost')}</h2>
          <p>{t('shippingPolicy.costText')}</p>
          <h2>{t('shippingPolicy.time')}</h2>
          <p>{t('shippingPolicy.timeText', { delivery })}</p>
          <h2>{t('shippingPolicy.where')}</h2>
          <p>{t('shippingPolicy.whereText', { emirates: EMIRATES.join(', ') })}</p>
          <h2>{t('shippingPolicy.payment')}</h2>
          <p>{t('shippingPolicy.paymentText', { payment: PAYMENT_METHOD.toLowerCase() })}</p>
          <h2>{t('shippingPolicy.tracking')}</h2>
          <p>
            {richText(t('shippingPolicy.trackingText'), {
              orders: (words) => <Link to="/my-account-orders">{words}</Link>,
            })}
          </p>
          <h2>{t('returnsPolicy.returns')}</h2>
          <p>
            {richText(t('shippingPolicy.returnsText', { days: RETURN_WINDOW_DAYS }), {
              policy: (words) => <Link to="/returns">{words}</Link>,
            })}
          </p>
        </StaticMarkup>
      </div>
    </>
  );
}
