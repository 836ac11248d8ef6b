import { Link } from 'react-router-dom';
import { PAYMENT_METHOD, REFUND_BUSINESS_DAYS, RETURN_WINDOW_DAYS } from '@store/domain';
import type { DocumentSection } from './indexed-document.tsx';
import { StoreEmailLink, StoreName, StoreSeller } from './store-contact-parts.tsx';
import type { PageTexts } from './use-page-texts.tsx';

/** The ten sections of the Terms and Conditions (spec §2), in the page's language. */
export function termsSections({ t, text }: PageTexts): DocumentSection[] {
  const parts = {
    store: () => <StoreName />,
    email: () => <StoreEmailLink />,
    shipping: (words: string) => <Link to="/shipping">{words}</Link>,
    returns: (words: string) => <Link to="/returns">{words}</Link>,
  };
  const section = (
    id: string,
    key: 'acceptance' | 'use' | 'account' | 'prices' | 'orders' | 'shipping' | 'returns' | 'ip' | 'liability',
    values?: Record<string, unknown>,
  ): DocumentSection => ({
    id,
    title: text(`terms.${key}.title`),
    content: <p>{text(`terms.${key}.text`, values, parts)}</p>,
  });
  return [
    section('acceptance', 'acceptance'),
    section('use-of-website', 'use'),
    section('accounts', 'account'),
    section('products-and-prices', 'prices'),
    section('orders-and-payment', 'orders', { payment: PAYMENT_METHOD.toLowerCase() }),
    section('shipping', 'shipping', { delivery: t('domain.estimatedDelivery') }),
    section('returns-and-refunds', 'returns', { days: RETURN_WINDOW_DAYS, refundDays: REFUND_BUSINESS_DAYS }),
    section('intellectual-property', 'ip'),
    section('liability', 'liability'),
    {
      id: 'law-and-contact',
      title: text('terms.law.title'),
      content: (
        <>
          <p>{text('terms.law.text', {}, parts)}</p>
          <StoreSeller />
        </>
      ),
    },
  ];
}
