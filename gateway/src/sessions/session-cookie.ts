import { createHash, randomBytes } from 'node:crypto';
import type {} from '@fastify/cookie';
import { sessionLifetime } from '@store/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionKind } from './session-store.ts';

/**
 * The `__Host-` prefix (production, over HTTPS) makes the browser refuse the cookie unless it is Secure,
 * host-only and for path /, so a sibling subdomain cannot plant or shadow it.
 */
export function sessionCookieName(kind: SessionKind, secure: boolean): string {
  const name = kind === 'customer' ? 'store_session' : 'store_staff_session';
  return secure ? `__Host-${name}` : name;
}

/** A new random session id (256 bits) and the hash the store keeps it under. */
export function newSessionId(): { id: string; idHash: string } {
  const id = randomBytes(32).toString('base64url');
  return { id, idHash: hashSessionId(id) };
}

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/**
 * The session id the request's cookie carries, or null. The cookie is signed (SESSION_SECRET), so a made-up
 * value is turned away here without a look-up in the store.
 */
export function readSessionId(request: FastifyRequest, kind: SessionKind, secure: boolean): string | null {
  const raw = request.cookies[sessionCookieName(kind, secure)];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value || !/^[A-Za-z0-9_-]{43}$/.test(unsigned.value)) return null;
  return unsigned.value;
}

export function writeSessionCookie(
  reply: FastifyReply,
  id: string,
  options: { kind: SessionKind; remember: boolean; secure: boolean },
): void {
  reply.setCookie(sessionCookieName(options.kind, options.secure), id, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: '/',
    // Without remember-me, the cookie lasts as long as the browser keeps it (and the session a day at most).
    ...(options.remember ? { maxAge: sessionLifetime(options.kind, true) / 1000 } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, kind: SessionKind, secure: boolean): void {
  reply.clearCookie(sessionCookieName(kind, secure), { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
