import { describe, expect, it } from 'vitest';
import { useTestStack, type TestClient } from '../testing/test-gateway.ts';

/**
 * Accounts and sessions through the gateway: registering, logging in and out and the session cookie,
 * against the real backend. Each password check costs ~0.4 s (scrypt), so accounts are few.
 */
const stack = useTestStack();

const PASSWORD = 'desert-rally-7';
const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ok
      message
      errors {
        field
        message
      }
    }
  }
`;
const LOGIN = /* GraphQL */ `
  mutation Login($email: String!, $password: String!, $remember: Boolean) {
    login(email: $email, password: $password, remember: $remember) {
      customer {
        firstName
        lastName
        email
        phone
        whatsapp
      }
      errors {
        field
        message
      }
    }
  }
`;
const ME = `{ me { firstName lastName email phone whatsapp } }`;

function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Aisha',
    lastName: 'Khan',
    email: 'aisha@example.ae',
    phone: '050 123 4567',
    whatsapp: '+971 55 765 4321',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    agreeToTerms: true,
    ...overrides,
  };
}

async function register(client: TestClient, overrides: Record<string, unknown> = {}) {
  const response = await client.raw({ query: REGISTER, variables: { input: registration(overrides) } });
  const body = (await response.json()) as {
    data?: { register: { ok: boolean; message: string | null; errors: { field: string | null; message: string }[] } };
    errors?: unknown;
  };
  return { status: response.status, errors: body.errors, register: body.data?.register };
}

async function login(client: TestClient, email: string, password: string, remember?: boolean) {
  return client.query<{ login: { customer: Record<string, unknown> | null; errors: unknown[] } }>(LOGIN, {
    email,
    password,
    remember,
  });
}

async function me(client: TestClient) {
  return (await client.data<{ me: Record<string, unknown> | null }>(ME)).me;
}

/** The session cookie's Set-Cookie line of the client's last answer. */
function sessionCookie(client: TestClient): string | undefined {
  return client.lastSetCookie.find((line) => line.startsWith('store_session='));
}

const AISHA = {
  firstName: 'Aisha',
  lastName: 'Khan',
  email: 'aisha@example.ae',
  phone: '050 123 4567',
  whatsapp: '+971 55 765 4321',
};

describe('register', () => {
  it('opens an account', async () => {
    // The e-mail is stored lower-cased: it identifies the customer whatever the case it is typed in.
    const answer = await register(stack.client(), { email: 'Aisha@Example.AE' });
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    expect(answer.register).toEqual({ ok: true, message: 'Registration successful. Please log in.', errors: [] });
    const rows = await stack.backend.db.db.selectFrom('customers').select('email').execute();
    expect(rows.map((row) => row.email)).toContain('aisha@example.ae');
  });

  it.each([
    ['confirmPassword', { confirmPassword: 'desert-rally-8' }, 'Passwords do not match!'],
    ['phone', { phone: '12345' }, 'Phone must be a UAE number, e.g. 050 123 4567.'],
    ['whatsapp', { whatsapp: '+44 20 7946 0958' }, 'WhatsApp must be a UAE number, e.g. 050 123 4567.'],
    ['agreeToTerms', { agreeToTerms: false }, 'You must agree to the terms and conditions.'],
    ['email', { email: 'aisha@example' }, 'Enter a valid e-mail address.'],
    ['firstName', { firstName: '  ' }, 'First name is required.'],
    ['password', { password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters.'],
  ])('refuses a bad %s as data, naming the field', async (field, overrides, message) => {
    const answer = await register(stack.client(), { email: `refused-${field}@example.ae`, ...overrides });
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    expect(answer.register).toEqual({ ok: false, message: null, errors: [{ field, message }] });
    // Nothing was created.
    const rows = await stack.backend.db.db.selectFrom('customers').select('email').execute();
    expect(rows.map((row) => row.email)).not.toContain(`refused-${field}@example.ae`);
  });

  it('names every field at fault at once', async () => {
    const answer = await register(stack.client(), {
      email: 'refused-many@example.ae',
      lastName: '',
      phone: 'call me',
      confirmPassword: 'something else',
      agreeToTerms: false,
    });
    expect(answer.register?.ok).toBe(false);
    expect(answer.register?.errors.map((error) => error.field).sort()).toEqual(
      ['agreeToTerms', 'confirmPassword', 'lastName', 'phone'].sort(),
    );
  });

  it('answers an e-mail already registered, in any case, exactly like a new one (the owner gets a mail)', async () => {
    const answer = await register(stack.client(), { email: 'AISHA@example.ae', firstName: 'Someone' });
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    expect(answer.register).toEqual({ ok: true, message: 'Registration successful. Please log in.', errors: [] });
    const rows = await stack.backend.db.db
      .selectFrom('customers')
      .select('fname')
      .where('email', '=', 'aisha@example.ae')
      .execute();
    expect(rows).toEqual([{ fname: 'Aisha' }]);
  });
});

describe('login and the session', () => {
  it('treats a guest as nobody', async () => {
    const answer = await stack.client().query(ME);
    expect(answer).toEqual({ data: { me: null } });
  });

  it('logs in, sets a signed httpOnly SameSite=Lax cookie for 30 days, and `me` is the customer', async () => {
    const client = stack.client();
    // The e-mail is matched case-insensitively.
    const answer = await login(client, ' Aisha@Example.ae ', PASSWORD);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.login).toEqual({ customer: AISHA, errors: [] });

    const cookie = sessionCookie(client)!;
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(cookie)?.[1]);
    expect(Math.abs(maxAge - 30 * 24 * 60 * 60)).toBeLessThan(60);
    // Signed: the value carries a signature after the payload.
    expect(decodeURIComponent(client.cookies.get('store_session')!)).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9+/_-]+$/);

    expect(await me(client)).toEqual(AISHA);
  });

  it('remembers by default, and keeps the cookie for the browser session only without remember', async () => {
    const remembered = stack.client();
    const inline = await remembered.query(
      `mutation { login(email: "aisha@example.ae", password: "${PASSWORD}") { customer { email } } }`,
    );
    expect(inline.data).toEqual({ login: { customer: { email: 'aisha@example.ae' } } });
    expect(sessionCookie(remembered)).toMatch(/Max-Age=\d+/i);

    const browserSession = stack.client();
    const answer = await login(browserSession, 'aisha@example.ae', PASSWORD, false);
    expect(answer.data!.login.customer).toEqual(AISHA);
    const cookie = sessionCookie(browserSession)!;
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/Max-Age/i);
    expect(cookie).not.toMatch(/Expires/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(await me(browserSession)).toEqual(AISHA);
  });

  it('says the same for a wrong password and an unknown e-mail, and sets no cookie', async () => {
    const wrongPassword = stack.client();
    const wrong = await login(wrongPassword, 'aisha@example.ae', 'desert-rally-8');
    const unknown = await login(stack.client(), 'nobody@example.ae', PASSWORD);
    for (const answer of [wrong, unknown]) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.login).toEqual({
        customer: null,
        errors: [{ field: null, message: 'Wrong e-mail or password' }],
      });
    }
    expect(sessionCookie(wrongPassword)).toBeUndefined();
    expect(await me(wrongPassword)).toBeNull();
  });

  it('refuses a malformed e-mail or an empty password as data', async () => {
    const answer = await login(stack.client(), 'not-an-email', '');
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.login).toEqual({
      customer: null,
      errors: [
        { field: 'email', message: 'Enter a valid e-mail address.' },
        { field: 'password', message: 'Password is required.' },
      ],
    });
  });

  it('ignores a tampered or forged session cookie', async () => {
    const client = stack.client();
    await login(client, 'aisha@example.ae', PASSWORD);
    const value = client.cookies.get('store_session')!;
    expect(await me(client)).toEqual(AISHA);

    // The same cookie in another browser is the same session.
    const copy = stack.client();
    copy.cookies.set('store_session', value);
    expect(await me(copy)).toEqual(AISHA);

    // One character changed, in the payload or in the signature.
    for (const index of [5, value.length - 3]) {
      const tampered = stack.client();
      const char = value[index]!;
      tampered.cookies.set(
        'store_session',
        value.slice(0, index) + (char === 'A' ? 'B' : 'A') + value.slice(index + 1),
      );
      const answer = await tampered.query(ME);
      expect(answer, `character ${index}`).toEqual({ data: { me: null } });
    }

    // A payload naming someone else, with or without the real signature.
    const forgedPayload = Buffer.from(
      JSON.stringify({
        customer: { ...AISHA, email: 'mallory@example.ae' },
        expiresAt: Date.now() + 1e9,
        remember: true,
      }),
    ).toString('base64url');
    const signature = value.slice(value.lastIndexOf('.') + 1);
    for (const forged of [forgedPayload, `${forgedPayload}.${signature}`]) {
      const attacker = stack.client();
      attacker.cookies.set('store_session', forged);
      expect(await me(attacker)).toBeNull();
    }
  });
});

describe('logout', () => {
  it('clears the cookie, and `me` is null afterwards', async () => {
    const client = stack.client();
    await login(client, 'aisha@example.ae', PASSWORD);
    expect(await me(client)).toEqual(AISHA);

    const answer = await client.data(`mutation { logout { ok message errors { message } } }`);
    expect(answer.logout).toMatchObject({ ok: true, errors: [] });
    const cookie = sessionCookie(client)!;
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect(client.cookies.has('store_session')).toBe(false);
    expect(await me(client)).toBeNull();
  });
});
