import { useReactiveVar } from '@apollo/client/react';
import { Heart, Menu, Search, ShoppingBag, User } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import type { LayoutCustomerQuery, LayoutQuery } from '@/__generated__/graphql.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { inEnglish } from '@/lib/fallback-lang.ts';
import { useScrollState } from '@/lib/use-scroll-position.ts';
import { cartVar } from '@/state/cart.ts';
import { isOpen, openPanel, openPanelVar, closePanels } from '@/state/panels.ts';
import { wishlist } from '@/state/wishlist.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { useStoredVar } from '@/lib/use-stored-var.ts';

type Collections = LayoutQuery['collections'];

/** The header's icons: their buttons carry the names (aria-label), so the drawings are hidden from screen readers. */
const HEADER_ICON = { size: 22, strokeWidth: 1.75, 'aria-hidden': true } as const;
type Me = LayoutCustomerQuery['me'];

export function MainNav({ collections, onNavigate }: { collections: Collections; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <NavLink to="/" end onClick={onNavigate}>
        {t('nav.home')}
      </NavLink>
      <NavLink to="/all-collections" onClick={onNavigate}>
        {t('nav.allCollections')}
      </NavLink>
      {collections.map((collection) => (
        <NavLink
          key={collection.name}
          to={`/shop-by-collections/${collection.routeKey}`}
          onClick={onNavigate}
          {...inEnglish(collection.fallbackFields, 'displayName')}
        >
          {collection.displayName}
        </NavLink>
      ))}
      <NavLink to="/about-us" onClick={onNavigate}>
        {t('nav.aboutUs')}
      </NavLink>
    </>
  );
}

function AccountMenu({ me }: { me: Me }) {
  const open = isOpen('accountMenu', useReactiveVar(openPanelVar));
  const { t } = useTranslation();
  return (
    <div className="account-menu">
      <button
        type="button"
        aria-label={t('header.account')}
        aria-expanded={open}
        onClick={() => (open ? closePanels() : openPanel({ kind: 'accountMenu' }))}
      >
        <User {...HEADER_ICON} />
      </button>
      {open && (
        <div className="account-menu__dropdown">
          {me?.email ? (
            <>
              <p>{t('account.hello', { email: me.email })}</p>
              <Link to="/my-account">{t('account.myAccount')}</Link>
            </>
          ) : (
            <>
              <Link className="button" to="/login">
                {t('account.login')}
              </Link>
              <p>
                {t('account.noAccount')} <Link to="/register">{t('account.register')}</Link>
              </p>
              <p>
                {t('account.needHelp')} <Link to="/contact">{t('account.contactUs')}</Link>
              </p>
            </>
          )}
        </div>
      )}
    </div>
  );
}

/** The header: logo, menu, search, account, wishlist and the cart with its badge; hides on scroll down. */
export function Header({ collections, me }: { collections: Collections; me: Me }) {
  const { headerSolid, headerHidden } = useScrollState();
  const cartCount = useStoredVar(cartVar).length;
  const wishCount = useStoredVar(wishlist.variable).length;
  const { t } = useTranslation();
  const classes = ['site-header', headerSolid && 'site-header--solid', headerHidden && 'site-header--hidden'];
  return (
    <header className={classes.filter(Boolean).join(' ')}>
      <div className="site-header__inner container">
        <button
          type="button"
          className="site-header__menu-button"
          aria-label={t('header.openMenu')}
          onClick={() => openPanel({ kind: 'mobileMenu' })}
        >
          <Menu {...HEADER_ICON} />
        </button>
        <Link to="/" className="site-header__logo">
          {t('header.logo')} <span>{t('header.logoPlace')}</span>
        </Link>
        <nav aria-label={t('nav.main')} className="site-header__nav">
          <MainNav collections={collections} />
        </nav>
        <div className="site-header__icons">
          <LanguageSwitch className="site-header__language" />
          <button type="button" aria-label={t('header.search')} onClick={() => openPanel({ kind: 'search' })}>
            <Search {...HEADER_ICON} />
          </button>
          <AccountMenu me={me} />
          <Link
            to="/wish-list"
            className="site-header__wishlist"
            aria-label={t('header.wishlist', { count: wishCount })}
          >
            <Heart {...HEADER_ICON} />
            <span className="count-badge">{wishCount}</span>
          </Link>
          <button
            type="button"
            aria-label={t('header.cart', { count: cartCount })}
            onClick={() => openPanel({ kind: 'cart' })}
          >
            <ShoppingBag {...HEADER_ICON} />
            <span className="count-badge">{cartCount}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
