import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { sizeOf, type CachedResponse } from './encodings.ts';
import { RedisBudget } from './redis-budget.ts';

/** How long an answer is kept; a catalogue change makes it unreachable sooner (its key names the catalogue). */
export const RESPONSE_TTL_MS = 5 * 60_000;
/** An answer larger than this (every form together) is not stored: a full shop page is about 20 KB. */
export const MAX_STORED_BYTES = 512 * 1024;
/** What each instance keeps in memory, least recently used first out. */
const MEMORY_BYTES = 32 * 1024 * 1024;
const MEMORY_ENTRIES = 10_000;
/** What an entry costs besides its bytes (key, object, Redis bookkeeping), so that tiny answers count too. */
const ENTRY_OVERHEAD_BYTES = 256;
/** What all instances together may write to Redis per RESPONSE_TTL_MS (so Redis holds at most twice this). */
const REDIS_BYTES_PER_WINDOW = 32 * 1024 * 1024;

/** Redis keys stay short whatever the variables: a digest of the generation and the key. */
function redisKey(generation: string, key: string): string {
  return `rc:${createHash('sha256').update(`${generation}:${key}`).digest('base64url')}`;
}

/** An answer held in memory, with the generation (schema and catalogue copy) it was made from. */
interface HeldResponse {
  generation: string;
  response: CachedResponse;
}

/**
 * The stored answers: in process on every instance, and in Redis (REDIS_URL) too so that what one instance
 * computed the others serve. Bounded in entry size, in memory (LRU) and in Redis (TTL and a byte budget).
 * Redis failures are misses: the answer is computed instead.
 *
 * An answer is stored under a request's key for a generation (the schema and the catalogue copy it was made
 * from) and read only for that generation. In memory the key alone names the entry, so an answer made from a new
 * catalogue replaces the old one's, and a hit looks up the request's key (remembered for a GET, the same string
 * each time) rather than a string made afresh; in Redis the generation is part of the key.
 */
export class ResponseStore {
  readonly #memory: LRUCache<string, HeldResponse>;
  readonly #budget: RedisBudget | null;

  constructor(
    private readonly redis: Redis | null,
    private readonly onError: (error: unknown) => void,
    /** Smaller in tests. */
    limits = { memoryEntries: MEMORY_ENTRIES, memoryBytes: MEMORY_BYTES, redisBytesPerWindow: REDIS_BYTES_PER_WINDOW },
  ) {
    this.#memory = new LRUCache<string, HeldResponse>({
      max: limits.memoryEntries,
      maxSize: limits.memoryBytes,
      sizeCalculation: ({ response }, key) => sizeOf(response) + key.length + ENTRY_OVERHEAD_BYTES,
      ttl: RESPONSE_TTL_MS,
    });
    this.#budget = redis && new RedisBudget(redis, 'rc', limits.redisBytesPerWindow, RESPONSE_TTL_MS);
  }

  /** Whether other instances' answers may be read from Redis. */
  get isShared(): boolean {
    return this.#redisReady();
  }

  /** While Redis is down (reported once by shared-state/redis.ts) it is not asked: a miss, not an error per request. */
  #redisReady(): boolean {
    return this.redis?.status === 'ready';
  }

  /** This instance's copy, without waiting: the fast path of a hit. */
  local(generation: string, key: string): CachedResponse | undefined {
    const held = this.#memory.get(key);
    return held?.generation === generation ? held.response : undefined;
  }

  /** The copy another instance put in Redis, kept in process from then on. */
  async shared(generation: string, key: string): Promise<CachedResponse | undefined> {
    if (!this.redis || !this.#redisReady()) return undefined;
    try {
      const { type, identity, gzip, br } = await this.redis.hgetallBuffer(redisKey(generation, key));
      if (!type || !identity) return undefined;
      const response: CachedResponse = { contentType: type.toString(), identity, gzip, br };
      this.#memory.set(key, { generation, response });
      return response;
    } catch (error) {
      this.onError(error);
      return undefined;
    }
  }

  async set(generation: string, key: string, response: CachedResponse): Promise<void> {
    const size = sizeOf(response);
    if (size > MAX_STORED_BYTES) return;
    this.#memory.set(key, { generation, response });
    if (!this.redis || !this.#budget || !this.#redisReady()) return;
    try {
      if (!(await this.#budget.take(size + ENTRY_OVERHEAD_BYTES))) return;
      const fields: Record<string, string | Buffer> = { type: response.contentType, identity: response.identity };
      if (response.gzip) fields.gzip = response.gzip;
      if (response.br) fields.br = response.br;
      const shared = redisKey(generation, key);
      await this.redis.multi().hset(shared, fields).pexpire(shared, RESPONSE_TTL_MS).exec();
    } catch (error) {
      this.onError(error);
    }
  }
}
