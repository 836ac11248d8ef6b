/** Back-office list pages are at most this long (the backend's own bound). */
export const ADMIN_PAGE_MAX = 100;

/** `page=…&pageSize=…` plus the given filters (empty ones left out), for an admin-api list. */
export function listQuery(
  paging: { page?: number | null; pageSize?: number | null },
  filters: Record<string, string | null | undefined> = {},
): string {
  const query = new URLSearchParams({
    page: String(paging.page ?? 1),
    pageSize: String(Math.min(paging.pageSize ?? 25, ADMIN_PAGE_MAX)),
  });
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return query.toString();
}

export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The page a list answers when the backend refuses its query: nothing found. */
export function emptyPage(page?: number | null, pageSize?: number | null, defaultSize = 25) {
  return { items: [], total: 0, page: page ?? 1, pageSize: pageSize ?? defaultSize };
}
