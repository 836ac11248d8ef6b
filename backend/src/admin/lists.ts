import { sql, type Expression, type SqlBool } from 'kysely';
import { HttpError } from '../http/errors.ts';

export const MAX_PAGE_SIZE = 100;

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

/** `?page=&pageSize=` of a back-office list: page from 1, at most MAX_PAGE_SIZE a page; 400 otherwise. */
export function pagingOf(query: { page?: string; pageSize?: string }, defaultSize = 25): Paging {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? defaultSize);
  if (!Number.isInteger(page) || page < 1 || page > 1_000_000)
    throw new HttpError(400, 'page must be a whole number from 1.');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw new HttpError(400, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);
  }
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
