import { Link } from 'react-router-dom';
import { EMIRATES, ESTIMATED_DELIVERY_TEXT, PAYMENT_METHOD, RETURN_WINDOW_DAYS } from '@store/domain';
import { homeTrail } from '@/lib/page-head.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { StaticMarkup } from '@/lib/static-markup.tsx';
import { PageHeader } from './page-header.tsx';

/** /shipping: the shipping policy of spec §1. */
export function ShippingPage() {
  usePageMeta({
    title: 'Shipping Policy',
    description: `Free shipping on all orders across the UAE. Estimated delivery: ${ESTIMATED_DELIVERY_TEXT}.`,
    keywords: 'shipping, delivery, free shipping, uae delivery, cash on delivery',
    breadcrumbs: homeTrail('Shipping Policy', '/shipping'),
  });
  return (
    <>
      <PageHeader title="Shipping Policy" lead="Free shipping on all orders." />
      <div className="container static-page">
        <StaticMarkup as="article" className="prose">
          <h2>Shipping cost</h2>
          <p>Shipping is free on all orders, as our product-launch offer.</p>
          <h2>Delivery time</h2>
          <p>Estimated delivery: {ESTIMATED_DELIVERY_TEXT}.</p>
          <h2>Where we deliver</h2>
          <p>We deliver to all seven emirates: {EMIRATES.join(', ')}.</p>
          <h2>Payment on delivery</h2>
          <p>We accept {PAYMENT_METHOD.toLowerCase()} only. Please have the amount ready when the courier arrives.</p>
          <h2>Tracking your order</h2>
          <p>
            Follow every step of your order, from placed to delivered, in <Link to="/my-account-orders">My Orders</Link>
            .
          </p>
          <h2>Returns</h2>
          <p>
            Returns are free within {RETURN_WINDOW_DAYS} days of receipt. See our{' '}
            <Link to="/returns">return and refund policy</Link>.
          </p>
        </StaticMarkup>
      </div>
    </>
  );
}
