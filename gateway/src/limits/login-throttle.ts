import { loginSlowdownMs, RATE_LIMITS } from '@store/domain';
import type { RateLimits } from './rate-limits.ts';

export type LoginAdmission = { allowed: false } | { allowed: true; delayMs: number };

/**
 * Login attempts: counted before the password is checked (so 40 parallel guesses cannot all be checked),
 * limited per account and client address and per address, and slowed down, never locked, per account.
 */
export class LoginThrottle {
  constructor(private readonly limits: RateLimits) {}

  async admit(email: string, address: string): Promise<LoginAdmission> {
    const [pair, fromAddress, atAccount] = await Promise.all([
      this.limits.take('loginPerAccountAndAddress', `${email}|${address}`),
      this.limits.take('loginPerAddress', address),
      this.limits.take('loginPerAccount', email),
    ]);
    if (!pair.allowed || !fromAddress.allowed) return { allowed: false };
    return { allowed: true, delayMs: loginSlowdownMs(atAccount.count - RATE_LIMITS.loginPerAccount.points) };
  }

  /** A right password: this client's guesses at the account are forgotten, and the attempt is given back. */
  async succeeded(email: string, address: string): Promise<void> {
    await Promise.all([
      this.limits.clear('loginPerAccountAndAddress', `${email}|${address}`),
      this.limits.giveBack('loginPerAddress', address),
      this.limits.giveBack('loginPerAccount', email),
    ]);
  }
}
