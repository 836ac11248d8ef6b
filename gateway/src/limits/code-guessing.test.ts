import { randomBytes } from 'node:crypto';
import { PROMOTION_MESSAGES, RATE_LIMITS } from '@store/domain';
import { addPromotion } from '@store/backend/testing/promotion-helpers';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_FIELDS, SHIPPING, newKey, stocked } from '../testing/order-fixtures.ts';
import { loggedInClient, TEST_REDIS_URL, useTestStack, type TestClient } from '../testing/test-gateway.ts';

/**
 * Guessing discount codes: throttled per client address and per customer, in memory or in the shared Redis;
 * unknown and someone else's codes answer alike, and while the limit holds every code answers the same.
 */
const QUOTE = `query ($lines: [CartLineInput!]!, $code: String) {
  cartQuote(lines: $lines, discountCode: $code) { codeDiscount codeProblem appliedCode { code } }
}`;
const PLACE = `mutation ($input: PlaceOrderInput!, $key: String!) {
  placeOrder(input: $input, idempotencyKey: $key) { order { ${ORDER_FIELDS} } errors { field message } }
}`;
const LIMIT = RATE_LIMITS.codeGuessesPerAddress.points;
const UNKNOWN = PROMOTION_MESSAGES.unknown;
const TOO_MANY = PROMOTION_MESSAGES.tooManyGuesses;

/** Addresses and codes new to every run: the Redis counts outlive a test run. */
const run = randomBytes(3).toString('hex').toUpperCase();
const address = (n: number) => `198.18.${parseInt(run.slice(0, 2), 16)}.${n}`;

/** The customer (already registered) signed in from another address. */
async function signedInFrom(stack: ReturnType<typeof useTestStack>, email: string, from: string) {
  const client = stack.client(from);
  await client.data(
    `mutation ($email: String!) { login(email: $email, password: "desert-rally-7") { customer { email } } }`,
    { email },
  );
  return client;
}

async function problem(client: TestClient, code: string): Promise<string | null> {
  const { cartQuote } = await client.data(QUOTE, { lines: [stocked(1, 1)], code });
  return cartQuote.appliedCode ? 'applies' : cartQuote.codeProblem;
}

for (const store of ['memory', 'redis'] as const) {
  describe(`guessing discount codes, counted in ${store}`, () => {
    const stack = useTestStack(store === 'redis' ? { redisUrl: TEST_REDIS_URL } : {});
    const db = () => stack.backend.db.db;
    const real = `REAL${run}${store}`;

    beforeAll(async () => {
      await addPromotion(db(), real);
      await addPromotion(db(), `HERS${run}${store}`, { issued_to: 'her@example.ae' });
    });

    it(`answers ${LIMIT} unknown codes from one address, then refuses every code alike, the real one too`, async () => {
      const guesser = stack.client(address(1));
      const answers = await Promise.all(
        Array.from({ length: 3 * LIMIT }, (_, n) => problem(guesser, `GUESS${run}${n}`)),
      );
      expect(answers.filter((answer) => answer === UNKNOWN)).toHaveLength(LIMIT);
      expect(answers.filter((answer) => answer === TOO_MANY)).toHaveLength(2 * LIMIT);
      expect(await problem(guesser, real)).toBe(TOO_MANY);
      // Another shopper elsewhere is not held back.
      expect(await problem(stack.client(address(2)), real)).toBe('applies');
    });

    it('counts one unknown code once, however often the cart asks, and never counts a code that applies', async () => {
      const shopper = stack.client(address(3));
      for (let n = 0; n < 3 * LIMIT; n += 1) {
        expect(await problem(shopper, `TYPO${run}`)).toBe(UNKNOWN);
        expect(await problem(shopper, real)).toBe('applies');
      }
    });

    it('answers someone else’s code exactly as an unknown one', async () => {
      const him = await loggedInClient(stack, `him-${store}-${run.toLowerCase()}@example.ae`);
      expect(await problem(him, `HERS${run}${store}`)).toBe(UNKNOWN);
      expect(await problem(him, `NONE${run}${store}`)).toBe(UNKNOWN);
    });

    it('counts a customer’s guesses from any address, at checkout too', async () => {
      const email = `roamer-${store}-${run.toLowerCase()}@example.ae`;
      await loggedInClient(stack, email);
      const places = Array.from({ length: LIMIT }, (_, n) => n);
      for (const n of places) {
        const client = await signedInFrom(stack, email, address(100 + n));
        expect(await problem(client, `ROAM${run}${n}`)).toBe(UNKNOWN);
      }
      const last = await signedInFrom(stack, email, address(200));
      expect(await problem(last, real)).toBe(TOO_MANY);
      const order = await last.data(PLACE, {
        input: { shipping: SHIPPING, lines: [stocked(1, 1)], discountCode: real },
        key: newKey(),
      });
      expect(order.placeOrder).toEqual({ order: null, errors: [{ field: 'discountCode', message: TOO_MANY }] });
    });
  });
}
