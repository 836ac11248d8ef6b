import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES } from '@store/domain';
import { HttpError } from '../http/errors.ts';
import { BoundedWork, WorkQueueFull } from './bounded-work.ts';

/** scrypt with OWASP's parameters: N = 2^17, r = 8, p = 1 (128 MiB per hash). */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const MAX_MEMORY = 256 * 1024 * 1024;

/**
 * Every scrypt (hash and verify) takes a slot here. scrypt runs on libuv's thread pool (4 threads), which fs
 * and dns share, and each job holds 128 MiB and a core for ~0.3 s: half the cores, 1 or 2, leaves the event
 * loop that serves orders a core of its own. Past 8 waiting, a request is refused at once with 503.
 */
export const MAX_CONCURRENT_HASHES = Math.min(2, Math.max(1, Math.floor(availableParallelism() / 2)));
export const MAX_WAITING_HASHES = 8;
export const passwordWork = new BoundedWork(MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES);

/** How long a hash takes here, smoothed: what `imitatePasswordWork` waits. */
let typicalHashMs = 300;

async function limited<T>(job: () => Promise<T>): Promise<T> {
  try {
    return await passwordWork.run(job);
  } catch (error) {
    if (error instanceof WorkQueueFull) throw new HttpError(503, MESSAGES.passwordWorkBusy);
    throw error;
  }
}

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: MAX_MEMORY };
  return limited(
    () =>
      new Promise((resolve, reject) => {
        const started = performance.now();
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => {
          if (error) return reject(error);
          typicalHashMs = 0.8 * typicalHashMs + 0.2 * (performance.now() - started);
          resolve(key);
        });
      }),
  );
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64: the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Takes a slot and about the time of a hash without hashing: a path that must not be told apart from one
 * that hashes (registering an e-mail already in use) waits, refuses when busy, and answers like it, at no
 * CPU or memory cost.
 */
export function imitatePasswordWork(): Promise<void> {
  return limited(() => sleep(typicalHashMs));
}

/** A hash of nothing, verified against when the e-mail is unknown so both failures take the same time. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex')).catch((error: unknown) => {
    decoy = undefined; // refused while busy: the next login makes it
    throw error;
  });
  return decoy;
}
