import { describe, expect, it } from 'vitest';
import { listOutbox } from '@store/backend/mail/outbox';
import { myOrders, placed, stocked } from '../testing/order-fixtures.ts';
import { loggedInClient, resetToken, useTestStack } from '../testing/test-gateway.ts';

/**
 * Input edges of accounts through the gateway, against the real backend: 254-character e-mail addresses,
 * common passwords, and a registration answer that does not tell whether an address is a customer's.
 */
const stack = useTestStack();

const TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { ok message errors { field message } } }`;
const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { customer { email } errors { field message } }
}`;
const REQUEST_RESET = `mutation ($email: String!) { requestPasswordReset(email: $email) { ok message errors { field message } } }`;
const RESET = `mutation ($token: String!, $newPassword: String!, $confirmPassword: String!) {
  resetPassword(token: $token, newPassword: $newPassword, confirmPassword: $confirmPassword) {
    ok message errors { field message }
  }
}`;
const CHANGE_PASSWORD = `mutation ($oldPassword: String!, $newPassword: String!, $confirmPassword: String!) {
  changePassword(oldPassword: $oldPassword, newPassword: $newPassword, confirmPassword: $confirmPassword) {
    ok message errors { field message }
  }
}`;

/** A valid 254-character address: a 64-character local part, domain labels of 63. */
function longestEmail(tag: string): string {
  const email = `${`${tag}-`.padEnd(64, 'x')}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.ae`;
  expect(email).toHaveLength(254);
  return email;
}

function registration(email: string, password = 'desert-rally-7') {
  return {
    firstName: 'Aisha',
    lastName: 'Khan',
    email,
    phone: '050 123 4567',
    password,
    confirmPassword: password,
    agreeToTerms: true,
  };
}

describe('a 254-character e-mail address', () => {
  it('registers, logs in, orders, lists its orders and resets its password', async () => {
    const email = longestEmail('Gateway');
    const stored = email.toLowerCase();
    const client = await loggedInClient(stack, email);
    const order = await placed(client, [stocked(1)]);
    expect((await myOrders(client)).map((summary) => summary.id)).toEqual([order.id]);
    expect(order.contact.email).toBe(stored);

    const request = await stack.client().data(REQUEST_RESET, { email });
    expect(request.requestPasswordReset).toMatchObject({ ok: true });
    const token = await resetToken(stack, stored);
    const reset = await stack
      .client()
      .data(RESET, { token, newPassword: 'fresh-pass-99', confirmPassword: 'fresh-pass-99' });
    expect(reset.resetPassword).toEqual({
      ok: true,
      message: 'Your password has been reset. Please log in.',
      errors: [],
    });
    const login = await stack.client().data(LOGIN, { email, password: 'fresh-pass-99' });
    expect(login.login).toEqual({ customer: { email: stored }, errors: [] });
  });
});

describe('common passwords', () => {
  it('are refused at registration, naming the field, and nothing is created', async () => {
    const answer = await stack.client().data(REGISTER, { input: registration('common@example.ae', 'Password123') });
    expect(answer.register).toEqual({ ok: false, message: null, errors: [{ field: 'password', message: TOO_COMMON }] });
    const rows = await stack.backend.db.db.selectFrom('customers').select('email').execute();
    expect(rows.map((row) => row.email)).not.toContain('common@example.ae');
  });

  it('are refused at reset and at change, case-insensitively', async () => {
    const client = await loggedInClient(stack, 'careful@example.ae');
    const change = await client.data(CHANGE_PASSWORD, {
      oldPassword: 'desert-rally-7',
      newPassword: 'SUNSHINE',
      confirmPassword: 'SUNSHINE',
    });
    expect(change.changePassword).toMatchObject({ ok: false, errors: [{ message: TOO_COMMON }] });

    await stack.client().data(REQUEST_RESET, { email: 'careful@example.ae' });
    const token = await resetToken(stack, 'careful@example.ae');
    const reset = await stack.client().data(RESET, { token, newPassword: 'Trustno1', confirmPassword: 'Trustno1' });
    expect(reset.resetPassword).toEqual({
      ok: false,
      message: null,
      errors: [{ field: 'newPassword', message: TOO_COMMON }],
    });
  });
});

describe('registering an address already in use', () => {
  it('answers as for a new one, keeps the account as it was, and mails the owner what to do', async () => {
    await loggedInClient(stack, 'owner@example.ae');
    const fresh = await stack.client().data(REGISTER, { input: registration('newcomer@example.ae') });
    const taken = await stack.client().data(REGISTER, { input: registration('Owner@Example.ae', 'takeover-pass-1') });
    expect(taken).toEqual(fresh);
    expect(taken.register).toEqual({ ok: true, message: 'Registration successful. Please log in.', errors: [] });

    const takeover = await stack.client().data(LOGIN, { email: 'owner@example.ae', password: 'takeover-pass-1' });
    expect(takeover.login.customer).toBeNull();
    const [mail] = await listOutbox(stack.backend.db.db, 'owner@example.ae');
    expect(mail?.subject).toBe('Someone tried to register with your e-mail address');
    expect(mail?.body).toContain('http://store.test/login');
    expect(mail?.body).toContain('http://store.test/forget-password');
  });
});
