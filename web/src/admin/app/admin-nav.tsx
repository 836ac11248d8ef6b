import { Link, useLocation } from 'react-router-dom';
import { NAV_ITEMS, navCurrent } from './nav-items.ts';

/** The back office's areas; the current one is marked for assistive technology and by sight. */
export function AdminNav({ id, onNavigate }: { id?: string; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav id={id} aria-label="Back office" className="admin-nav">
      <ul>
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={navCurrent(item, pathname)}
              className="admin-nav__link"
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
