import { memo, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useLayoutCustomerQuery, useLayoutQuery } from '@/__generated__/graphql.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { deferredSection, HydrateLater } from '@/lib/deferred-section.tsx';
import { useLaterTask } from '@/lib/use-later-task.ts';
import { FOOTER_FOLDS } from '@/features/content/footer-folds.ts';
import { closePanels } from '@/state/panels.ts';
import { Header } from './header.tsx';
import { PanelsHost } from './panels-host.tsx';
import { SuggestArabic } from './suggest-arabic.tsx';
import { useNewsletterOffer } from './use-newsletter-offer.ts';
import './layout.css';

/**
 * At the foot of every page: on a phone it hydrates only when the shopper comes near it. The server renders its
 * blocks folded, as a phone shows them; a wide screen unfolds them when it hydrates, so it hydrates at once there.
 */
const Footer = deferredSection(async () => (await import('@/features/content/footer.tsx')).Footer, {
  untilNear: FOOTER_FOLDS,
});

/** The phone's toolbar and the floating buttons: server-rendered, hydrated after the page like the footer. */
const FixedButtons = deferredSection(async () => (await import('./fixed-buttons.tsx')).FixedButtons);

/**
 * The route's page, hydrated apart from the header and in slices: no long task holds the first taps. Memoised:
 * when the layout re-renders (the customer, the scroll position), a boundary that has not hydrated yet and gets new
 * children is hydrated at once, in one long task.
 */
const Page = memo(function Page() {
  return (
    <HydrateLater>
      <Outlet />
    </HydrateLater>
  );
});

/** Every page: header, the page, footer, the small-screen toolbar and the floating buttons. */
export function Layout() {
  const { data } = useLayoutQuery({});
  // Asked for in a task of its own after hydration: it is the page's only query that goes to the network.
  const hydrated = useLaterTask();
  const customer = useLayoutCustomerQuery({ ssr: false, skip: !hydrated });
  const layout = { collections: data?.collections ?? [], me: customer.data?.me ?? null };
  const { pathname } = useLocation();
  const { t } = useTranslation();

  useNewsletterOffer();

  // Every page change scrolls to the top and closes open modals and panels.
  useEffect(() => {
    window.scrollTo(0, 0);
    closePanels();
  }, [pathname]);

  return (
    <>
      <p className="promo-bar">{t('promo.bar')}</p>
      <Header {...layout} />
      <main className="site-main">
        <Page />
      </main>
      <Footer />
      <FixedButtons />
      <PanelsHost layout={layout} />
      <SuggestArabic />
    </>
  );
}
