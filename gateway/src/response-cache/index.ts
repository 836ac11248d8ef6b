import type { Redis } from 'ioredis';
import type { CatalogueCache } from '../catalog/catalogue-cache.ts';
import { cachePolicyPlugin } from './cache-policy.ts';
import { schemaGeneration } from './catalogue-generation.ts';
import { persistedQueries } from './persisted-queries.ts';
import { ResponseStore } from './response-store.ts';
import { serveCached, type GraphQLHandler } from './serve-cached.ts';

export interface ResponseCacheOptions {
  redis: Redis | null;
  catalogue: CatalogueCache;
  typeDefs: readonly string[];
  onError(error: unknown): void;
}

/**
 * Guests' catalogue answers from a byte cache, and automatic persisted queries, both shared through Redis when
 * the gateway has one. server.ts registers the three parts: Apollo's `persistedQueries` option, the plugin that
 * marks answers public or private, and the wrapper of the /graphql handler that serves and stores them.
 */
export function createResponseCache(options: ResponseCacheOptions) {
  const store = new ResponseStore(options.redis, options.onError);
  return {
    persistedQueries: persistedQueries(options.redis, options.onError),
    plugin: cachePolicyPlugin(),
    serve: (handler: GraphQLHandler) =>
      serveCached(handler, {
        store,
        catalogue: options.catalogue,
        schema: schemaGeneration(options.typeDefs),
        onError: options.onError,
      }),
  };
}
