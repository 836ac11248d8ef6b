import { HttpError } from './errors.ts';

/**
 * Numeric ids are PostgreSQL `integer` columns. A larger number can be no row's id, but PostgreSQL refuses to
 * compare it with one ("out of range", a 500) where SQLite just finds nothing: so it is answered here, before
 * any query, as the unknown id it is, the same on both databases.
 */
export const MAX_ID = 2_147_483_647;

/** Beyond MAX_ID: well formed, but no such row. */
export const NO_SUCH_ID = null;

/**
 * An id sent as a JSON number or as digits: the id, NO_SUCH_ID when it is too large to exist, or undefined
 * when it is not a positive whole number at all.
 */
export function readId(value: unknown): number | typeof NO_SUCH_ID | undefined {
  if (typeof value === 'string') {
    if (!/^\d+$/.test(value)) return undefined;
    const digits = value.replace(/^0+/, '');
    if (digits === '') return undefined;
    return digits.length > 10 || Number(digits) > MAX_ID ? NO_SUCH_ID : Number(digits);
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) return undefined;
  return value > MAX_ID ? NO_SUCH_ID : value;
}

/** A path parameter id: 400 when malformed, NO_SUCH_ID when too large to exist (the route answers "unknown"). */
export function idParam(value: string, name: string): number | typeof NO_SUCH_ID {
  const id = /^[1-9]\d*$/.test(value) ? readId(value) : undefined;
  if (id === undefined) throw new HttpError(400, `${name} must be a positive whole number.`);
  return id;
}
