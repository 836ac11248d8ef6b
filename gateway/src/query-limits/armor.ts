import { ApolloArmor } from '@escape.tech/graphql-armor';

/** The deepest selection a request may make (fragment spreads count as they expand). */
export const MAX_DEPTH = 8;

/**
 * Depth, alias and directive limits, checked before any resolver (and so any upstream call) runs. The token
 * limit is graphql-js's own (`parseOptions` in server.ts): armor's max-tokens plugin for Apollo turns every
 * syntax error, and the token limit itself, into an HTTP 500 (graphql-armor issues #571, #751). Armor's
 * cost limit counts fields, not list sizes: the cost is ours (query-cost-plugin.ts).
 */
export function armor(production: boolean) {
  return new ApolloArmor({
    maxDepth: { n: MAX_DEPTH, exposeLimits: !production },
    maxAliases: { n: 10, exposeLimits: !production },
    maxTokens: { enabled: false },
    costLimit: { enabled: false },
    maxDirectives: { n: 20, exposeLimits: !production },
    blockFieldSuggestion: { enabled: production },
  }).protect();
}
