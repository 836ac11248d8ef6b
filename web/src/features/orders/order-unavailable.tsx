import { Link } from 'react-router-dom';
import { domainMessageId } from '@/i18n/domain-text.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './orders.css';

interface OrderUnavailableProps {
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** What an order page shows without an order: loading, a fault to retry, or 'Order not found.' (not theirs). */
export function OrderUnavailable({ loading, failed, onRetry }: OrderUnavailableProps) {
  const { t } = useTranslation();
  if (loading) return <p role="status">{t('orders.loading')}</p>;
  if (failed) {
    return (
      <div role="alert" className="orders-empty">
        <p>{t(domainMessageId('somethingWentWrong'))}</p>
        <button type="button" className="button button--outline" onClick={onRetry}>
          {t('accountPage.tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <div className="orders-empty">
      <p>{t(domainMessageId('orderNotFound'))}</p>
      <Link to="/my-account-orders" className="button">
        {t('orders.title')}
      </Link>
    </div>
  );
}
