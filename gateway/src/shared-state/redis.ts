import { Redis } from 'ioredis';

/** Every Redis command gets this long before it fails: a slow Redis must not hold a shopper's request. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/**
 * The connection to Redis (REDIS_URL) that gateway instances share state through: sessions, throttle
 * counts. Commands are not queued while disconnected, so a dead Redis fails fast instead of piling up.
 */
export function connectRedis(url: string, keyPrefix: string, onError: (error: Error) => void): Redis {
  const redis = new Redis(url, {
    keyPrefix,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    // ioredis retries on its own; one line per outage, not one per retry.
    if (!reported) onError(error);
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}

/** Resolves once the connection is ready, so the first requests after start do not fail. */
export async function redisReady(redis: Redis, timeoutMs = 5_000): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Redis not ready after ${timeoutMs} ms`)), timeoutMs);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
