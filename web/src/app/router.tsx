import { createBrowserRouter } from 'react-router-dom';
import { CartPage } from '@/features/cart/cart-page.tsx';
import { ShopPage } from '@/features/catalog/shop-page.tsx';
import { ComparePage } from '@/features/compare/compare-page.tsx';
import { AboutPage } from '@/features/content/about-page.tsx';
import { ComingSoonPage } from '@/features/content/coming-soon-page.tsx';
import { ContactPage } from '@/features/content/contact-page.tsx';
import { FaqsPage } from '@/features/content/faqs-page.tsx';
import { GiftNoticePage } from '@/features/content/gift-notice-page.tsx';
import { PrivacyPage } from '@/features/content/privacy-page.tsx';
import { ReturnsPage } from '@/features/content/returns-page.tsx';
import { ShippingPage } from '@/features/content/shipping-page.tsx';
import { TermsPage } from '@/features/content/terms-page.tsx';
import { HomePage } from '@/features/home/home-page.tsx';
import { ProductPage } from '@/features/product/product-page.tsx';
import { WishlistPage } from '@/features/wishlist/wishlist-page.tsx';
import { Layout } from './layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <Layout />,
      children: [
        { path: '/', element: <HomePage /> },
        { path: '/all-collections', element: <ShopPage /> },
        { path: '/shop-default-grid', element: <ShopPage /> },
        { path: '/shop-by-collections/:collection', element: <ShopPage /> },
        { path: '/product-detail/:id', element: <ProductPage /> },
        { path: '/shopping-cart', element: <CartPage /> },
        { path: '/wish-list', element: <WishlistPage /> },
        { path: '/compare-products', element: <ComparePage /> },
        { path: '/about-us', element: <AboutPage /> },
        { path: '/contact', element: <ContactPage /> },
        { path: '/FAQs', element: <FaqsPage /> },
        { path: '/term-of-use', element: <TermsPage /> },
        { path: '/privacy-policy', element: <PrivacyPage /> },
        { path: '/returns', element: <ReturnsPage /> },
        { path: '/shipping', element: <ShippingPage /> },
        { path: '/coming-soon', element: <ComingSoonPage /> },
        { path: '/gift-404', element: <GiftNoticePage /> },
        { path: '/404', element: <NotFoundPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
