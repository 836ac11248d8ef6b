import { Link } from 'react-router-dom';
import { EXCHANGE_WINDOW_DAYS, REFUND_BUSINESS_DAYS, RETURN_WINDOW_DAYS, SUPPORT_REPLY_HOURS } from '@store/domain';
import { homeTrail } from '@/lib/page-head.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { StaticMarkup } from '@/lib/static-markup.tsx';
import { PageHeader } from './page-header.tsx';
import { StoreEmailLink } from './store-contact-parts.tsx';
import { useStoreContact } from './store-contact.ts';
import { usePageTexts } from './use-page-texts.tsx';

/** /returns: the return and refund policy of spec §1. */
export function ReturnsPage() {
  const { t, text } = usePageTexts('RETURNS');
  const contact = useStoreContact();
  usePageMeta({
    title: t('returnsPolicy.title'),
    description: t('returnsPolicy.description', { days: RETURN_WINDOW_DAYS }),
    keywords: t('returnsPolicy.keywords'),
    breadcrumbs: homeTrail(t('nav.home'), t('returnsPolicy.title'), '/returns'),
  });
  return (
    <>
      <PageHeader title={text('returnsPolicy.title')} lead={text('returnsPolicy.lead', { days: RETURN_WINDOW_DAYS })} />
      <div className="container static-page">
        <StaticMarkup as="article" className="prose">
          <h2>{text('returnsPolicy.returns')}</h2>
          <p>{text('returnsPolicy.returnsText', { days: RETURN_WINDOW_DAYS })}</p>
          <h2>{text('returnsPolicy.exchanges')}</h2>
          <p>{text('returnsPolicy.exchangesText', { days: EXCHANGE_WINDOW_DAYS })}</p>
          <h2>{text('returnsPolicy.refunds')}</h2>
          <ul>
            <li>{text('returnsPolicy.refundsOnline', { days: REFUND_BUSINESS_DAYS })}</li>
            <li>{text('returnsPolicy.refundsCash')}</li>
          </ul>
          <h2>{text('returnsPolicy.excluded')}</h2>
          <ul>
            <li>{text('returnsPolicy.excludedCustom')}</li>
            <li>{text('returnsPolicy.excludedDiscounted')}</li>
          </ul>
          <h2>{text('returnsPolicy.how')}</h2>
          <p>{text('returnsPolicy.howStart', { hours: SUPPORT_REPLY_HOURS }, { email: () => <StoreEmailLink /> })}</p>
          <p>
            {contact ? text('returnsPolicy.howSendAt', { address: contact.address }) : text('returnsPolicy.howSend')}
          </p>
          <p>
            {text(
              'returnsPolicy.more',
              {},
              {
                faqs: (words) => <Link to="/FAQs">{words}</Link>,
                contact: (words) => <Link to="/contact">{words}</Link>,
              },
            )}
          </p>
        </StaticMarkup>
      </div>
    </>
  );
}
