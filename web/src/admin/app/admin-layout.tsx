import { Suspense, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ROLE_LABELS, useSignedInMember } from '@/admin/lib/signed-in-member.ts';
import { AdminNav } from './admin-nav.tsx';
import { SignOutButton } from './sign-out-button.tsx';

const MAIN_ID = 'admin-main';
const MENU_ID = 'admin-menu';

/**
 * Every page of a signed-in member: a skip link, the top bar, the navigation with who is signed in (a side
 * column on wide screens, behind the Menu button on a phone) and the page. A new page takes the focus to the
 * content, and closes the menu.
 */
export function AdminLayout() {
  const member = useSignedInMember();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const firstPage = useRef(true);

  useEffect(() => {
    setMenuOpen(false);
    if (firstPage.current) firstPage.current = false;
    else main.current?.focus();
  }, [pathname]);

  const skipToContent = (event: MouseEvent) => {
    event.preventDefault();
    main.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  return (
    <div className="admin-shell">
      <a href={`#${MAIN_ID}`} className="admin-skip-link" onClick={skipToContent}>
        Skip to content
      </a>
      <header className="admin-shell__bar" onKeyDown={closeOnEscape}>
        <Link to="/admin" className="admin-shell__brand">
          Graphic Tees Dubai <span>Back office</span>
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="button button--outline admin-shell__menu-button"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          Menu
        </button>
      </header>
      <div id={MENU_ID} className="admin-shell__side" data-open={menuOpen} onKeyDown={closeOnEscape}>
        <AdminNav onNavigate={() => setMenuOpen(false)} />
        <section className="admin-member" aria-label="Signed in">
          <p className="admin-member__name">{member.name}</p>
          <p className="admin-member__role">{ROLE_LABELS[member.role]}</p>
          <Link
            to="/admin/account"
            className="admin-member__account"
            aria-current={pathname === '/admin/account' ? 'page' : undefined}
          >
            Account
          </Link>
          <SignOutButton />
        </section>
      </div>
      <main id={MAIN_ID} ref={main} tabIndex={-1} className="admin-shell__main">
        <Suspense
          fallback={
            <p role="status" className="admin-loading">
              Loading…
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
