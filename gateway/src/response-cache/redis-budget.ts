import type { Redis } from 'ioredis';

/**
 * A byte budget per time window, counted in Redis for every instance at once: what an instance may write under
 * `name` in one window. With entries that expire within a window, Redis holds at most two windows' worth, however
 * many distinct requests an attacker makes up.
 */
export class RedisBudget {
  constructor(
    private readonly redis: Redis,
    private readonly name: string,
    private readonly bytesPerWindow: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts `bytes` against this window's budget; false when the window is already spent. */
  async take(bytes: number): Promise<boolean> {
    const key = `${this.name}:budget:${Math.floor(this.now() / this.windowMs)}`;
    const results = await this.redis
      .multi()
      .incrby(key, bytes)
      .pexpire(key, 2 * this.windowMs)
      .exec();
    const [error, total] = results?.[0] ?? [new Error('Redis transaction aborted'), 0];
    if (error) throw error;
    return Number(total) <= this.bytesPerWindow;
  }
}
