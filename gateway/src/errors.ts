import { GraphQLError } from 'graphql';

/**
 * The gateway's one error map for faults. Expected refusals are data (UserError); these are the faults,
 * each with a stable `extensions.code` and no internal text.
 */
export type FaultCode =
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_ERROR'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR';

const MESSAGES: Record<FaultCode, string> = {
  UPSTREAM_UNAVAILABLE: 'The store is unavailable right now. Please try again in a moment.',
  UPSTREAM_TIMEOUT: 'The store took too long to answer. Please try again.',
  UPSTREAM_ERROR: 'The store could not complete this request. Please try again.',
  UNAUTHENTICATED: 'Please log in first.',
  FORBIDDEN: 'Only the owner may do this.',
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait a few minutes and try again.',
  INTERNAL_SERVER_ERROR: 'Something went wrong on our side.',
};

export function fault(code: FaultCode): GraphQLError {
  return new GraphQLError(MESSAGES[code], { extensions: { code } });
}

/** Thrown by data sources; turned into a fault at the resolver boundary by formatError. */
export class UpstreamError extends Error {
  constructor(
    readonly code: Extract<FaultCode, `UPSTREAM_${string}`>,
    readonly upstream: string,
    detail: string,
  ) {
    super(`${upstream}: ${detail}`);
    this.name = 'UpstreamError';
  }
}
