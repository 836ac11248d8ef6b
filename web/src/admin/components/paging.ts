/** A page number from the address (`?page=3`): a whole number from 1, else the first page. */
export function readPage(value: string | null): number {
  if (!value || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  return Number(value);
}

/** How many pages `total` items make, at least one (an empty list is one empty page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/**
 * The same address with one parameter changed: `value` null (or the first page) drops it, so the plain address
 * stays the canonical one. Changing a filter goes back to the first page.
 */
export function withParam(params: URLSearchParams, name: string, value: string | null, resetPage = 'page'): string {
  const next = new URLSearchParams(params);
  if (value === null || value === '' || (name === resetPage && value === '1')) next.delete(name);
  else next.set(name, value);
  if (name !== resetPage) next.delete(resetPage);
  const search = next.toString();
  return search ? `?${search}` : '?';
}
