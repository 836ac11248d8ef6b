import { Link, useLocation, useParams } from 'react-router-dom';
import { useOrderConfirmationQuery } from '@/__generated__/graphql.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import type { OrderPlacedState } from './use-place-order.ts';
import './checkout.css';

/**
 * /order-confirmation/:id: the thank-you page checkout lands on (it also says the order was placed). Opened any
 * other way (a typed or shared address, a reload in another browser), it thanks only for an order of the logged-in
 * customer's own: the store is asked, and answers nothing for an order that does not exist or is someone else's.
 */
export function OrderConfirmationPage() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('confirmation.title'),
    description: t('confirmation.description'),
    keywords: t('confirmation.keywords'),
  });
  const { id = '' } = useParams();
  const state = useLocation().state as Partial<OrderPlacedState> | null;
  const justPlaced = Boolean(state?.orderPlaced);
  const { data, loading, error, refetch } = useOrderConfirmationQuery({ variables: { id }, skip: justPlaced });

  if (!justPlaced && !data?.order) {
    return (
      <section className="order-confirmation container">
        {loading ? (
          <p role="status">{t('shopping.loading')}</p>
        ) : error ? (
          <div role="alert" className="order-confirmation__card">
            <p>{t('domain.somethingWentWrong')}</p>
            <button type="button" className="button button--outline" onClick={() => void refetch()}>
              {t('shopping.tryAgain')}
            </button>
          </div>
        ) : (
          <div className="order-confirmation__card">
            <h1>{t('domain.orderNotFound')}</h1>
            <p>{t('confirmation.noOrder', { id })}</p>
            <div className="order-confirmation__actions">
              <Link to="/my-account-orders" className="button">
                {t('confirmation.myOrders')}
              </Link>
              <Link to="/all-collections" className="button button--outline">
                {t('shopping.explore')}
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
          {t('domain.orderPlaced')}
        </p>
      )}
      <div className="order-confirmation__card">
        <span className="order-confirmation__tick" aria-hidden="true">
          ✓
        </span>
        <h1>{t('confirmation.thanks')}</h1>
        <p className="order-confirmation__reference">
          {t('confirmation.reference')} <strong>{id}</strong>
        </p>
        <p>{t('confirmation.received')}</p>
        <div className="order-confirmation__actions">
          <Link to="/all-collections" className="button">
            {t('shopping.explore')}
          </Link>
          <Link to={`/my-account-orders-details/${encodeURIComponent(id)}`} className="button button--outline">
            {t('confirmation.viewOrder')}
          </Link>
        </div>
      </div>
    </section>
  );
}
