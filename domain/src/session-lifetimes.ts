/** Whose session: a shopper's, or a member of the back office's. */
export type SessionPrincipal = 'customer' | 'staff';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a session may last, and how long it may lie unused. A shopper who ticks "remember me" stays in for
 * up to 30 days, as long as the shop is visited at least once a week; staff, who can change orders and money,
 * are signed out after 30 minutes without a request, and after a day in any case.
 */
export const SESSION_LIFETIMES: Record<
  SessionPrincipal,
  { remembered: number; browser: number; idle: number; renewAfter: number }
> = {
  customer: { remembered: 30 * DAY, browser: DAY, idle: 7 * DAY, renewAfter: HOUR },
  staff: { remembered: DAY, browser: DAY, idle: 30 * MINUTE, renewAfter: MINUTE },
};

/** The longest a session may last from sign-in, however often it is used. */
export function sessionLifetime(principal: SessionPrincipal, remember: boolean): number {
  const lifetimes = SESSION_LIFETIMES[principal];
  return remember ? lifetimes.remembered : lifetimes.browser;
}

/**
 * When a session in use now should end if it is not used again: `idle` from now, never past its lifetime.
 * All times are epoch milliseconds.
 */
export function slidingExpiry(principal: SessionPrincipal, remember: boolean, startedAt: number, now: number): number {
  return Math.min(now + SESSION_LIFETIMES[principal].idle, startedAt + sessionLifetime(principal, remember));
}

/**
 * Whether a session used now should have its expiry moved on: only once `renewAfter` has passed since it last
 * was, so that a shopper's every click is not a write.
 */
export function shouldRenew(
  principal: SessionPrincipal,
  remember: boolean,
  startedAt: number,
  expiresAt: number,
  now: number,
): boolean {
  const next = slidingExpiry(principal, remember, startedAt, now);
  return next - expiresAt >= SESSION_LIFETIMES[principal].renewAfter;
}
