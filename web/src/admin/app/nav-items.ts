/** One entry of the back office's navigation. */
export interface NavItem {
  to: string;
  label: string;
}

/** Every area of the back office; an area not built yet still has its page, which says so. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/returns', label: 'Returns' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/collections', label: 'Collections' },
  { to: '/admin/pages', label: 'Pages' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/promotions', label: 'Promotions' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/staff', label: 'Staff' },
  { to: '/admin/settings', label: 'Settings' },
];

function bare(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

/**
 * The item's aria-current for the page at `pathname`: 'page' on its own page, 'true' on a page inside its area
 * (the audit log is in Staff), none elsewhere. The dashboard is the root, so it is current only on its own page.
 */
export function navCurrent(item: NavItem, pathname: string): 'page' | 'true' | undefined {
  const path = bare(pathname);
  const to = bare(item.to);
  if (path === to) return 'page';
  if (to !== '/admin' && path.startsWith(`${to}/`)) return 'true';
  return undefined;
}
