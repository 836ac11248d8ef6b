/** The one dialect difference in error handling: how a unique-constraint violation is reported. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Socket errors: the database (or the network to it) went away. */
const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/** pg's own wording when a connection is lost, times out or cannot be had. */
const PG_CONNECTION_MESSAGES =
  /^(Connection terminated|Query read timeout|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * A fault of the database rather than of the request: the connection was lost, a deadline passed, the server
 * is shutting down or full, or SQLite stayed locked. Worth a 503 and a retry, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = String((error as { code?: unknown }).code ?? '');
  if (NETWORK_CODES.has(code) || code === 'SQLITE_BUSY') return true;
  // SQLSTATE: 08 connection exception, 57 operator intervention (cancelled by statement_timeout, server
  // shutting down), 53300 too many connections, 25P03 idle-in-transaction timeout.
  if (/^(08|57)[0-9A-Z]{3}$/.test(code) || code === '53300' || code === '25P03') return true;
  return PG_CONNECTION_MESSAGES.test(error.message);
}
