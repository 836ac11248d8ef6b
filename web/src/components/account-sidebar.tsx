import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useLogoutMutation } from '@/__generated__/graphql.ts';
import { useLeaveAccount } from './use-leave-account.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './account-sidebar.css';

/** The account pages' frame: the sidebar (a slide-in panel on small screens) beside the page. */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [logout] = useLogoutMutation();
  const leaveAccount = useLeaveAccount();

  // Logout ends the session and clears the stored user (spec §2).
  const signOut = async () => {
    await logout().catch(() => undefined);
    await leaveAccount('/login');
  };

  return (
    <section className="account container">
      <button
        type="button"
        className="button button--outline account__menu-button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {t('accountNav.menu')}
      </button>
      <nav aria-label={t('header.account')} className={`account__sidebar${open ? ' account__sidebar--open' : ''}`}>
        <NavLink to="/my-account" end onClick={() => setOpen(false)}>
          {t('accountPage.title')}
        </NavLink>
        <NavLink to="/my-account-orders" onClick={() => setOpen(false)}>
          {t('orders.title')}
        </NavLink>
        <NavLink to="/my-account-shipping" onClick={() => setOpen(false)}>
          {t('orders.shipping')}
        </NavLink>
        <button type="button" className="link-button" onClick={signOut}>
          {t('accountNav.logout')}
        </button>
      </nav>
      <div className="account__content">
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  );
}
