import { Link } from 'react-router-dom';
import { EXCHANGE_WINDOW_DAYS, REFUND_BUSINESS_DAYS, RETURN_WINDOW_DAYS, SUPPORT_REPLY_HOURS } from '@store/domain';
import { homeTrail } from '@/lib/page-head.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { StaticMarkup } from '@/lib/static-markup.tsx';
import { PageHeader } from './page-header.tsx';
import { StoreEmailLink } from './store-contact-parts.tsx';
import { useStoreContact } from './store-contact.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { richText } from '@/i18n/rich-text.tsx';

/** /returns: the return and refund policy of spec §1. */
export function ReturnsPage() {
  const { t } = useTranslation();
  const contact = useStoreContact();
  usePageMeta({
    title: t('returnsPolicy.title'),
    description: t('returnsPolicy.description', { days: RETURN_WINDOW_DAYS }),
    keywords: t('returnsPolicy.keywords'),
    breadcrumbs: homeTrail(t('nav.home'), t('returnsPolicy.title'), '/returns'),
  });
  return (
    <>
      <PageHeader title={t('returnsPolicy.title')} lead={t('returnsPolicy.lead', { days: RETURN_WINDOW_DAYS })} />
      <div className="container static-page">
        <StaticMarkup as="article" className="prose">
          <h2>{t('returnsPolicy.returns')}</h2>
          <p>{t('returnsPolicy.returnsText', { days: RETURN_WINDOW_DAYS })}</p>
          <h2>{t('returnsPolicy.exchanges')}</h2>
          <p>{t('returnsPolicy.exchangesText', { days: EXCHANGE_WINDOW_DAYS })}</p>
          <h2>{t('returnsPolicy.refunds')}</h2>
          <ul>
            <li>{t('returnsPolicy.refundsOnline', { days: REFUND_BUSINESS_DAYS })}</li>
            <li>{t('returnsPolicy.refundsCash')}</li>
          </ul>
          <h2>{t('returnsPolicy.excluded')}</h2>
          <ul>
            <li>{t('returnsPolicy.excludedCustom')}</li>
            <li>{t('returnsPolicy.excludedDiscounted')}</li>
          </ul>
          <h2>{t('returnsPolicy.how')}</h2>
          <p>
            {richText(t('returnsPolicy.howStart', { hours: SUPPORT_REPLY_HOURS }), {
              email: () => <StoreEmailLink />,
            })}
          </p>
          <p>{contact ? t('returnsPolicy.howSendAt', { address: contact.address }) : t('returnsPolicy.howSend')}</p>
          <p>
            {richText(t('returnsPolicy.more'), {
              faqs: (words) => <Link to="/FAQs">{words}</Link>,
              contact: (words) => <Link to="/contact">{words}</Link>,
            })}
          </p>
        </StaticMarkup>
      </div>
    </>
  );
}
