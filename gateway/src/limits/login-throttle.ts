import { loginSlowdownMs, RATE_LIMITS } from '@store/domain';
import type { RateLimits } from './rate-limits.ts';

/** `suspect`: the account is past its failed-login count from everywhere (a flood at it): checked last. */
export type LoginAdmission = { allowed: false } | { allowed: true; delayMs: number; suspect: boolean };

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
    const over = atAccount.count - RATE_LIMITS.loginPerAccount.points;
    return { allowed: true, delayMs: loginSlowdownMs(over), suspect: over > 0 };
  }

  async notChecked(email: string, address: string): Promise<void> {
    await Promise.all([
      this.limits.giveBack('loginPerAccountAndAddress', `${email}|${address}`),
      this.limits.giveBack('loginPerAddress', address),
      this.limits.giveBack('loginPerAccount', email),
    ]);
  }

  /**
   * Runs the password check. When the password was not checked (the backend was busy: `busy`) or its answer
   * never reached the client (an upstream fault), the attempt is given back: a refusal for busy work is not a
   * guess, and a real customer retrying through a surge must not lock themselves out.
   */
  async check<T extends object>(email: string, address: string, run: () => Promise<T | { busy: true }>) {
    let result: T | { busy: true };
    try {
      result = await run();
    } catch (error) {
      await this.notChecked(email, address);
      throw error;
    }
    if ('busy' in result) await this.notChecked(email, address);
    return result;
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
