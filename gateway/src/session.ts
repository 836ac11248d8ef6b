import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CustomerModel } from './customers/models.ts';

export const SESSION_COOKIE = 'store_session';
const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
/** A session without remember-me lasts as long as the browser keeps it, and a day at most. */
const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000;

export interface Session {
  customer: CustomerModel;
  expiresAt: number;
  remember: boolean;
}

/**
 * Sessions are signed cookies (HMAC by @fastify/cookie with SESSION_SECRET): the gateway keeps nothing in
 * memory, so any instance can serve any request. The customer's public profile travels in the cookie.
 */
export function readSession(request: FastifyRequest, now = Date.now()): Session | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const session = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')) as Session;
    if (typeof session.expiresAt !== 'number' || session.expiresAt < now || !session.customer?.email) return null;
    return session;
  } catch {
    return null;
  }
}

export function writeSession(
  reply: FastifyReply,
  customer: CustomerModel,
  options: { remember: boolean; secure: boolean },
  now = Date.now(),
): Session {
  const lifetime = options.remember ? REMEMBER_MS : BROWSER_SESSION_MS;
  const session: Session = { customer, expiresAt: now + lifetime, remember: options.remember };
  reply.setCookie(SESSION_COOKIE, Buffer.from(JSON.stringify(session)).toString('base64url'), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: '/',
    ...(options.remember ? { maxAge: lifetime / 1000 } : {}),
  });
  return session;
}

export function clearSession(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
