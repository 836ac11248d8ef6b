import { Link } from 'react-router-dom';
import { EXCHANGE_WINDOW_DAYS, REFUND_BUSINESS_DAYS, RETURN_WINDOW_DAYS, SUPPORT_REPLY_HOURS } from '@store/domain';
import type { AccordionItem } from './accordion.tsx';
import { StoreEmailLink } from './store-contact-parts.tsx';
import type { Translate } from '@/i18n/i18n.tsx';
import { richText } from '@/i18n/rich-text.tsx';

export interface FaqGroup {
  title: string;
  items: readonly AccordionItem[];
}

/** The three FAQ groups (spec §2), in line with the policies of spec §1, in the page's language. */
export function faqGroups(t: Translate): FaqGroup[] {
  const item = (question: Parameters<Translate>[0], answer: string | ReturnType<typeof richText>) => ({
    question: t(question),
    answer: <p>{answer}</p>,
  });
  return [
    {
      title: t('faq.buy.title'),
      items: [
        item('faq.buy.order.q', t('faq.buy.order.a')),
        item('faq.buy.pay.q', t('faq.buy.pay.a')),
        item('faq.buy.shipping.q', t('faq.buy.shipping.a', { delivery: t('domain.estimatedDelivery') })),
        item(
          'faq.buy.track.q',
          richText(t('faq.buy.track.a'), { orders: (words) => <Link to="/my-account-orders">{words}</Link> }),
        ),
      ],
    },
    {
      title: t('faq.returns.title'),
      items: [
        item('faq.returns.window.q', t('faq.returns.window.a', { days: RETURN_WINDOW_DAYS })),
        item('faq.returns.exchange.q', t('faq.returns.exchange.a', { days: EXCHANGE_WINDOW_DAYS })),
        item('faq.returns.excluded.q', t('faq.returns.excluded.a')),
        item(
          'faq.returns.start.q',
          richText(t('faq.returns.start.a', { hours: SUPPORT_REPLY_HOURS }), { email: () => <StoreEmailLink /> }),
        ),
      ],
    },
    {
      title: t('faq.refunds.title'),
      items: [
        item('faq.refunds.when.q', t('faq.refunds.when.a', { days: REFUND_BUSINESS_DAYS })),
        item('faq.refunds.damaged.q', t('faq.refunds.damaged.a', { days: RETURN_WINDOW_DAYS })),
        item('faq.refunds.cost.q', t('faq.refunds.cost.a')),
      ],
    },
  ];
}
