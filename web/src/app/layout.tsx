import { useReactiveVar } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useLayoutCustomerQuery, useLayoutQuery } from '@/__generated__/graphql.ts';
import { Footer } from '@/features/content/footer.tsx';
import { useScrollState } from '@/lib/use-scroll-position.ts';
import { cartVar } from '@/state/cart.ts';
import { NEWSLETTER_POPUP_DELAY_MS, offerNewsletterOnce } from '@/state/newsletter-offer.ts';
import { closePanels, openPanel } from '@/state/panels.ts';
import { Header } from './header.tsx';
import { PanelsHost } from './panels-host.tsx';
import './layout.css';

/** Every page: header, the page, footer, the small-screen toolbar and the floating buttons. */
export function Layout() {
  const { data } = useLayoutQuery({});
  const customer = useLayoutCustomerQuery({ ssr: false });
  const layout = { collections: data?.collections ?? [], me: customer.data?.me ?? null };
  const { pathname } = useLocation();
  const { showScrollTop } = useScrollState();
  const cartCount = useReactiveVar(cartVar).length;

  useEffect(() => {
    const timer = setTimeout(() => offerNewsletterOnce(), NEWSLETTER_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // Every page change scrolls to the top and closes open modals and panels.
  useEffect(() => {
    window.scrollTo(0, 0);
    closePanels();
  }, [pathname]);

  return (
    <>
      <p className="promo-bar">
        Free shipping on all orders · Free returns within 7 days · Cash on delivery across the UAE
      </p>
      <Header {...layout} />
      <main className="site-main">
        <Outlet />
      </main>
      <Footer />
      <nav className="toolbar" aria-label="Toolbar">
        <Link to="/all-collections">Shop</Link>
        <Link to="/wish-list">Wishlist</Link>
        <button type="button" onClick={() => openPanel({ kind: 'cart' })}>
          Cart ({cartCount})
        </button>
      </nav>
      <div className="floating">
        <a
          className="floating__chat"
          href="https://wa.me/971501234567"
          target="_blank"
          rel="noreferrer"
          aria-label="Chat on WhatsApp"
        >
          Chat
        </a>
        <button
          type="button"
          className="floating__cart"
          aria-label={`Open cart, ${cartCount} items`}
          onClick={() => openPanel({ kind: 'cart' })}
        >
          Cart {cartCount}
        </button>
      </div>
      {showScrollTop && (
        <button
          type="button"
          className="scroll-top"
          aria-label="Scroll to top"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          ↑
        </button>
      )}
      <PanelsHost layout={layout} />
    </>
  );
}
