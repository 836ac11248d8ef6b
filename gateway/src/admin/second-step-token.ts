import { createHmac, timingSafeEqual } from 'node:crypto';
import { SECOND_FACTOR } from '@store/domain';

export interface SecondStep {
  email: string;
  remember: boolean;
}

const LIFETIME_MS = SECOND_FACTOR.signInStepMinutes * 60_000;

function sign(secret: string, payload: string): string {
  return createHmac('sha256', `second-step:${secret}`).update(payload).digest('base64url');
}

/**
 * Says "this member gave the right password a moment ago" until the code is given, signed with the session
 * secret so every gateway instance can check it without shared state. It alone signs nobody in: the code is
 * checked (and spent) by the backend, and wrong codes are throttled.
 */
export function issueSecondStep(secret: string, step: SecondStep, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ ...step, expiresAt: now + LIFETIME_MS })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The step the token names, or null when it is forged, malformed or past its 5 minutes. */
export function readSecondStep(secret: string, token: string, now = Date.now()): SecondStep | null {
  if (token.length > 1_000) return null;
  const [payload = '', signature = ''] = token.split('.');
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const step = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    if (typeof step.email !== 'string' || typeof step.expiresAt !== 'number' || step.expiresAt <= now) return null;
    return { email: step.email, remember: step.remember === true };
  } catch {
    return null;
  }
}
