import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX } from '@store/domain';
import { sql, type Expression, type SqlBool } from 'kysely';
import { HttpError } from '../http/errors.ts';

const PAGE_MAX = 1_000_000;

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

/**
 * A whole-number query parameter from min to max, or the fallback when absent or empty; 400 otherwise, also
 * when it is given twice.
 */
export function wholeParam(
  query: unknown,
  field: string,
  { min = 1, max = PAGE_MAX, fallback }: { min?: number; max?: number; fallback?: number } = {},
): number {
  const value = (query as Record<string, unknown> | undefined)?.[field];
  if (value === undefined || value === '') return fallback ?? min;
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max))
    throw new HttpError(400, `${field} must be a whole number from ${min} to ${max}.`);
  return number;
}

/** `?page=&pageSize=` of a back-office list: page from 1, 1 to `max` rows a page (default `size`); 400 otherwise. */
export function pagingOf(query: unknown, { size = ADMIN_PAGE_SIZE_DEFAULT, max = ADMIN_PAGE_SIZE_MAX } = {}): Paging {
  const page = wholeParam(query, 'page');
  const pageSize = wholeParam(query, 'pageSize', { max, fallback: size });
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** `%`, `_` and the escape character itself match only themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (character) => `!${character}`)}%`;
}

/**
 * lower(column) LIKE lower('%text%') with an explicit escape character: a search that matches the text
 * anywhere, literally, the same on SQLite (which has no default escape) and PostgreSQL.
 */
export function contains(column: string, text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like lower(${likePattern(text)}) escape '!'`;
}
