import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { fault, UpstreamError, type FaultCode } from './errors.ts';

/** Codes whose message is safe to show as it is: our faults and Apollo's request errors. */
const PUBLIC_CODES = new Set<string>([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'TOO_MANY_REQUESTS',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_ERROR',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  // query-limits/: refused before any resolver runs.
  'QUERY_TOO_COSTLY',
  'INPUT_TOO_LARGE',
]);

/** Apollo's own request errors that come without a code of their own (Apollo then says INTERNAL_SERVER_ERROR). */
const UNCODED: Record<string, string> = { 'provided sha does not match query': 'BAD_REQUEST' };

/**
 * Masks internal errors: upstream failures become their stable code, anything unexpected becomes
 * INTERNAL_SERVER_ERROR with no internal text (and is logged).
 */
export function createFormatError(log: (error: unknown) => void) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof UpstreamError) {
      log(original);
      return { ...fault(original.code).toJSON(), path: formatted.path };
    }
    const code = UNCODED[formatted.message] ?? String(formatted.extensions?.code ?? '');
    if (PUBLIC_CODES.has(code))
      return { message: formatted.message, path: formatted.path, locations: formatted.locations, extensions: { code } };
    log(original);
    const internal: FaultCode = 'INTERNAL_SERVER_ERROR';
    return { ...fault(internal).toJSON(), path: formatted.path };
  };
}
