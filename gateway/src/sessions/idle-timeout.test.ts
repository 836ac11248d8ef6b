import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_REDIS_URL, loggedInClient, staffClient, useTestStack, type TestClient } from '../testing/test-gateway.ts';

/**
 * A session ends when it lies unused past its idle timeout (staff 30 minutes, shoppers 7 days), each use moves
 * that on, and none outlives its lifetime from sign-in (staff a day, a remembered shopper 30 days). The clock
 * is moved for the gateway and the backend alike (both run in this process); Redis's own expiry is far off.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

afterEach(() => {
  vi.useRealTimers();
});

function later(ms: number): void {
  vi.setSystemTime(Date.now() + ms);
}

async function staffSignedIn(client: TestClient): Promise<boolean> {
  return (await client.data<{ staffMe: unknown }>(`{ staffMe { email } }`)).staffMe !== null;
}

async function shopperSignedIn(client: TestClient): Promise<boolean> {
  return (await client.data<{ me: unknown }>(`{ me { email } }`)).me !== null;
}

for (const store of ['database', 'redis'] as const) {
  describe(`idle timeouts, sessions kept in the ${store}`, () => {
    const stack = useTestStack(store === 'redis' ? { redisUrl: TEST_REDIS_URL } : {});

    it('signs staff out after 30 minutes unused; working keeps them in, for a day at most', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      const staff = await staffClient(stack);
      later(25 * MINUTE);
      expect(await staffSignedIn(staff)).toBe(true);
      later(25 * MINUTE); // 50 minutes after sign-in, 25 after the last request
      expect(await staffSignedIn(staff)).toBe(true);
      later(31 * MINUTE);
      expect(await staffSignedIn(staff)).toBe(false);
      expect(staff.lastSetCookie.join()).toMatch(/store_staff_session=;/);

      const busy = await staffClient(stack);
      for (let elapsed = 0; elapsed < DAY - 20 * MINUTE; elapsed += 20 * MINUTE) {
        later(20 * MINUTE);
        expect(await staffSignedIn(busy), `${elapsed / MINUTE} minutes in`).toBe(true);
      }
      later(20 * MINUTE);
      expect(await staffSignedIn(busy)).toBe(false);
    });

    it('signs a shopper out after 7 days away; a visit every 6 days keeps them in, for 30 days at most', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      const away = await loggedInClient(stack, `away-${store}@example.ae`);
      later(8 * DAY);
      expect(await shopperSignedIn(away)).toBe(false);

      const regular = await loggedInClient(stack, `regular-${store}@example.ae`);
      for (const day of [6, 12, 18, 24]) {
        later(6 * DAY);
        expect(await shopperSignedIn(regular), `day ${day}`).toBe(true);
      }
      later(6 * DAY + MINUTE);
      expect(await shopperSignedIn(regular)).toBe(false);
    });
  });
}
