import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { ComingSoonPage } from '@/admin/components/coming-soon-page.tsx';
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

/** An area whose pages are still to come (issue 10): it becomes a features/<area>/ folder and a lazy page here. */
function comingSoon(path: string, area: string, summary: string): RouteObject {
  return { path, element: <ComingSoonPage area={area} summary={summary} /> };
}

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
      {
        index: true,
        element: (
          <ComingSoonPage area="Dashboard" summary="Today's orders, stock alerts and messages will show here." />
        ),
      },
      comingSoon('orders', 'Orders', 'Orders will be listed, packed and moved through their statuses here.'),
      comingSoon('products', 'Products', 'Products, their photos, prices and stock will be edited here.'),
      comingSoon('collections', 'Collections', 'Collections and their order in the shop will be edited here.'),
      comingSoon('customers', 'Customers', 'Customers and their orders will be looked up here.'),
      comingSoon('messages', 'Messages', 'Contact-form messages and the mail outbox will be read here.'),
      { path: 'staff', element: <StaffPage /> },
      { path: 'staff/audit', element: <AuditPage /> },
      comingSoon('settings', 'Settings', "The shop's settings will be changed here (owner only)."),
      { path: 'account', element: <AccountPage /> },
      { path: '*', element: <AdminNotFoundPage /> },
    ],
  },
];

export function AdminRoutes() {
  return useRoutes(ROUTES);
}
