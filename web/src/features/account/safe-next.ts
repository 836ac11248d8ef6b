const BASE = 'https://store.invalid';
/** Pages a customer should not be sent back to after logging in: they would only show the form again. */
const AUTH_PATHS = ['/login', '/register', '/forget-password', '/forgot-password', '/reset-password'];

/**
 * Where to go after login: the `next` parameter when it is a path on this site, else '/'.
 * Rejects '//host' and '/\host' (browsers read both as another host) and anything the URL parser moves off-site.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE || AUTH_PATHS.includes(url.pathname.toLowerCase())) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
