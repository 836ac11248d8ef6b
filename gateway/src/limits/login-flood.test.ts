import { MESSAGES } from '@store/domain';
import { seedCustomers } from '@store/backend/testing/seed-customers';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { AT_PRODUCTION_COST, TEST_REDIS_URL, useTestStack, type TestStack } from '../testing/test-gateway.ts';

/**
 * A flood of logins from many addresses (each address new, so no per-address limit stops it) must not stop
 * real customers logging in: made-up e-mails cost no hash, and guesses at one account wait behind real logins.
 */
const PASSWORD = 'desert-rally-7';
const FLOOD_CONNECTIONS = 24;
const FLOOD_MS = 10_000;
const REAL_LOGINS = 8;
const REAL_LOGIN_BUDGET_MS = 12_000;
/** scrypt's N for the real customers: cheaper than the store's, so their checks fit a busy machine's time. */
const CHEAPER_HASH = 2 ** 15;
const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { customer { email } errors { message } }
}`;

type LoginAnswer = { data?: { login: { customer: unknown; errors: { message: string }[] } }; errors?: unknown[] };

let addresses = 0;
const nextAddress = () => `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses++ & 255}`;

/** Each connection sends logins back to back, each from a new address, until the flood ends. */
async function flood(stack: TestStack, until: number, login: (i: number) => { email: string; password: string }) {
  let sent = 0;
  await Promise.all(
    Array.from({ length: FLOOD_CONNECTIONS }, async () => {
      while (performance.now() < until) {
        await stack
          .client(nextAddress())
          .query(LOGIN, login(sent++))
          .catch(() => undefined);
      }
    }),
  );
  return sent;
}

/** A real customer's login, retried every 300 ms while busy, as the login page does; true when in. */
async function realLogin(stack: TestStack, email: string): Promise<boolean> {
  const client = stack.client();
  const started = performance.now();
  while (performance.now() - started < REAL_LOGIN_BUDGET_MS) {
    const answer = (await client.query(LOGIN, { email, password: PASSWORD })) as LoginAnswer;
    if (answer.data?.login.customer) return true;
    // Busy, or a fault (the store took too long): the login page says so, and the customer tries again.
    const message = answer.data?.login.errors[0]?.message;
    if (message !== undefined && message !== MESSAGES.passwordWorkBusy) return false;
    await sleep(300);
  }
  return false;
}

async function realLoginsDuringFlood(stack: TestStack, emails: string[]): Promise<boolean[]> {
  await sleep(1_500);
  return Promise.all(
    emails.map(async (email, i) => {
      await sleep(i * 800);
      return realLogin(stack, email);
    }),
  );
}

for (const store of ['memory', 'redis'] as const) {
  describe(`a many-address login flood, counting in ${store}`, () => {
    const stack = useTestStack(store === 'redis' ? { redisUrl: TEST_REDIS_URL } : {}, {}, AT_PRODUCTION_COST);
    const customers = (tag: string) => Array.from({ length: REAL_LOGINS }, (_, i) => `${tag}-${store}-${i}@example.ae`);

    it('of unknown e-mails: every real login gets in', { timeout: 40_000 }, async () => {
      const emails = customers('real');
      await seedCustomers(stack.backend.db.db, emails, PASSWORD, CHEAPER_HASH);
      const until = performance.now() + FLOOD_MS;
      const [sent, real] = await Promise.all([
        flood(stack, until, (i) => ({ email: `nobody-${store}-${i}@example.ae`, password: 'a-guess-123' })),
        realLoginsDuringFlood(stack, emails),
      ]);
      expect(sent).toBeGreaterThan(FLOOD_CONNECTIONS * 2);
      expect(real).toEqual(Array(REAL_LOGINS).fill(true));
    });

    it("of guesses at one customer's password: every other real login gets in", { timeout: 40_000 }, async () => {
      const emails = customers('other');
      await seedCustomers(stack.backend.db.db, emails, PASSWORD, CHEAPER_HASH);
      // The target's hash costs what the store's do: each guess at it takes a full scrypt.
      await seedCustomers(stack.backend.db.db, [`target-${store}@example.ae`], PASSWORD);
      const until = performance.now() + FLOOD_MS;
      const [sent, real] = await Promise.all([
        flood(stack, until, (i) => ({ email: `target-${store}@example.ae`, password: `guess-${i}-2026` })),
        realLoginsDuringFlood(stack, emails),
      ]);
      expect(sent).toBeGreaterThan(FLOOD_CONNECTIONS * 2);
      expect(real).toEqual(Array(REAL_LOGINS).fill(true));
    });
  });
}
