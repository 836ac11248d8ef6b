import { safeNextPath, type NextArea } from '@/lib/safe-next.ts';

/** The back office: every target of a sign-in lies under /admin, and its sign-in pages are never one. */
export const ADMIN_AREA: NextArea = { home: '/admin', authPaths: ['/admin/login', '/admin/accept-invite'] };

export const ADMIN_LOGIN_PATH = '/admin/login';

/** Where to go after signing in: `next` when it is a back-office page, else the dashboard. */
export function adminNextPath(next: string | null | undefined): string {
  return safeNextPath(next, ADMIN_AREA);
}

/** The sign-in page, remembering the page a guest asked for so they come back to it. */
export function adminLoginPath(location: { pathname: string; search: string; hash: string }): string {
  const next = adminNextPath(`${location.pathname}${location.search}${location.hash}`);
  return next === ADMIN_AREA.home ? ADMIN_LOGIN_PATH : `${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(next)}`;
}
