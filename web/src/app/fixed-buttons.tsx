import { ArrowUp, Heart, MessageCircle, ShoppingBag, Shirt } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { useStoreContact } from '@/features/content/store-contact.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { useScrollState } from '@/lib/use-scroll-position.ts';
import { cartVar } from '@/state/cart.ts';
import { openPanel } from '@/state/panels.ts';
import { useStoredVar } from '@/lib/use-stored-var.ts';

const TOOLBAR_ICON = { size: 20, strokeWidth: 1.75, 'aria-hidden': true } as const;
const FLOATING_ICON = { size: 22, strokeWidth: 2, 'aria-hidden': true } as const;

/**
 * Back to the top, keyboard focus too (the logo). Focus must leave the button first: the toolbar's button hides
 * on the way up, and Chrome stops a smooth scroll when the focused element is hidden.
 */
function scrollToTop() {
  document.querySelector<HTMLElement>('.site-header__logo')?.focus({ preventScroll: true });
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

function ScrollTopButton({ className, hidden = false }: { className: string; hidden?: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={className}
      aria-label={t('floating.scrollTop')}
      title={t('floating.scrollTop')}
      hidden={hidden}
      onClick={scrollToTop}
    >
      <ArrowUp {...TOOLBAR_ICON} />
    </button>
  );
}

/** The small-screen toolbar, the home page's floating chat and cart buttons, and back to the top. */
export function FixedButtons() {
  const { pathname } = useLocation();
  const { showScrollTop } = useScrollState();
  const cartCount = useStoredVar(cartVar).length;
  const contact = useStoreContact();
  const { t } = useTranslation();
  return (
    <>
      <nav className="toolbar" aria-label={t('toolbar.label')}>
        <Link to="/all-collections">
          <Shirt {...TOOLBAR_ICON} />
          {t('toolbar.shop')}
        </Link>
        <Link to="/wish-list">
          <Heart {...TOOLBAR_ICON} />
          {t('toolbar.wishlist')}
        </Link>
        <button type="button" onClick={() => openPanel({ kind: 'cart' })}>
          <ShoppingBag {...TOOLBAR_ICON} />
          {t('toolbar.cart', { count: cartCount })}
        </button>
        {/* Its cell is kept while hidden, so the others do not move when it appears. */}
        <ScrollTopButton className="toolbar__scroll-top" hidden={!showScrollTop} />
      </nav>
      {pathname === '/' && (
        <div className="floating">
          {contact?.whatsappHref && (
            <a
              className="floating__chat"
              href={contact.whatsappHref}
              target="_blank"
              rel="noreferrer"
              aria-label={t('floating.whatsapp')}
              title={t('floating.whatsapp')}
            >
              <MessageCircle {...FLOATING_ICON} />
            </a>
          )}
          <button
            type="button"
            className="floating__cart"
            aria-label={t('floating.openCartItems', { count: cartCount })}
            title={t('floating.openCart')}
            onClick={() => openPanel({ kind: 'cart' })}
          >
            <ShoppingBag {...FLOATING_ICON} />
            <span className="count-badge">{cartCount}</span>
          </button>
        </div>
      )}
      {showScrollTop && <ScrollTopButton className="scroll-top" />}
    </>
  );
}
