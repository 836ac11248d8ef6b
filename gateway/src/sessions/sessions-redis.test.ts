import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@store/domain';
import { buildGateway } from '../server.ts';
import { TEST_REDIS_URL, loggedInClient, resetToken, useTestStack, type TestClient } from '../testing/test-gateway.ts';

/**
 * Server-side sessions, in the backend's database (no Redis) and in the real Redis: a session can be
 * ended, and the profile shown is the server's, not what the cookie carried at login.
 */
const PASSWORD = 'desert-rally-7';
const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { customer { email } errors { message } }
}`;
const ME = `{ me { firstName lastName email } }`;
const UPDATE_PROFILE = `mutation ($input: ProfileInput!) { updateProfile(input: $input) { errors { message } } }`;

/**
 * Logs in as a shopper would: an answer that the store is busy checking passwords (a loaded machine) is retried
 * after a moment, as its message asks; any other refusal fails the test.
 */
async function logIn(client: TestClient, email: string) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const { login } = await client.data<{ login: { errors: { message: string }[] } }>(LOGIN, {
      email,
      password: PASSWORD,
    });
    if (login.errors.length === 0) return;
    expect(login.errors.map((error) => error.message)).toEqual([MESSAGES.passwordWorkBusy]);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${email} was told the store is busy 40 times`);
}

async function me(client: TestClient) {
  return (await client.data<{ me: Record<string, unknown> | null }>(ME)).me;
}

/** A second browser with a copy of the client's cookies. */
function copyOf(stackClient: () => TestClient, client: TestClient): TestClient {
  const copy = stackClient();
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

for (const store of ['database', 'redis'] as const) {
  describe(`sessions kept in the ${store}`, () => {
    const stack = useTestStack(store === 'redis' ? { redisUrl: TEST_REDIS_URL } : {});

    it('carries nothing but an opaque id in the cookie', async () => {
      const client = await loggedInClient(stack, `opaque-${store}@example.ae`);
      const value = decodeURIComponent(client.cookies.get('store_session')!);
      expect(value).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9+/_-]+$/);
      expect(Buffer.from(value.split('.')[0]!, 'base64url').toString('latin1')).not.toContain('opaque');
    });

    it('logout ends the session on the server: a copied cookie stops working too', async () => {
      const client = await loggedInClient(stack, `leaver-${store}@example.ae`);
      const stolen = copyOf(stack.client, client);
      expect(await me(stolen)).toMatchObject({ email: `leaver-${store}@example.ae` });

      await client.data(`mutation { logout { ok } }`);
      expect(await me(client)).toBeNull();
      expect(await me(stolen)).toBeNull();
    });

    it('a password change ends every session of the customer, and nobody else’s', async () => {
      const email = `changer-${store}@example.ae`;
      const laptop = await loggedInClient(stack, email);
      const phone = stack.client();
      await phone.data(LOGIN, { email, password: PASSWORD });
      const stolen = copyOf(stack.client, laptop);
      const stranger = await loggedInClient(stack, `bystander-${store}@example.ae`);

      const answer = await laptop.data(
        `mutation { changePassword(oldPassword: "${PASSWORD}", newPassword: "hatta-trail-2026", confirmPassword: "hatta-trail-2026") { ok } }`,
      );
      expect(answer.changePassword.ok).toBe(true);
      expect(await me(laptop)).toBeNull();
      expect(await me(stolen)).toBeNull();
      expect(await me(phone)).toBeNull();
      expect(await me(stranger)).toMatchObject({ email: `bystander-${store}@example.ae` });
    });

    it('a password reset ends every session of the customer', async () => {
      const email = `forgetful-${store}@example.ae`;
      const laptop = await loggedInClient(stack, email);
      const phone = stack.client();
      await phone.data(LOGIN, { email, password: PASSWORD });
      await stack.client().data(`mutation ($email: String!) { requestPasswordReset(email: $email) { ok } }`, { email });
      const token = await resetToken(stack, email);
      const answer = await stack
        .client()
        .data(
          `mutation ($token: String!) { resetPassword(token: $token, newPassword: "hatta-trail-2026", confirmPassword: "hatta-trail-2026") { ok } }`,
          { token },
        );
      expect(answer.resetPassword.ok).toBe(true);
      expect(await me(laptop)).toBeNull();
      expect(await me(phone)).toBeNull();
    });

    it('shows the profile as the server has it now, on every device', async () => {
      const email = `renamed-${store}@example.ae`;
      const laptop = await loggedInClient(stack, email);
      const phone = stack.client();
      await phone.data(LOGIN, { email, password: PASSWORD });

      const input = { firstName: 'Noura', lastName: 'Saeed', phone: '050 765 4321', whatsapp: null };
      expect((await laptop.data(UPDATE_PROFILE, { input })).updateProfile.errors).toEqual([]);
      expect(await me(phone)).toEqual({ firstName: 'Noura', lastName: 'Saeed', email });
    });

    it('refuses orders of a session that has ended', async () => {
      const client = await loggedInClient(stack, `ended-${store}@example.ae`);
      const stolen = copyOf(stack.client, client);
      await client.data(`mutation { logout { ok } }`);
      const answer = await stolen.query(`{ myOrders { id } }`);
      expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('survives many parallel logins of one customer, each a session of its own', async () => {
      const email = `busy-${store}@example.ae`;
      await loggedInClient(stack, email);
      const clients = Array.from({ length: 6 }, () => stack.client());
      await Promise.all(clients.map((client) => logIn(client, email)));
      const ids = new Set(clients.map((client) => client.cookies.get('store_session')));
      expect(ids.size).toBe(6);
      for (const client of clients) expect(await me(client)).toMatchObject({ email });
    });
  });
}

describe('sessions shared by two gateway instances through Redis', () => {
  const stack = useTestStack({ redisUrl: TEST_REDIS_URL });

  it('a session started on one instance works, and ends, on the other', async () => {
    const second = await buildGateway(stack.gateway.services.config);
    const secondUrl = await second.app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const client = await loggedInClient(stack, 'two-instances@example.ae');
      const onSecond = copyOf(() => stack.client(), client);
      const url = stack.url;
      stack.url = secondUrl;
      expect(await me(onSecond)).toMatchObject({ email: 'two-instances@example.ae' });
      await onSecond.data(`mutation { logout { ok } }`);
      stack.url = url;
      expect(await me(client)).toBeNull();
    } finally {
      await second.app.close();
    }
  });
});

