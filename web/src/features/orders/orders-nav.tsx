import { NavLink } from 'react-router-dom';
import { useTranslation } from '@/i18n/i18n.tsx';
import './orders.css';

/** Switches between every order and the ones on their way (DISPATCHED). */
export function OrdersNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('orders.lists')} className="orders-nav">
      <NavLink to="/my-account-orders" end>
        {t('orders.all')}
      </NavLink>
      <NavLink to="/my-account-shipping" end>
        {t('orders.shipping')}
      </NavLink>
    </nav>
  );
}
