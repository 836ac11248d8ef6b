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
    for (let index = 0; index < 500; index++) await store.set('g1', `key-${index}`, await small(String(index)));
    const kept = Array.from({ length: 500 }, (_, index) => store.local('g1', `key-${index}`)).filter(Boolean);
    expect(kept).toHaveLength(50);
    expect(store.local('g1', 'key-499')).toBeDefined();
    expect(store.local('g1', 'key-0')).toBeUndefined();
  });

  it('answers a key only for the generation its answer was made from; a newer one replaces it', async () => {
    const store = new ResponseStore(null, failOnError);
    const before = await small('before the change');
    const after = await small('after the change');
    await store.set('catalogue-1', 'shop-page', before);
    expect(store.local('catalogue-1', 'shop-page')).toEqual(before);
    expect(store.local('catalogue-2', 'shop-page')).toBeUndefined();
    await store.set('catalogue-2', 'shop-page', after);
    expect(store.local('catalogue-2', 'shop-page')).toEqual(after);
    expect(store.local('catalogue-1', 'shop-page')).toBeUndefined();
  });

  it('does not store an answer over the size limit', async () => {
    const store = new ResponseStore(null, failOnError);
    const huge = { contentType: 'application/json', identity: randomBytes(MAX_STORED_BYTES + 1) };
    await store.set('g1', 'huge', huge);
    expect(store.local('g1', 'huge')).toBeUndefined();
  });

  it('shares answers through Redis, with every form, until the byte budget of the window is spent', async () => {
    const limits = { memoryEntries: 100, memoryBytes: 1e6, redisBytesPerWindow: 20_000 };
    const writer = new ResponseStore(redis, failOnError, limits);
    const reader = new ResponseStore(redis, failOnError, limits);
    const page = await encodeResponse('application/json', JSON.stringify({ data: { text: 'tee '.repeat(1000) } }));
    expect(page.br && page.gzip).toBeTruthy();
    await writer.set('g1', 'page', page);
    expect(await reader.shared('g2', 'page')).toBeUndefined();
    expect(await reader.shared('g1', 'page')).toEqual(page);
    expect(reader.local('g1', 'page')).toEqual(page);
    for (let index = 0; index < 50; index++) await writer.set('g1', `page-${index}`, page);
    const shared = await Promise.all(Array.from({ length: 50 }, (_, index) => reader.shared('g1', `page-${index}`)));
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
    expect(await store.shared('g1', 'anything')).toBeUndefined();
    await store.set('g1', 'anything', await small('x'));
    expect(store.local('g1', 'anything')).toBeDefined();
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
