import { useReactiveVar } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import type { LayoutCustomerQuery, LayoutQuery } from '@/__generated__/graphql.ts';
import { closePanels, openPanelVar } from '@/state/panels.ts';
import { MobileMenu } from './mobile-menu.tsx';

// Each panel is a chunk of its own, loaded when it first opens: none is open when a page loads.
const SideCart = lazy(() => import('@/features/cart/side-cart.tsx').then((m) => ({ default: m.SideCart })));
const SideWishlist = lazy(() =>
  import('@/features/wishlist/side-wishlist.tsx').then((m) => ({ default: m.SideWishlist })),
);
const ComparePanel = lazy(() =>
  import('@/features/compare/compare-panel.tsx').then((m) => ({ default: m.ComparePanel })),
);
const SearchDialog = lazy(() =>
  import('@/features/search/search-dialog.tsx').then((m) => ({ default: m.SearchDialog })),
);
const QuickViewDialog = lazy(() =>
  import('@/features/product/quick-view.tsx').then((m) => ({ default: m.QuickViewDialog })),
);
const QuickAddDialog = lazy(() =>
  import('@/features/product/quick-add.tsx').then((m) => ({ default: m.QuickAddDialog })),
);
const SizeGuideDialog = lazy(() =>
  import('@/features/product/size-guide.tsx').then((m) => ({ default: m.SizeGuideDialog })),
);
const NewsletterPopup = lazy(() =>
  import('@/features/content/newsletter-popup.tsx').then((m) => ({ default: m.NewsletterPopup })),
);

function OpenPanel({ layout }: { layout: LayoutQuery & LayoutCustomerQuery }) {
  const panel = useReactiveVar(openPanelVar);
  switch (panel?.kind) {
    case 'cart':
      return <SideCart onClose={closePanels} />;
    case 'wishlist':
      return <SideWishlist onClose={closePanels} />;
    case 'compare':
      return <ComparePanel onClose={closePanels} />;
    case 'search':
      return <SearchDialog onClose={closePanels} />;
    case 'quickView':
      return <QuickViewDialog productId={panel.productId} onClose={closePanels} />;
    case 'quickAdd':
      return <QuickAddDialog productId={panel.productId} onClose={closePanels} />;
    case 'sizeGuide':
      return <SizeGuideDialog onClose={closePanels} />;
    case 'newsletter':
      return <NewsletterPopup onClose={closePanels} />;
    case 'mobileMenu':
      return <MobileMenu {...layout} onClose={closePanels} />;
    default:
      return null;
  }
}

/** Renders the one open modal or panel (state/panels.ts). */
export function PanelsHost({ layout }: { layout: LayoutQuery & LayoutCustomerQuery }) {
  return (
    <Suspense fallback={null}>
      <OpenPanel layout={layout} />
    </Suspense>
  );
}
