import { ApolloLink } from '@apollo/client';
import { print, type FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';

/** One GraphQL operation, as the gateway executes it in its own process. */
export interface OperationRequest {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}
export type ExecuteOperation = (operation: OperationRequest) => Promise<FormattedExecutionResult>;

/**
 * A link that hands each operation to the gateway's own GraphQL server (no HTTP to itself). A failed
 * operation is reported, so the render can give up on a page that would show an error.
 */
export function executorLink(execute: ExecuteOperation, onFailure: (reason: unknown) => void): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        })
          .then((result) => {
            if (result.errors?.length) onFailure(result.errors);
            observer.next(result);
            observer.complete();
          })
          .catch((error: unknown) => {
            onFailure(error);
            observer.error(error);
          });
      }),
  );
}
