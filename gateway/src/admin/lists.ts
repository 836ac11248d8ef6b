import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX } from '@store/domain';
import { GraphQLError } from 'graphql';
import type { AdminAnswer } from '../datasources/admin-api.ts';

/** Back-office list pages are at most this long (the backend's own bound). */
export const ADMIN_PAGE_MAX = ADMIN_PAGE_SIZE_MAX;

/** `page=…&pageSize=…` plus the given filters (empty ones left out), for an admin-api list. */
export function listQuery(
  paging: { page?: number | null; pageSize?: number | null },
  filters: Record<string, string | null | undefined> = {},
): string {
  const query = new URLSearchParams({
    page: String(paging.page ?? 1),
    pageSize: String(Math.min(paging.pageSize ?? ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_MAX)),
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

/**
 * A list's answer; the backend's refusal of its query (a page past the last one allowed, a filter it cannot read)
 * becomes BAD_USER_INPUT with the backend's words, rather than a page that looks empty.
 */
export function listBody<T>(answer: AdminAnswer<T>): T {
  if (answer.ok) return answer.body;
  throw new GraphQLError(answer.message, { extensions: { code: 'BAD_USER_INPUT' } });
}
