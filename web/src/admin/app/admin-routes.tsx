import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AcceptInvitePage } from '@/admin/features/sign-in/accept-invite-page.tsx';
import { StaffLoginPage } from '@/admin/features/sign-in/staff-login-page.tsx';
import { AdminLayout } from './admin-layout.tsx';
import { AdminNotFoundPage } from './admin-not-found-page.tsx';
import { RequireStaff } from './require-staff.tsx';

// Each area is a chunk of its own, loaded when a member first opens it; the sign-in pages come with the shell.
const StaffPage = lazy(() => import('@/admin/features/staff/staff-page.tsx').then((m) => ({ default: m.StaffPage })));
const AuditPage = lazy(() => import('@/admin/features/staff/audit-page.tsx').then((m) => ({ default: m.AuditPage })));
const AccountPage = lazy(() =>
  import('@/admin/features/account/account-page.tsx').then((m) => ({ default: m.AccountPage })),
);
// Catalogue, content, customers and messages (issue 10).
const products = () => import('@/admin/features/products/product-page.tsx');
const ProductsPage = lazy(() =>
  import('@/admin/features/products/products-page.tsx').then((m) => ({ default: m.ProductsPage })),
);
const LowStockPage = lazy(() =>
  import('@/admin/features/products/low-stock-page.tsx').then((m) => ({ default: m.LowStockPage })),
);
const NewProductPage = lazy(() => products().then((m) => ({ default: m.NewProductPage })));
const ProductPage = lazy(() => products().then((m) => ({ default: m.ProductPage })));
const CollectionsPage = lazy(() =>
  import('@/admin/features/content/collections-page.tsx').then((m) => ({ default: m.CollectionsPage })),
);
const PageTextsPage = lazy(() =>
  import('@/admin/features/pages/page-texts-page.tsx').then((m) => ({ default: m.PageTextsPage })),
);
const CustomersPage = lazy(() =>
  import('@/admin/features/customers/customers-page.tsx').then((m) => ({ default: m.CustomersPage })),
);
const CustomerPage = lazy(() =>
  import('@/admin/features/customers/customer-page.tsx').then((m) => ({ default: m.CustomerPage })),
);
const InboxPage = lazy(() =>
  import('@/admin/features/messages/inbox-page.tsx').then((m) => ({ default: m.InboxPage })),
);
const NewsletterPage = lazy(() =>
  import('@/admin/features/messages/newsletter-page.tsx').then((m) => ({ default: m.NewsletterPage })),
);
const MailPage = lazy(() => import('@/admin/features/messages/mail-page.tsx').then((m) => ({ default: m.MailPage })));
const MailDetailPage = lazy(() =>
  import('@/admin/features/messages/mail-detail-page.tsx').then((m) => ({ default: m.MailDetailPage })),
);
const DashboardPage = lazy(() =>
  import('@/admin/features/dashboard/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })),
);
const OrderListPage = lazy(() =>
  import('@/admin/features/orders/order-list-page.tsx').then((m) => ({ default: m.OrderListPage })),
);
const OrderPage = lazy(() => import('@/admin/features/orders/order-page.tsx').then((m) => ({ default: m.OrderPage })));
const PackingSlipsPage = lazy(() =>
  import('@/admin/features/orders/packing-slips-page.tsx').then((m) => ({ default: m.PackingSlipsPage })),
);
const TaxInvoicePage = lazy(() =>
  import('@/admin/features/orders/tax-invoice-page.tsx').then((m) => ({ default: m.TaxInvoicePage })),
);
const PromotionsPage = lazy(() =>
  import('@/admin/features/promotions/promotions-page.tsx').then((m) => ({ default: m.PromotionsPage })),
);
const PromotionPage = lazy(() =>
  import('@/admin/features/promotions/promotion-page.tsx').then((m) => ({ default: m.PromotionPage })),
);
const ReturnsPage = lazy(() =>
  import('@/admin/features/returns/returns-page.tsx').then((m) => ({ default: m.ReturnsPage })),
);
const ReturnPage = lazy(() =>
  import('@/admin/features/returns/return-page.tsx').then((m) => ({ default: m.ReturnPage })),
);
const CreditNotePage = lazy(() =>
  import('@/admin/features/returns/credit-note-page.tsx').then((m) => ({ default: m.CreditNotePage })),
);
const SettingsPage = lazy(() =>
  import('@/admin/features/settings/settings-page.tsx').then((m) => ({ default: m.SettingsPage })),
);

/** The back office's pages, relative to /admin (the shop's router hands over everything below it). */
const ROUTES: RouteObject[] = [
  { path: 'login', element: <StaffLoginPage /> },
  { path: 'accept-invite', element: <AcceptInvitePage /> },
  {
    element: (
      <RequireStaff>
        <AdminLayout />
      </RequireStaff>
    ),
    children: [
      { index: true, element: <DashboardPage /> },
      { path: 'orders', element: <OrderListPage /> },
      { path: 'orders/slips', element: <PackingSlipsPage /> },
      { path: 'orders/:id', element: <OrderPage /> },
      { path: 'orders/:id/slip', element: <PackingSlipsPage /> },
      { path: 'orders/:id/invoice', element: <TaxInvoicePage /> },
      { path: 'returns', element: <ReturnsPage /> },
      { path: 'returns/:id', element: <ReturnPage /> },
      { path: 'returns/:id/credit-note', element: <CreditNotePage /> },
      { path: 'products', element: <ProductsPage /> },
      { path: 'products/low-stock', element: <LowStockPage /> },
      { path: 'products/new', element: <NewProductPage /> },
      { path: 'products/:id', element: <ProductPage /> },
      { path: 'collections', element: <CollectionsPage /> },
      // The About, FAQ and policy texts: one address per page, the first one for the area itself.
      { path: 'pages', element: <Navigate to="/admin/pages/about" replace /> },
      { path: 'pages/:page', element: <PageTextsPage /> },
      { path: 'customers', element: <CustomersPage /> },
      { path: 'customers/:email', element: <CustomerPage /> },
      { path: 'messages', element: <InboxPage /> },
      { path: 'messages/newsletter', element: <NewsletterPage /> },
      { path: 'messages/mail', element: <MailPage /> },
      { path: 'messages/mail/:id', element: <MailDetailPage /> },
      // The outbox is a tab of Messages; /admin/mail is the address the architecture notes give it.
      { path: 'mail', element: <Navigate to="/admin/messages/mail" replace /> },
      { path: 'promotions', element: <PromotionsPage /> },
      { path: 'promotions/:id', element: <PromotionPage /> },
      { path: 'staff', element: <StaffPage /> },
      { path: 'staff/audit', element: <AuditPage /> },
      { path: 'settings', element: <SettingsPage /> },
      { path: 'account', element: <AccountPage /> },
      { path: '*', element: <AdminNotFoundPage /> },
    ],
  },
];

export function AdminRoutes() {
  return useRoutes(ROUTES);
}
