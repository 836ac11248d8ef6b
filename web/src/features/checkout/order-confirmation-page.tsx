import { MESSAGES } from '@store/domain';
import { Link, useLocation, useParams } from 'react-router-dom';
import { usePageMeta } from '@/lib/page-meta.ts';
import type { OrderPlacedState } from './use-place-order.ts';
import './checkout.css';

/** /order-confirmation/:id: the thank-you page checkout lands on (it also says the order was placed). */
export function OrderConfirmationPage() {
  usePageMeta({
    title: 'Order Confirmation',
    description: 'Thank you for your order: an e-mail confirmation will follow.',
    keywords: 'order confirmation',
  });
  const { id = '' } = useParams();
  const state = useLocation().state as Partial<OrderPlacedState> | null;

  return (
    <section className="order-confirmation container">
      {state?.orderPlaced && (
        <p role="status" className="order-confirmation__placed message--success">
          {MESSAGES.orderPlaced}
        </p>
      )}
      <div className="order-confirmation__card">
        <span className="order-confirmation__tick" aria-hidden="true">
          ✓
        </span>
        <h1>Thank You !!!</h1>
        <p className="order-confirmation__reference">
          Your order reference is <strong>{id}</strong>
        </p>
        <p>We have received your order and will send you an e-mail confirmation shortly.</p>
        <div className="order-confirmation__actions">
          <Link to="/all-collections" className="button">
            Explore
          </Link>
          <Link to={`/my-account-orders-details/${encodeURIComponent(id)}`} className="button button--outline">
            View order
          </Link>
        </div>
      </div>
    </section>
  );
}
