const BASE = 'https://store.invalid';

/** A part of the site with its own sign-in: where it starts, and its sign-in pages (never a place to return to). */
export interface NextArea {
  /** Where to go when `next` is missing or refused; unless it is '/', every target must lie under it. */
  home: string;
  /** Pages that would only show a sign-in form again, compared case-insensitively. */
  authPaths: readonly string[];
}

/** The shop: any path on the site but its own login, registration and password forms. */
export const SHOP_AREA: NextArea = {
  home: '/',
  authPaths: ['/login', '/register', '/forget-password', '/forgot-password', '/reset-password'],
};

function within(path: string, home: string): boolean {
  return home === '/' || path === home || path.startsWith(`${home}/`);
}

/**
 * Where to go after signing in: the `next` parameter when it is a path on this site inside `area`, else the area's
 * home. Rejects '//host' and '/\host' (browsers read both as another host) and anything the URL parser moves off-site.
 */
export function safeNextPath(next: string | null | undefined, area: NextArea = SHOP_AREA): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return area.home;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return area.home;
  }
  const path = url.pathname.toLowerCase();
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (url.origin !== BASE || area.authPaths.includes(bare) || !within(bare, area.home)) return area.home;
  return `${url.pathname}${url.search}${url.hash}`;
}
