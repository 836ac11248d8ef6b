import { Link } from 'react-router-dom';
import type { LayoutCustomerQuery, LayoutQuery } from '@/__generated__/graphql.ts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { MainNav } from './header.tsx';

/** The side menu of small screens: collections by name, and Login or My Account with a greeting. */
export function MobileMenu({ collections, me, onClose }: LayoutQuery & LayoutCustomerQuery & { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} label="Menu" placement="left">
      <nav aria-label="Mobile" className="mobile-menu">
        <MainNav collections={collections} onNavigate={onClose} />
      </nav>
      <div className="mobile-menu__account">
        {me?.email ? (
          <>
            <p>Hello, {me.email}</p>
            <Link to="/my-account" onClick={onClose}>
              My Account
            </Link>
          </>
        ) : (
          <Link to="/login" onClick={onClose}>
            Login
          </Link>
        )}
      </div>
    </Dialog>
  );
}
