import type { ApolloServerOptions, BaseContext } from '@apollo/server';
import type { Redis } from 'ioredis';
import { RedisBudget } from './redis-budget.ts';

/** How long a registered query is kept in Redis; a client whose hash is gone sends the query once more. */
const QUERY_TTL_MS = 60 * 60_000;
/** Longer query texts are not registered (the web client's longest is a few KB); they are sent in full instead. */
export const MAX_PERSISTED_QUERY_BYTES = 16 * 1024;
/** What all instances together may register per QUERY_TTL_MS: Redis holds at most twice this. */
const REGISTERED_BYTES_PER_WINDOW = 8 * 1024 * 1024;

/**
 * Automatic persisted queries' hash → query text, in Redis so that a hash registered on one instance is known
 * to all (Apollo puts `apq:` before the hash). Apollo registers a query only after it passed validation and the
 * depth and cost limits, and checks every request that names it again; what is kept is bounded here: size, TTL
 * and a byte budget per window. A Redis failure reads as an unknown hash, so the client sends its query in full.
 */
class RedisQueryCache {
  readonly #budget: RedisBudget;

  constructor(
    private readonly redis: Redis,
    private readonly onError: (error: unknown) => void,
  ) {
    this.#budget = new RedisBudget(redis, 'apq', REGISTERED_BYTES_PER_WINDOW, QUERY_TTL_MS);
  }

  async get(key: string): Promise<string | undefined> {
    // While Redis is down (reported once by shared-state/redis.ts), every hash reads as unknown.
    if (this.redis.status !== 'ready') return undefined;
    try {
      return (await this.redis.get(key)) ?? undefined;
    } catch (error) {
      this.onError(error);
      return undefined;
    }
  }

  async set(key: string, value: string): Promise<void> {
    const bytes = Buffer.byteLength(value) + key.length;
    if (bytes > MAX_PERSISTED_QUERY_BYTES || !(await this.#budget.take(bytes))) return;
    await this.redis.set(key, value, 'PX', QUERY_TTL_MS);
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(key);
  }
}

/** Apollo's `persistedQueries` option: in Redis when there is one, else Apollo's own bounded in-memory cache. */
export function persistedQueries(
  redis: Redis | null,
  onError: (error: unknown) => void,
): ApolloServerOptions<BaseContext>['persistedQueries'] {
  return redis ? { cache: new RedisQueryCache(redis, onError) } : {};
}
