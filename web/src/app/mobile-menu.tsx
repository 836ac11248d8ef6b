import { Link } from 'react-router-dom';
import type { LayoutCustomerQuery, LayoutQuery } from '@/__generated__/graphql.ts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { useTranslation } from '@/i18n/i18n.tsx';
import { MainNav } from './header.tsx';
import { LanguageSwitch } from './language-switch.tsx';

/** The side menu of small screens: collections by name, and Login or My Account with a greeting. */
export function MobileMenu({ collections, me, onClose }: LayoutQuery & LayoutCustomerQuery & { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} label={t('mobileMenu.title')} placement="left">
      <nav aria-label={t('mobileMenu.nav')} className="mobile-menu">
        <MainNav collections={collections} onNavigate={onClose} />
      </nav>
      <div className="mobile-menu__account">
        {me?.email ? (
          <>
            <p>{t('account.hello', { email: me.email })}</p>
            <Link to="/my-account" onClick={onClose}>
              {t('account.myAccount')}
            </Link>
          </>
        ) : (
          <Link to="/login" onClick={onClose}>
            {t('account.login')}
          </Link>
        )}
        <LanguageSwitch className="mobile-menu__language" onNavigate={onClose} />
      </div>
    </Dialog>
  );
}
