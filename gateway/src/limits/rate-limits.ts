import { RATE_LIMITS, type RateLimitName } from '@store/domain';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * The domain's rate limits (RATE_LIMITS), counted by rate-limiter-flexible: atomically (increment, then
 * compare) so parallel attempts cannot all pass one check, in Redis when the gateway has one so every
 * instance sees the same counts, in memory otherwise. When Redis fails, an in-memory count stands in.
 */
export class RateLimits {
  readonly #limiters: Record<RateLimitName, RateLimiterAbstract>;

  constructor(redis: Redis | null) {
    const entries = Object.entries(RATE_LIMITS).map(([name, limit]) => {
      const options = { keyPrefix: `rl:${name}`, points: limit.points, duration: limit.windowSeconds };
      const memory = new RateLimiterMemory(options);
      const limiter = redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
      return [name, limiter];
    });
    this.#limiters = Object.fromEntries(entries) as Record<RateLimitName, RateLimiterAbstract>;
  }

  /**
   * Counts one attempt under `key` and says how many the window now holds, and whether that is within
   * the limit. Never throws for being over the limit.
   */
  async take(name: RateLimitName, key: string): Promise<{ allowed: boolean; count: number }> {
    try {
      const result = await this.#limiters[name].consume(key);
      return { allowed: true, count: result.consumedPoints };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return { allowed: false, count: rejection.consumedPoints };
      throw rejection;
    }
  }

  /** Takes one attempt under each of several limits; allowed only when every one allows it. */
  async takeAll(checks: [RateLimitName, string][]): Promise<boolean> {
    const results = await Promise.all(checks.map(([name, key]) => this.take(name, key)));
    return results.every((result) => result.allowed);
  }

  /** Whether the window under `key` is already past the limit, without counting an attempt. */
  async isOver(name: RateLimitName, key: string): Promise<boolean> {
    const result = await this.#limiters[name].get(key);
    return result !== null && result.consumedPoints >= RATE_LIMITS[name].points;
  }

  /** Gives one attempt back (a successful login should not count against a shared address). */
  async giveBack(name: RateLimitName, key: string): Promise<void> {
    await this.#limiters[name].reward(key, 1);
  }

  async clear(name: RateLimitName, key: string): Promise<void> {
    await this.#limiters[name].delete(key);
  }
}
