import { MESSAGES } from '@store/domain';
import { Link } from 'react-router-dom';
import './orders.css';

interface OrderUnavailableProps {
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** What an order page shows without an order: loading, a fault to retry, or 'Order not found.' (not theirs). */
export function OrderUnavailable({ loading, failed, onRetry }: OrderUnavailableProps) {
  if (loading) return <p role="status">Loading…</p>;
  if (failed) {
    return (
      <div role="alert" className="orders-empty">
        <p>{MESSAGES.somethingWentWrong}</p>
        <button type="button" className="button button--outline" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <div className="orders-empty">
      <p>{MESSAGES.orderNotFound}</p>
      <Link to="/my-account-orders" className="button">
        My Orders
      </Link>
    </div>
  );
}
