import { LOGIN_SLOWDOWN, RATE_LIMITS } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.ts';
import { RateLimits } from './rate-limits.ts';

describe('LoginThrottle (in memory)', () => {
  it('slows down, and never locks, an account guessed at from many addresses', async () => {
    const throttle = new LoginThrottle(new RateLimits(null));
    const free = RATE_LIMITS.loginPerAccount.points;
    for (let i = 0; i < free; i++) {
      expect(await throttle.admit('owner@example.ae', `10.0.0.${i}`)).toEqual({
        allowed: true,
        delayMs: 0,
        suspect: false,
      });
    }
    const delays: number[] = [];
    for (let i = 0; i < 20; i++) {
      const admission = await throttle.admit('owner@example.ae', `10.0.1.${i}`);
      expect(admission.allowed).toBe(true);
      if (admission.allowed) delays.push(admission.delayMs);
    }
    expect(delays[0]).toBe(LOGIN_SLOWDOWN.stepMs);
    expect(delays.at(-1)).toBe(LOGIN_SLOWDOWN.maxMs);
    // The owner, from an address of their own, still gets in (slowly).
    expect((await throttle.admit('owner@example.ae', '192.0.2.1')).allowed).toBe(true);
  });

  it('refuses one address after its guesses at many accounts', async () => {
    const throttle = new LoginThrottle(new RateLimits(null));
    for (let i = 0; i < RATE_LIMITS.loginPerAddress.points; i++) {
      expect((await throttle.admit(`victim${i}@example.ae`, '203.0.113.9')).allowed).toBe(true);
    }
    expect((await throttle.admit('one-more@example.ae', '203.0.113.9')).allowed).toBe(false);
    expect((await throttle.admit('one-more@example.ae', '203.0.113.10')).allowed).toBe(true);
  });

  it('forgets the guesses of an address at an account once it logs in', async () => {
    const throttle = new LoginThrottle(new RateLimits(null));
    for (let i = 0; i < 4; i++) await throttle.admit('me@example.ae', '198.51.100.1');
    await throttle.succeeded('me@example.ae', '198.51.100.1');
    for (let i = 0; i < RATE_LIMITS.loginPerAccountAndAddress.points; i++) {
      expect((await throttle.admit('me@example.ae', '198.51.100.1')).allowed).toBe(true);
    }
    expect((await throttle.admit('me@example.ae', '198.51.100.1')).allowed).toBe(false);
  });

  it('gives the attempt back when the password was not checked (busy) or the answer was lost, not when wrong', async () => {
    const throttle = new LoginThrottle(new RateLimits(null));
    const pair = RATE_LIMITS.loginPerAccountAndAddress.points;
    for (let i = 0; i < pair * 3; i++) {
      await throttle.admit('surge@example.ae', '198.51.100.2');
      await throttle.check('surge@example.ae', '198.51.100.2', async () => ({ busy: true as const }));
      await throttle.admit('surge@example.ae', '198.51.100.2');
      await expect(
        throttle.check('surge@example.ae', '198.51.100.2', () => Promise.reject(new Error('upstream timed out'))),
      ).rejects.toThrow('upstream timed out');
    }
    // Wrong answers still count: the pair allows exactly its number of checked guesses.
    for (let i = 0; i < pair; i++) {
      expect((await throttle.admit('surge@example.ae', '198.51.100.2')).allowed).toBe(true);
      await throttle.check('surge@example.ae', '198.51.100.2', async () => ({ wrong: true }));
    }
    expect((await throttle.admit('surge@example.ae', '198.51.100.2')).allowed).toBe(false);
  });
});
