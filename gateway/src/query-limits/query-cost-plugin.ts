import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { contractSchema } from './contract-schema.ts';
import { checkInputCaps } from './input-caps.ts';
import { requestCost } from './query-cost.ts';

export const QUERY_TOO_COSTLY = 'QUERY_TOO_COSTLY';

/**
 * The cost budget of one operation (see query-cost.ts for how a cost is counted). The web client's most
 * expensive operation, CartProducts with as many ids as productsById takes (100), costs 24,201; the attack
 * of issue 9 (products(pageSize: 48) with related(limit: 7) five deep) costs 1,747,922 per alias.
 */
export const MAX_QUERY_COST = 30_000;

/**
 * Refuses, before any resolver runs, an operation whose cost is over the budget (QUERY_TOO_COSTLY) or
 * whose cart or id list is longer than a real one (INPUT_TOO_LARGE), both HTTP 400. It runs in
 * didResolveOperation rather than as a validation rule because the cost depends on the variables
 * (`products(pageSize: $n)`), which validation does not see.
 */
export function queryCostPlugin(options: { maxCost?: number; exposeLimits: boolean }): ApolloServerPlugin<BaseContext> {
  const maxCost = options.maxCost ?? MAX_QUERY_COST;
  const schema = contractSchema();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request }) {
          if (!operation) return; // no such operation: execution answers OPERATION_RESOLUTION_FAILURE
          const cost = requestCost(schema, document, operation, request.variables, { onField: checkInputCaps });
          if (cost === null || cost <= maxCost) return;
          const detail = options.exposeLimits ? ` (cost ${cost}, limit ${maxCost})` : '';
          throw new GraphQLError(
            `This query asks for too much data${detail}. Ask for fewer items or fewer nested lists.`,
            { extensions: { code: QUERY_TOO_COSTLY, http: { status: 400 } } },
          );
        },
      };
    },
  };
}
