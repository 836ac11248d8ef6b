export type PageItem = number | 'gap';

/** Window of page numbers shown around the current one; longer lists elide with gaps. */
const SIBLINGS = 1;
const MAX_PLAIN = 7;

/** 1 … 4 5 6 … 20: always the first, the last and the current page with its neighbours. */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 0) return [];
  if (total <= MAX_PLAIN) return Array.from({ length: total }, (_, index) => index + 1);
  const page = Math.min(Math.max(current, 1), total);
  let start = Math.max(2, page - SIBLINGS);
  let end = Math.min(total - 1, page + SIBLINGS);
  // Keep the list the same length near either end, so the buttons do not jump about.
  if (page - SIBLINGS <= 3) [start, end] = [2, 2 + 2 * SIBLINGS + 1];
  if (page + SIBLINGS >= total - 2) [start, end] = [total - 2 * SIBLINGS - 2, total - 1];
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [1, ...(start > 2 ? ['gap' as const] : []), ...middle, ...(end < total - 1 ? ['gap' as const] : []), total];
}
