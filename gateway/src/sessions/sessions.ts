import type { FastifyReply, FastifyRequest } from 'fastify';
import { shouldRenew, slidingExpiry } from '@store/domain';
import {
  clearSessionCookie,
  hashSessionId,
  newSessionId,
  readSessionId,
  writeSessionCookie,
} from './session-cookie.ts';
import type { SessionKind, SessionRecord, SessionStore } from './session-store.ts';

export interface ActiveSession extends SessionRecord {
  idHash: string;
}

/** Sessions of one kind: a random id in a signed cookie of its own, the session itself in the shared store. */
export class Sessions {
  constructor(
    private readonly kind: SessionKind,
    private readonly store: SessionStore,
    private readonly secure: boolean,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * The request's live session, or null; a cookie that names no live session (ended, unused past its idle
   * timeout, or past its lifetime) is cleared. Using a session moves its idle timeout on (sessions.ts's caller
   * reads it once per request).
   */
  async read(request: FastifyRequest, reply: FastifyReply): Promise<ActiveSession | null> {
    const id = readSessionId(request, this.kind, this.secure);
    if (!id) return null;
    const idHash = hashSessionId(id);
    const session = await this.store.find(idHash);
    const now = this.now();
    if (!session || session.expiresAt <= now) {
      clearSessionCookie(reply, this.kind, this.secure);
      return null;
    }
    if (shouldRenew(this.kind, session.remember, session.startedAt, session.expiresAt, now)) {
      const expiresAt = slidingExpiry(this.kind, session.remember, session.startedAt, now);
      await this.store.renew(idHash, expiresAt);
      return { ...session, expiresAt, idHash };
    }
    return { ...session, idHash };
  }

  async start(reply: FastifyReply, email: string, remember: boolean): Promise<ActiveSession> {
    const { id, idHash } = newSessionId();
    const now = this.now();
    const session = { email, remember, startedAt: now, expiresAt: slidingExpiry(this.kind, remember, now, now) };
    await this.store.start(idHash, session);
    writeSessionCookie(reply, id, { kind: this.kind, remember, secure: this.secure });
    return { ...session, idHash };
  }

  async end(reply: FastifyReply, session: ActiveSession | null): Promise<void> {
    clearSessionCookie(reply, this.kind, this.secure);
    if (session) await this.store.end(session.idHash);
  }

  /** After a password change or reset, or a member removed: every session of the principal ends but `keep`. */
  endAllOf(email: string, keep: ActiveSession | null): Promise<void> {
    return this.store.endAllOf(email, keep?.idHash ?? null);
  }
}
