import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EXCHANGE_WINDOW_DAYS, REFUND_BUSINESS_DAYS, RETURN_WINDOW_DAYS, SUPPORT_REPLY_HOURS } from '@store/domain';
import type { AccordionItem } from './accordion.tsx';
import type { PageTexts } from './use-page-texts.tsx';
import { StoreEmailLink } from './store-contact-parts.tsx';
import type { MessageId } from '@/i18n/message-id.ts';

export interface FaqGroup {
  key: string;
  title: ReactNode;
  items: readonly AccordionItem[];
}

/** The three FAQ groups (spec §2), in line with the policies of spec §1, in the page's language. */
export function faqGroups({ t, text }: PageTexts): FaqGroup[] {
  const item = (question: MessageId, answer: ReactNode) => ({ question: text(question), answer: <p>{answer}</p> });
  return [
    {
      key: 'buy',
      title: text('faq.buy.title'),
      items: [
        item('faq.buy.order.q', text('faq.buy.order.a')),
        item('faq.buy.pay.q', text('faq.buy.pay.a')),
        item('faq.buy.shipping.q', text('faq.buy.shipping.a', { delivery: t('domain.estimatedDelivery') })),
        item(
          'faq.buy.track.q',
          text('faq.buy.track.a', {}, { orders: (words) => <Link to="/my-account-orders">{words}</Link> }),
        ),
      ],
    },
    {
      key: 'returns',
      title: text('faq.returns.title'),
      items: [
        item('faq.returns.window.q', text('faq.returns.window.a', { days: RETURN_WINDOW_DAYS })),
        item('faq.returns.exchange.q', text('faq.returns.exchange.a', { days: EXCHANGE_WINDOW_DAYS })),
        item('faq.returns.excluded.q', text('faq.returns.excluded.a')),
        item(
          'faq.returns.start.q',
          text('faq.returns.start.a', { hours: SUPPORT_REPLY_HOURS }, { email: () => <StoreEmailLink /> }),
        ),
      ],
    },
    {
      key: 'refunds',
      title: text('faq.refunds.title'),
      items: [
        item('faq.refunds.when.q', text('faq.refunds.when.a', { days: REFUND_BUSINESS_DAYS })),
        item('faq.refunds.damaged.q', text('faq.refunds.damaged.a', { days: RETURN_WINDOW_DAYS })),
        item('faq.refunds.cost.q', text('faq.refunds.cost.a')),
      ],
    },
  ];
}
