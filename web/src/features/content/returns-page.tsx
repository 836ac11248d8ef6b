import { Link } from 'react-router-dom';
import { EXCHANGE_WINDOW_DAYS, REFUND_BUSINESS_DAYS, RETURN_WINDOW_DAYS, SUPPORT_REPLY_HOURS } from '@store/domain';
import { homeTrail } from '@/lib/page-head.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { StaticMarkup } from '@/lib/static-markup.tsx';
import { PageHeader } from './page-header.tsx';
import { StoreEmailLink } from './store-contact-parts.tsx';
import { useStoreContact } from './store-contact.ts';

/** /returns: the return and refund policy of spec §1. */
export function ReturnsPage() {
  const contact = useStoreContact();
  usePageMeta({
    title: 'Return and Refund Policy',
    description: `Free returns and exchanges within ${RETURN_WINDOW_DAYS} days of receipt. Cash-on-delivery orders are refunded on the spot.`,
    keywords: 'returns, refunds, exchanges, return policy, graphic tees dubai',
    breadcrumbs: homeTrail('Return and Refund Policy', '/returns'),
  });
  return (
    <>
      <PageHeader title="Return and Refund Policy" lead={`Free returns within ${RETURN_WINDOW_DAYS} days.`} />
      <div className="container static-page">
        <StaticMarkup as="article" className="prose">
          <h2>Returns</h2>
          <p>You can return an item within {RETURN_WINDOW_DAYS} days of receipt. Returns are free.</p>
          <h2>Exchanges</h2>
          <p>
            You can exchange an item for another size or colour within {EXCHANGE_WINDOW_DAYS} days of receipt, subject
            to availability.
          </p>
          <h2>Refunds</h2>
          <ul>
            <li>Refunds of online payments are made within {REFUND_BUSINESS_DAYS} business days.</li>
            <li>For cash-on-delivery orders, the cash is refunded on the spot.</li>
          </ul>
          <h2>Non-returnable items</h2>
          <ul>
            <li>Custom-printed items.</li>
            <li>Discounted or clearance items, unless they are defective or wrong.</li>
          </ul>
          <h2>How to return an item</h2>
          <p>
            Start your return by e-mail to <StoreEmailLink /> with your order number and the items you want to return or
            exchange. We reply within {SUPPORT_REPLY_HOURS} hours.
          </p>
          <p>
            Then choose how to send it back: our team picks it up from you, or you drop it off at our shop
            {contact && ` (${contact.address})`}.
          </p>
          <p>
            More questions? See our <Link to="/FAQs">FAQs</Link> or <Link to="/contact">contact us</Link>.
          </p>
        </StaticMarkup>
      </div>
    </>
  );
}
