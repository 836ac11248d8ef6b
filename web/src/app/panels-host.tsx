import { useReactiveVar } from '@apollo/client/react';
import type { LayoutCustomerQuery, LayoutQuery } from '@/__generated__/graphql.ts';
import { SideCart } from '@/features/cart/side-cart.tsx';
import { ComparePanel } from '@/features/compare/compare-panel.tsx';
import { NewsletterPopup } from '@/features/content/newsletter-popup.tsx';
import { QuickAddDialog } from '@/features/product/quick-add.tsx';
import { QuickViewDialog } from '@/features/product/quick-view.tsx';
import { SizeGuideDialog } from '@/features/product/size-guide.tsx';
import { SearchDialog } from '@/features/search/search-dialog.tsx';
import { SideWishlist } from '@/features/wishlist/side-wishlist.tsx';
import { closePanels, openPanelVar } from '@/state/panels.ts';
import { MobileMenu } from './mobile-menu.tsx';

/** Renders the one open modal or panel (state/panels.ts). */
export function PanelsHost({ layout }: { layout: LayoutQuery & LayoutCustomerQuery }) {
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
