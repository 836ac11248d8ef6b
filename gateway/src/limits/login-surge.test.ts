import { MESSAGES } from '@store/domain';
import { seedCustomers } from '@store/backend/testing/seed-customers';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { AT_PRODUCTION_COST, TEST_REDIS_URL, type TestClient, useTestStack } from '../testing/test-gateway.ts';

/**
 * A surge of real logins fills the backend's password work (2 hashing, 8 waiting); those refused as busy
 * retry, as a shopper does, and must not be counted as guesses that lock them out.
 */
const PASSWORD = 'desert-rally-7';
const CUSTOMERS = 20;
const RETRY_MS = 300;
const GIVE_UP_MS = 45_000;
/**
 * scrypt's N for these accounts: a quarter of the store's, so 20 checks fit the test's time on a busy 2-core
 * machine, still slow enough that 20 at once overflow the line (2 hashing, 8 waiting) for many retries.
 */
const CHEAPER_HASH = 2 ** 15;
const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { customer { email } errors { message } }
}`;

type Outcome = 'in' | 'locked out' | 'gave up';

/** Logs in, retrying every 300 ms while refused as busy (or failed), until in, locked out or out of time. */
async function loginWithRetries(client: TestClient, email: string, started: number): Promise<Outcome> {
  while (performance.now() - started < GIVE_UP_MS) {
    const answer = await client.query<{ login: { customer: unknown; errors: { message: string }[] } }>(LOGIN, {
      email,
      password: PASSWORD,
    });
    if (answer.data?.login.customer) return 'in';
    if (answer.data?.login.errors[0]?.message === MESSAGES.tooManyRequests) return 'locked out';
    await sleep(RETRY_MS);
  }
  return 'gave up';
}

for (const store of ['memory', 'redis'] as const) {
  describe(`a surge of ${CUSTOMERS} real logins, counting in ${store}`, () => {
    const stack = useTestStack(store === 'redis' ? { redisUrl: TEST_REDIS_URL } : {}, {}, AT_PRODUCTION_COST);

    it('lets every customer in and locks none out', { timeout: 60_000 }, async () => {
      const emails = Array.from({ length: CUSTOMERS }, (_, i) => `surge-${store}-${i}@example.ae`);
      await seedCustomers(stack.backend.db.db, emails, PASSWORD, CHEAPER_HASH);
      const clients = emails.map(() => stack.client());
      const started = performance.now();
      const outcomes = await Promise.all(emails.map((email, i) => loginWithRetries(clients[i]!, email, started)));
      expect(outcomes).toEqual(Array(CUSTOMERS).fill('in'));

      // None of the busy refusals counted as a guess: a wrong password is still answered as one.
      const answer = await clients[0]!.data<{ login: { errors: { message: string }[] } }>(LOGIN, {
        email: emails[0],
        password: 'not-the-password',
      });
      expect(answer.login.errors[0]?.message).toBe(MESSAGES.wrongCredentials);
    });
  });
}
