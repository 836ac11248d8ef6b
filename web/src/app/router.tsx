import type { ComponentType } from 'react';
import { pathWithoutLocale } from '@store/domain';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { HomePage } from '@/features/home/home-page.tsx';
import { preloadableLazy } from '@/lib/preloadable-lazy.ts';
import { Layout } from './layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';

export interface RouteHandle {
  /** A page the server serves as the bare shell, for the browser to render (the shopper's own pages). */
  clientOnly?: boolean;
  /** Downloads the page's chunk (before the server renders the page, and before the browser hydrates it). */
  preload?: () => Promise<void>;
}

/**
 * A route whose page is its own chunk, downloaded when the route is first visited. While it downloads, a
 * navigation keeps the page it comes from (React Router navigates in a transition), and a browser-rendered page's
 * first render waits for it. The server-rendered ones arrive with their chunks loaded before hydration, so the
 * layout's boundary around pages (HydrateLater) never shows its empty fallback.
 */
function page(path: string, load: () => Promise<ComponentType>, clientOnly = false): RouteObject {
  const { Component, preload } = preloadableLazy(load);
  const handle: RouteHandle = { clientOnly, preload };
  return { path, handle, element: <Component /> };
}

/** A page of the shopper's own state (lists, sign-up, account): rendered in the browser only. */
function ownPage(path: string, load: () => Promise<ComponentType>): RouteObject {
  return page(path, load, true);
}

/** The same, for pages of the logged-in customer: a guest goes to /login and comes back after. */
function customerPage(path: string, load: () => Promise<ComponentType>): RouteObject {
  return ownPage(path, async () => {
    const [{ RequireLogin }, Page] = await Promise.all([import('./require-login.tsx'), load()]);
    return function CustomerPage() {
      return (
        <RequireLogin>
          <Page />
        </RequireLogin>
      );
    };
  });
}

const forgotPassword = () => import('@/features/account/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage);
const tracking = () => import('@/features/orders/order-tracking-page.tsx').then((m) => m.OrderTrackingPage);

const shop = () => import('@/features/catalog/shop-page.tsx').then((m) => m.ShopPage);

/** The back office: one lazy entry; its own router, layout and pages come in chunks a shopper never loads. */
const backOffice = ownPage('/admin/*', async () => (await import('@/admin/admin-app.tsx')).AdminApp);

export const appRoutes: RouteObject[] = [
  backOffice,
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      page('/all-collections', shop),
      page('/shop-default-grid', shop),
      page('/shop-by-collections/:collection', shop),
      page('/product-detail/:id', () => import('@/features/product/product-page.tsx').then((m) => m.ProductPage)),
      // The same for every visitor until it hydrates (the lines live in the browser): rendered on the server.
      page('/shopping-cart', () => import('@/features/cart/cart-page.tsx').then((m) => m.CartPage)),
      ownPage('/wish-list', () => import('@/features/wishlist/wishlist-page.tsx').then((m) => m.WishlistPage)),
      ownPage('/compare-products', () => import('@/features/compare/compare-page.tsx').then((m) => m.ComparePage)),
      // The same for every guest, and a page issue 21 wants read in Arabic before any script: rendered on the server.
      page('/login', () => import('@/features/account/login-page.tsx').then((m) => m.LoginPage)),
      ownPage('/register', () => import('@/features/account/register-page.tsx').then((m) => m.RegisterPage)),
      ownPage('/forget-password', forgotPassword),
      ownPage('/forgot-password', forgotPassword),
      ownPage('/reset-password', () =>
        import('@/features/account/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
      ),
      customerPage('/my-account', () => import('@/features/account/account-page.tsx').then((m) => m.AccountPage)),
      customerPage('/my-account-orders', () =>
        import('@/features/orders/my-orders-page.tsx').then((m) => m.MyOrdersPage),
      ),
      customerPage('/my-account-shipping', () =>
        import('@/features/orders/shipping-list-page.tsx').then((m) => m.ShippingListPage),
      ),
      customerPage('/my-account-orders-details/:id', () =>
        import('@/features/orders/order-details-page.tsx').then((m) => m.OrderDetailsPage),
      ),
      customerPage('/my-account-shipping-details/:id', () =>
        import('@/features/orders/shipping-details-page.tsx').then((m) => m.ShippingDetailsPage),
      ),
      // Rendered on the server as a guest (the login link); a customer's form comes after hydration.
      page('/checkout', () => import('@/features/checkout/checkout-page.tsx').then((m) => m.CheckoutPage)),
      customerPage('/order-confirmation/:id', () =>
        import('@/features/checkout/order-confirmation-page.tsx').then((m) => m.OrderConfirmationPage),
      ),
      customerPage('/order-tracking', tracking),
      customerPage('/order-tracking/:id', tracking),
      page('/about-us', () => import('@/features/content/about-page.tsx').then((m) => m.AboutPage)),
      page('/contact', () => import('@/features/content/contact-page.tsx').then((m) => m.ContactPage)),
      page('/FAQs', () => import('@/features/content/faqs-page.tsx').then((m) => m.FaqsPage)),
      page('/term-of-use', () => import('@/features/content/terms-page.tsx').then((m) => m.TermsPage)),
      page('/privacy-policy', () => import('@/features/content/privacy-page.tsx').then((m) => m.PrivacyPage)),
      page('/returns', () => import('@/features/content/returns-page.tsx').then((m) => m.ReturnsPage)),
      page('/shipping', () => import('@/features/content/shipping-page.tsx').then((m) => m.ShippingPage)),
      page('/coming-soon', () => import('@/features/content/coming-soon-page.tsx').then((m) => m.ComingSoonPage)),
      page('/gift-404', () => import('@/features/content/gift-notice-page.tsx').then((m) => m.GiftNoticePage)),
      { path: '/404', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

function handleOf(route: RouteObject): RouteHandle {
  return (route.handle as RouteHandle | undefined) ?? {};
}

/** The routes matching a page's path, in either language (/ar/contact is /contact under the /ar basename). */
const matchPage = (pathname: string) => matchRoutes(appRoutes, pathWithoutLocale(pathname)) ?? [];

/** Whether the page at this path is rendered in the browser only (the server serves the shell). */
export function isClientOnly(pathname: string): boolean {
  return matchPage(pathname).some(({ route }) => handleOf(route).clientOnly);
}

/** Downloads the chunks of the page at this path, so that it renders without suspending. */
export async function loadRouteModules(pathname: string): Promise<void> {
  await Promise.all(matchPage(pathname).map(({ route }) => handleOf(route).preload?.()));
}

/** The store's pages, under a router of the caller's (the browser's, or the server's for one URL). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
