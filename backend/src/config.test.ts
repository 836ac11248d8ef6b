import { describe, expect, it } from 'vitest';
import { PRODUCTION_PASSWORD_HASH_COST, readConfig } from './config.ts';
import { hashPassword, usePasswordHashCost, verifyPassword } from './customers/passwords.ts';

describe('PASSWORD_HASH_COST', () => {
  it("is OWASP's 2^17 unless set, and never lower in production", () => {
    expect(readConfig({}).passwordHashCost).toBe(2 ** 17);
    expect(readConfig({ PASSWORD_HASH_COST: '16384' }).passwordHashCost).toBe(16384);
    expect(readConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '262144' }).passwordHashCost).toBe(262144);
    expect(() => readConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '16384' })).toThrow(
      /PASSWORD_HASH_COST must be a power of two from 131072/,
    );
  });

  it('refuses a cost scrypt cannot use or that is too weak or too heavy', () => {
    for (const value of ['1000', '8192', '2097152', 'cheap', '-16384', '16384.5']) {
      expect(() => readConfig({ PASSWORD_HASH_COST: value }), value).toThrow(/PASSWORD_HASH_COST/);
    }
  });

  it('keeps every password working when the cost changes: a hash carries its own', async () => {
    usePasswordHashCost(2 ** 14);
    const cheap = await hashPassword('desert-rally-7');
    usePasswordHashCost(PRODUCTION_PASSWORD_HASH_COST);
    const strong = await hashPassword('desert-rally-7');
    expect(cheap).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(strong).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('desert-rally-7', cheap)).toBe(true);
    expect(await verifyPassword('desert-rally-7', strong)).toBe(true);
    expect(await verifyPassword('desert-rally-8', cheap)).toBe(false);
  });
});
