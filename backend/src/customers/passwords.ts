import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES } from '@store/domain';
import { HttpError } from '../http/errors.ts';
import { BoundedWork, WorkQueueFull, type WorkTicket } from './bounded-work.ts';

/** scrypt with OWASP's parameters: N = 2^17, r = 8, p = 1 (128 MiB per hash). */
export const PRODUCTION_PASSWORD_HASH_COST = 2 ** 17;
let params: { N: number; r: 8; p: 1 } = { N: PRODUCTION_PASSWORD_HASH_COST, r: 8, p: 1 };

const KEY_LENGTH = 64;
const MAX_MEMORY = 256 * 1024 * 1024;

/**
 * Every scrypt (hash and verify) takes a slot here. scrypt runs on libuv's thread pool (4 threads), which fs
 * and dns share, and each job holds 128 MiB and a core for ~0.3 s: half the cores, 1 or 2, leaves the event
 * loop that serves orders a core of its own. Past 8 waiting, a request is refused at once with 503 (the line
 * is fair: see BoundedWork).
 */
export const MAX_CONCURRENT_HASHES = Math.min(2, Math.max(1, Math.floor(availableParallelism() / 2)));
export const MAX_WAITING_HASHES = 8;
export const passwordWork = new BoundedWork(MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES);

/** About how long a hash at production's cost takes on a server core. */
const PRODUCTION_HASH_MS = 300;
/** How long a hash takes here, smoothed: what `imitatePasswordWork` waits. */
let typicalHashMs = PRODUCTION_HASH_MS;

/**
 * The N of new hashes, from the backend's settings (PASSWORD_HASH_COST), set once at start. Only tests and
 * development machines go lower; a hash keeps its parameters, so changing it never locks anyone out.
 */
export function usePasswordHashCost(cost: number): void {
  if (cost !== params.N) typicalHashMs = (PRODUCTION_HASH_MS * cost) / PRODUCTION_PASSWORD_HASH_COST;
  params = { N: cost, r: 8, p: 1 };
}

/** A login's answer is useful within the gateway's 8 s deadline: its wait and its own hash must fit in 6 s. */
export const LOGIN_ANSWER_BUDGET_MS = 6_000;

/**
 * How many jobs may be served before a login's own for its answer to come in time: fewer on a slow machine, but
 * always one round (a few logins at once still wait for each other rather than being told the store is busy).
 */
function loginMaxAhead(): number {
  const rounds = Math.floor(LOGIN_ANSWER_BUDGET_MS / typicalHashMs) - 1;
  return Math.max(1, rounds) * MAX_CONCURRENT_HASHES;
}

async function limited<T>(job: () => Promise<T>, ticket?: WorkTicket): Promise<T> {
  try {
    return await passwordWork.run(job, ticket);
  } catch (error) {
    if (error instanceof WorkQueueFull) throw new HttpError(503, MESSAGES.passwordWorkBusy);
    throw error;
  }
}

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
  ticket?: WorkTicket,
): Promise<Buffer> {
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
    ticket,
  );
}

/**
 * `scrypt$N$r$p$salt$hash`, salt and hash in base64: the parameters travel with the hash. Other `params` only
 * for tests that need many accounts cheaply.
 */
export async function hashPassword(password: string, cost: { N: number; r: 8; p: 1 } = params) {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * `ticket`: who asks at login, so that a flood from some clients cannot starve the others (BoundedWork); such a
 * check is refused as busy at once when it could not be answered before the gateway gives up.
 */
export async function verifyPassword(password: string, stored: string, ticket?: WorkTicket): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const login = ticket && { ...ticket, maxAhead: loginMaxAhead() };
  const actual = await derive(password, Buffer.from(salt, 'base64'), params, login);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * About the time a hash takes here, waiting in line included, without hashing and without a slot: a path that
 * must not be told apart from one that hashes (an unknown e-mail at login, an e-mail already in use at
 * registration) waits, refuses when the line is full, and answers like it, at no CPU or memory cost, so a flood
 * of made-up e-mails never takes a slot from a real customer.
 */
export async function imitatePasswordWork(): Promise<void> {
  if (passwordWork.full) {
    passwordWork.refused += 1;
    throw new HttpError(503, MESSAGES.passwordWorkBusy);
  }
  const inLine = Math.floor(passwordWork.waiting / passwordWork.maxRunning);
  await sleep(typicalHashMs * (1 + inLine));
}
