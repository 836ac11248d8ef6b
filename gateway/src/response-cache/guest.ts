import { sessionCookieName } from '../sessions/session-cookie.ts';

const SESSION_COOKIES = (['customer', 'staff'] as const).flatMap((kind) =>
  [false, true].map((secure) => `${sessionCookieName(kind, secure)}=`),
);

/**
 * Whether the request carries no session cookie, customer or staff, valid or not: only such a request is
 * answered from, or written to, the response cache. A stale or forged cookie counts as signed in.
 */
export function isGuest(cookieHeader: string | undefined | null): boolean {
  if (!cookieHeader) return true;
  return !SESSION_COOKIES.some((name) => cookieHeader.includes(name));
}
