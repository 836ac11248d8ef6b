import { MESSAGES } from '@store/domain';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useOrderConfirmationQuery } from '@/__generated__/graphql.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import type { OrderPlacedState } from './use-place-order.ts';
import './checkout.css';

/**
 * /order-confirmation/:id: the thank-you page checkout lands on (it also says the order was placed). Opened any
 * other way (a typed or shared address, a reload in another browser), it thanks only for an order of the logged-in
 * customer's own: the store is asked, and answers nothing for an order that does not exist or is someone else's.
 */
export function OrderConfirmationPage() {
  usePageMeta({
    title: 'Order Confirmation',
    description: 'Thank you for your order: an e-mail confirmation will follow.',
    keywords: 'order confirmation',
  });
  const { id = '' } = useParams();
  const state = useLocation().state as Partial<OrderPlacedState> | null;
  const justPlaced = Boolean(state?.orderPlaced);
  const { data, loading, error, refetch } = useOrderConfirmationQuery({ variables: { id }, skip: justPlaced });

  if (!justPlaced && !data?.order) {
    return (
      <section className="order-confirmation container">
        {loading ? (
          <p role="status">Loading…</p>
        ) : error ? (
          <div role="alert" className="order-confirmation__card">
            <p>{MESSAGES.somethingWentWrong}</p>
            <button type="button" className="button button--outline" onClick={() => void refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <div className="order-confirmation__card">
            <h1>{MESSAGES.orderNotFound}</h1>
            <p>
              There is no order <strong>{id}</strong> on your account.
            </p>
            <div className="order-confirmation__actions">
              <Link to="/my-account-orders" className="button">
                My Orders
              </Link>
              <Link to="/all-collections" className="button button--outline">
                Explore
              </Link>
            </div>
          </div>
        )}
      </section>
    );
  }

  return (
    <section className="order-confirmation container">
      {justPlaced && (
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