describe('the session cookie in production', () => {
  const stack = useTestStack({ production: true });

  it('is __Host- prefixed, Secure, httpOnly, SameSite=Lax, for path / and no domain', async () => {
    const client = await loggedInClient(stack, 'production@example.ae');
    const line = client.lastSetCookie.find((cookie) => cookie.startsWith('__Host-store_session='));
    expect(line).toBeDefined();
    expect(line).toMatch(/; Secure/i);
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(line).toMatch(/; Path=\//i);
    expect(line).not.toMatch(/Domain=/i);
    expect(await me(client)).toMatchObject({ email: 'production@example.ae' });
  });
});

describe('sessions with Redis down', () => {
  // Nothing listens on port 9 (discard) here: every Redis command fails at once.
  const stack = useTestStack({ redisUrl: 'redis://127.0.0.1:9' });

  it('login says the store is unavailable, and the shop still answers', async () => {
    const client = stack.client();
    await client.data(`mutation ($input: RegisterInput!) { register(input: $input) { ok } }`, {
      input: {
        firstName: 'Rana',
        lastName: 'Aziz',
        email: 'redis-down@example.ae',
        phone: '050 123 4567',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        agreeToTerms: true,
      },
    });
    const answer = await client.query(LOGIN, { email: 'redis-down@example.ae', password: PASSWORD });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(client.cookies.has('store_session')).toBe(false);

    const shop = await client.data<{ products: { items: unknown[] } }>(`{ products(pageSize: 4) { items { id } } }`);
    expect(shop.products.items).toHaveLength(4);
  });
});
