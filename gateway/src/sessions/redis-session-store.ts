import type { Redis } from 'ioredis';
import { sessionLifetime } from '@store/domain';
import { UpstreamError } from '../errors.ts';
import type { SessionKind, SessionRecord, SessionStore } from './session-store.ts';

/**
 * Sessions in Redis: one key per session, expiring with it, and a set per customer naming their
 * sessions so that a password change can end them all.
 */
export class RedisSessionStore implements SessionStore {
  readonly #sessionKey: (idHash: string) => string;
  readonly #ownerKey: (email: string) => string;

  constructor(
    private readonly redis: Redis,
    private readonly kind: SessionKind,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.#sessionKey = (idHash) => `${kind}-session:${idHash}`;
    this.#ownerKey = (email) => `${kind}-sessions-of:${email}`;
  }

  start(idHash: string, session: SessionRecord): Promise<void> {
    return unavailableOnError(() => this.#start(idHash, session));
  }

  find(idHash: string): Promise<SessionRecord | null> {
    return unavailableOnError(() => this.#find(idHash));
  }

  renew(idHash: string, expiresAt: number): Promise<void> {
    return unavailableOnError(() => this.#renew(idHash, expiresAt));
  }

  end(idHash: string): Promise<void> {
    return unavailableOnError(() => this.#end(idHash));
  }

  endAllOf(email: string, keepIdHash: string | null): Promise<void> {
    return unavailableOnError(() => this.#endAllOf(email, keepIdHash));
  }

  async #start(idHash: string, session: SessionRecord): Promise<void> {
    const ttlMs = Math.max(1, session.expiresAt - this.now());
    const setKey = this.#ownerKey(session.email);
    const setTtlMs = Math.max(ttlMs, await this.redis.pttl(setKey));
    await this.redis
      .multi()
      .set(this.#sessionKey(idHash), JSON.stringify(session), 'PX', ttlMs)
      .sadd(setKey, idHash)
      .pexpire(setKey, setTtlMs)
      .exec();
  }

  async #find(idHash: string): Promise<SessionRecord | null> {
    const raw = await this.redis.get(this.#sessionKey(idHash));
    if (!raw) return null;
    const session = JSON.parse(raw) as Partial<SessionRecord>;
    if (typeof session.expiresAt !== 'number' || session.expiresAt <= this.now()) return null;
    // Sessions kept before idle timeouts had no start: their end was their lifetime's.
    const startedAt = session.startedAt ?? session.expiresAt - sessionLifetime(this.kind, session.remember === true);
    return { ...(session as SessionRecord), startedAt };
  }

  async #renew(idHash: string, expiresAt: number): Promise<void> {
    const session = await this.#find(idHash);
    if (!session) return;
    const ttlMs = Math.max(1, expiresAt - this.now());
    // XX: only a key that is still there; a logout between the read and this write wins.
    await this.redis.set(this.#sessionKey(idHash), JSON.stringify({ ...session, expiresAt }), 'PX', ttlMs, 'XX');
  }

  async #end(idHash: string): Promise<void> {
    const session = await this.#find(idHash);
    const transaction = this.redis.multi().del(this.#sessionKey(idHash));
    if (session) transaction.srem(this.#ownerKey(session.email), idHash);
    await transaction.exec();
  }

  async #endAllOf(email: string, keepIdHash: string | null): Promise<void> {
    const ids = (await this.redis.smembers(this.#ownerKey(email))).filter((id) => id !== keepIdHash);
    if (!ids.length) return;
    await this.redis
      .multi()
      .del(...ids.map((id) => this.#sessionKey(id)))
      .srem(this.#ownerKey(email), ...ids)
      .exec();
  }
}

/** A Redis that is down or slow is a fault of an upstream: the shopper reads 'unavailable', not a bug. */
async function unavailableOnError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new UpstreamError('UPSTREAM_UNAVAILABLE', 'redis', error instanceof Error ? error.message : String(error));
  }
}
