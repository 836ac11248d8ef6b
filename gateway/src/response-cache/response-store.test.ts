import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisReady } from '../shared-state/redis.ts';
import { TEST_REDIS_URL } from '../testing/test-gateway.ts';
import { encodeResponse } from './encodings.ts';
import { RedisBudget } from './redis-budget.ts';
import { MAX_STORED_BYTES, ResponseStore } from './response-store.ts';

const redis = new Redis(TEST_REDIS_URL, { keyPrefix: `store-test-${randomBytes(6).toString('hex')}:` });
beforeAll(() => redisReady(redis));
afterAll(async () => {
  const keys = await redis.keys(`${redis.options.keyPrefix}*`);
  if (keys.length) await redis.del(...keys.map((key) => key.slice(redis.options.keyPrefix!.length)));
  redis.disconnect();
});

const failOnError = (error: unknown) => {
  throw error;
};
const small = (text: string) => encodeResponse('application/json', JSON.stringify({ data: { text } }));

describe('ResponseStore', () => {
  it('keeps a bounded number of answers in memory however many distinct requests come', async () => {
    const store = new ResponseStore(null, failOnError, { memoryEntries: 50, memoryBytes: 1e6, redisBytesPerWindow: 0 });
    for (let index = 0; index < 500; index++) await store.set(`key-${index}`, await small(String(index)));
    const kept = Array.from({ length: 500 }, (_, index) => store.local(`key-${index}`)).filter(Boolean);
    expect(kept).toHaveLength(50);
    expect(store.local('key-499')).toBeDefined();
    expect(store.local('key-0')).toBeUndefined();
  });

  it('does not store an answer over the size limit', async () => {
    const store = new ResponseStore(null, failOnError);
    const huge = { contentType: 'application/json', identity: randomBytes(MAX_STORED_BYTES + 1) };
    await store.set('huge', huge);
    expect(store.local('huge')).toBeUndefined();
  });

  it('shares answers through Redis, with every form, until the byte budget of the window is spent', async () => {
    const limits = { memoryEntries: 100, memoryBytes: 1e6, redisBytesPerWindow: 20_000 };
    const writer = new ResponseStore(redis, failOnError, limits);
    const reader = new ResponseStore(redis, failOnError, limits);
    const page = await encodeResponse('application/json', JSON.stringify({ data: { text: 'tee '.repeat(1000) } }));
    expect(page.br && page.gzip).toBeTruthy();
    await writer.set('page', page);
    expect(await reader.shared('page')).toEqual(page);
    expect(reader.local('page')).toEqual(page);
    for (let index = 0; index < 50; index++) await writer.set(`page-${index}`, page);
    const shared = await Promise.all(Array.from({ length: 50 }, (_, index) => reader.shared(`page-${index}`)));
    const inRedis = shared.filter(Boolean).length;
    expect(inRedis).toBeGreaterThan(0);
    expect(inRedis).toBeLessThan(50);
    const [key = ''] = await redis.keys(`${redis.options.keyPrefix}rc:*`);
    expect(await redis.pttl(key.slice(redis.options.keyPrefix!.length))).toBeGreaterThan(0);
  });

  it('reads Redis as a miss while it is down, without an error per request', async () => {
    const broken = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false });
    const store = new ResponseStore(broken, failOnError);
    expect(store.isShared).toBe(false);
    expect(await store.shared('anything')).toBeUndefined();
    await store.set('anything', await small('x'));
    expect(store.local('anything')).toBeDefined();
    broken.disconnect();
  });
});

describe('RedisBudget', () => {
  it('allows writes up to the budget of a window, shared by every instance, and starts afresh in the next', async () => {
    let now = 1_000_000;
    const first = new RedisBudget(redis, 'budget-test', 100, 1_000, () => now);
    const second = new RedisBudget(redis, 'budget-test', 100, 1_000, () => now);
    expect(await first.take(60)).toBe(true);
    expect(await second.take(40)).toBe(true);
    expect(await first.take(1)).toBe(false);
    now += 1_000;
    expect(await second.take(100)).toBe(true);
  });
});
