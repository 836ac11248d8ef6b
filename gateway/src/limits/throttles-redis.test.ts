import { MESSAGES, RATE_LIMITS } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { buildGateway } from '../server.ts';
import { loggedInClient, TEST_REDIS_URL, TestClient, useTestStack } from '../testing/test-gateway.ts';

/**
 * Password checks are throttled atomically (count, then check), per account and address, in memory or
 * in the real Redis shared by every gateway instance, and the client address cannot be forged.
 */
const PASSWORD = 'desert-rally-7';
const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { customer { email } errors { message } }
}`;
const WRONG = 'Wrong e-mail or password';
const PER_PAIR = RATE_LIMITS.loginPerAccountAndAddress.points;

async function loginMessage(client: TestClient, email: string, password: string): Promise<string> {
  const { login } = await client.data<{ login: { customer: unknown; errors: { message: string }[] } }>(LOGIN, {
    email,
    password,
  });
  return login.customer ? 'in' : login.errors[0]!.message;
}

for (const store of ['memory', 'redis'] as const) {
  describe(`the login throttle, counting in ${store}`, () => {
    const stack = useTestStack(store === 'redis' ? { redisUrl: TEST_REDIS_URL } : {});

    it(`checks at most ${PER_PAIR} of 40 parallel guesses at one account from one address`, async () => {
      await loggedInClient(stack, `target-${store}@example.ae`);
      const attacker = stack.client('203.0.113.7');
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => loginMessage(attacker, `target-${store}@example.ae`, 'wrong-guess-1')),
      );
      expect(answers.filter((message) => message === WRONG)).toHaveLength(PER_PAIR);
      expect(answers.filter((message) => message === MESSAGES.tooManyRequests)).toHaveLength(40 - PER_PAIR);

      // Even the right password is refused from that address…
      expect(await loginMessage(attacker, `target-${store}@example.ae`, PASSWORD)).toBe(MESSAGES.tooManyRequests);
      // …but the owner, elsewhere, is not locked out.
      expect(await loginMessage(stack.client('198.51.100.20'), `target-${store}@example.ae`, PASSWORD)).toBe('in');
    });

    it('throttles changePassword: the old password is checked 5 times, then refused', async () => {
      const client = await loggedInClient(stack, `changer-${store}@example.ae`);
      const change = (oldPassword: string) =>
        client.data<{ changePassword: { ok: boolean; errors: { message: string }[] } }>(
          `mutation ($old: String!) { changePassword(oldPassword: $old, newPassword: "hatta-trail-2026", confirmPassword: "hatta-trail-2026") { ok errors { message } } }`,
          { old: oldPassword },
        );
      const answers = await Promise.all(Array.from({ length: 8 }, () => change('not-my-password')));
      const limit = RATE_LIMITS.passwordChangePerCustomer.points;
      expect(
        answers.filter((answer) => answer.changePassword.errors[0]?.message === MESSAGES.tooManyRequests),
      ).toHaveLength(8 - limit);
      expect((await change(PASSWORD)).changePassword.errors[0]?.message).toBe(MESSAGES.tooManyRequests);
    });
  });
}

describe('login counts shared by two gateway instances through Redis', () => {
  const stack = useTestStack({ redisUrl: TEST_REDIS_URL });

  it('guesses spread over two instances add up', async () => {
    await loggedInClient(stack, 'shared@example.ae');
    const second = await buildGateway(stack.gateway.services.config);
    const secondUrl = await second.app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const first = stack.client('203.0.113.50');
      const other = new TestClient(() => secondUrl, '203.0.113.50');
      for (let i = 0; i < 3; i++) expect(await loginMessage(first, 'shared@example.ae', 'guess')).toBe(WRONG);
      for (let i = 0; i < PER_PAIR - 3; i++)
        expect(await loginMessage(other, 'shared@example.ae', 'guess')).toBe(WRONG);
      expect(await loginMessage(first, 'shared@example.ae', PASSWORD)).toBe(MESSAGES.tooManyRequests);
      expect(await loginMessage(other, 'shared@example.ae', PASSWORD)).toBe(MESSAGES.tooManyRequests);
    } finally {
      await second.app.close();
    }
  });
});

describe('a gateway that trusts no proxy (the default)', () => {
  const stack = useTestStack({ trustProxy: false });

  it('ignores X-Forwarded-For: rotating it does not spread guesses over addresses', async () => {
    await loggedInClient(stack, 'rotated@example.ae');
    const answers: string[] = [];
    for (let i = 0; i < PER_PAIR + 2; i++) {
      answers.push(await loginMessage(stack.client(`10.9.8.${i}`), 'rotated@example.ae', 'guess'));
    }
    expect(answers.slice(0, PER_PAIR)).toEqual(Array(PER_PAIR).fill(WRONG));
    expect(answers.slice(PER_PAIR)).toEqual([MESSAGES.tooManyRequests, MESSAGES.tooManyRequests]);
  });
});
