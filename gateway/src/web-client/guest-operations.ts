import type { ApolloServer } from '@apollo/server';
import { localeOfPath } from '@store/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FormattedExecutionResult } from 'graphql';
import { createContext, type GatewayContext, type GatewayServices } from '../context.ts';
import { fault } from '../errors.ts';

export interface OperationRequest {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}
export type ExecuteOperation = (operation: OperationRequest) => Promise<FormattedExecutionResult>;

const none = async () => null;
const signedOut = async (): Promise<never> => {
  throw fault('UNAUTHENTICATED');
};

/**
 * The request's context with no session of any kind: pages are rendered on the server as a guest sees them
 * (the same HTML for everyone), whatever cookies came with the request.
 */
function guestContext(services: GatewayServices, request: FastifyRequest, reply: FastifyReply): GatewayContext {
  return {
    ...createContext(services, request, reply),
    // The page's own language: /ar/… renders Arabic content, whatever headers came with the request.
    language: localeOfPath(new URL(request.url, 'http://gateway/').pathname),
    session: none,
    customer: none,
    requireCustomer: signedOut,
    startSession: signedOut,
    endSession: signedOut,
    staff: { session: none, member: none, require: signedOut, start: signedOut, end: signedOut },
  };
}

/**
 * Runs a page's GraphQL operations in this process, through the same server (validation, limits, error
 * masking) as /graphql, with one guest context for the whole page so its loaders are shared.
 */
export function guestOperations(
  apollo: ApolloServer<GatewayContext>,
  services: GatewayServices,
  request: FastifyRequest,
  reply: FastifyReply,
): ExecuteOperation {
  const contextValue = guestContext(services, request, reply);
  return async (operation) => {
    const response = await apollo.executeOperation(operation, { contextValue });
    if (response.body.kind !== 'single') throw new Error('a page asked for an incremental (deferred) result');
    return response.body.singleResult;
  };
}
