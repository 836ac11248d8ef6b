import { describe, expect, it } from 'vitest';
import { listOutbox } from '@store/backend/mail/outbox';
import { loggedInClient, resetTokens, useTestStack, type TestClient } from '../testing/test-gateway.ts';

/**
 * The logged-in customer's account through the gateway: profile, password change, the forgotten-password
 * link from the backend's outbox, and the newsletter and contact forms, against the real backend.
 */
const stack = useTestStack();

const PASSWORD = 'desert-rally-7';
const NEW_PASSWORD = 'hatta-trail-2026';
const RESET_REQUESTED = 'If this e-mail is registered, a password reset link has been sent to it.';

const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { customer { firstName lastName email phone whatsapp } errors { field message } }
}`;
const ME = `{ me { firstName lastName email phone whatsapp } }`;
const UPDATE_PROFILE = `mutation ($input: ProfileInput!) {
  updateProfile(input: $input) { customer { firstName lastName email phone whatsapp } errors { field message } }
}`;
const CHANGE_PASSWORD = `mutation ($oldPassword: String!, $newPassword: String!, $confirmPassword: String!) {
  changePassword(oldPassword: $oldPassword, newPassword: $newPassword, confirmPassword: $confirmPassword) {
    ok message errors { field message }
  }
}`;
const REQUEST_RESET = `mutation ($email: String!) { requestPasswordReset(email: $email) { ok message errors { field message } } }`;
const RESET = `mutation ($token: String!, $newPassword: String!, $confirmPassword: String!) {
  resetPassword(token: $token, newPassword: $newPassword, confirmPassword: $confirmPassword) {
    ok message errors { field message }
  }
}`;

async function login(email: string, password: string) {
  const client = stack.client();
  const { login } = await client.data<{ login: { customer: Record<string, unknown> | null; errors: unknown[] } }>(
    LOGIN,
    { email, password },
  );
  return { client, ...login };
}

async function me(client: TestClient) {
  return (await client.data<{ me: Record<string, unknown> | null }>(ME)).me;
}

const refusal = (message: string, field: string | null = null) => ({
  ok: false,
  message: null,
  errors: [{ field, message }],
});

describe('updateProfile', () => {
  const profile = { firstName: 'Aisha', lastName: 'Rahman', phone: '04 123 4567', whatsapp: '+971 50 987 6543' };

  it('requires a login', async () => {
    const answer = await stack.client().query(UPDATE_PROFILE, { input: profile });
    expect(answer.data).toBeNull();
    expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  it('refuses invalid fields as data and changes nothing', async () => {
    const client = await loggedInClient(stack, 'profile@example.ae');
    const before = await me(client);
    const answer = await client.query(UPDATE_PROFILE, {
      input: { ...profile, firstName: '', phone: '12345', whatsapp: 'whatsapp me' },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.updateProfile).toEqual({
      customer: null,
      errors: [
        { field: 'firstName', message: 'First name is required.' },
        { field: 'phone', message: 'Phone must be a UAE number, e.g. 050 123 4567.' },
        { field: 'whatsapp', message: 'WhatsApp must be a UAE number, e.g. 050 123 4567.' },
      ],
    });
    expect(await me(client)).toEqual(before);
  });

  it('saves the profile: `me` shows it at once, the e-mail stays, and the next login shows it too', async () => {
    const client = await loggedInClient(stack, 'profile-saved@example.ae');
    const answer = await client.data(UPDATE_PROFILE, { input: profile });
    const expected = { ...profile, email: 'profile-saved@example.ae' };
    expect(answer.updateProfile).toEqual({ customer: expected, errors: [] });
    expect(await me(client)).toEqual(expected);

    const again = await login('profile-saved@example.ae', 'desert-rally-7');
    expect(again.customer).toEqual(expected);

    // Leaving WhatsApp out clears it.
    const cleared = await client.data(UPDATE_PROFILE, {
      input: { firstName: 'Aisha', lastName: 'Rahman', phone: '04 123 4567' },
    });
    expect(cleared.updateProfile.customer).toEqual({ ...expected, whatsapp: null });
    expect(await me(client)).toEqual({ ...expected, whatsapp: null });
  });
});

describe('changePassword', () => {
  it('requires a login', async () => {
    const answer = await stack
      .client()
      .query(CHANGE_PASSWORD, { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(answer.data).toBeNull();
    expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  it('refuses a wrong old password, a mismatch or a short new password as data, and keeps the session', async () => {
    const client = await loggedInClient(stack, 'changer-refused@example.ae');
    const change = async (oldPassword: string, newPassword: string, confirmPassword: string) =>
      (await client.data(CHANGE_PASSWORD, { oldPassword, newPassword, confirmPassword })).changePassword;

    expect(await change('not-my-password', NEW_PASSWORD, NEW_PASSWORD)).toEqual(refusal('Old password is incorrect.'));
    expect(await change(PASSWORD, NEW_PASSWORD, 'hatta-trail-2025')).toEqual(
      refusal('Passwords do not match!', 'confirmPassword'),
    );
    expect(await change(PASSWORD, 'short', 'short')).toEqual(
      refusal('New password must be at least 8 characters.', 'newPassword'),
    );
    expect(await me(client)).toMatchObject({ email: 'changer-refused@example.ae' });
    // The password is unchanged.
    expect((await login('changer-refused@example.ae', PASSWORD)).customer).not.toBeNull();
  });

  it('changes the password and ends every session, on every device; the new password logs in, the old one not', async () => {
    const client = await loggedInClient(stack, 'changer@example.ae');
    const otherDevice = (await login('changer@example.ae', PASSWORD)).client;
    expect(await me(otherDevice)).toMatchObject({ email: 'changer@example.ae' });

    const answer = await client.data(CHANGE_PASSWORD, {
      oldPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(answer.changePassword).toEqual({ ok: true, message: 'Password changed successfully.', errors: [] });
    expect(client.lastSetCookie.find((line) => line.startsWith('store_session='))).toMatch(
      /Max-Age=0|Expires=Thu, 01 Jan 1970/i,
    );
    expect(await me(client)).toBeNull();
    expect(await me(otherDevice)).toBeNull();

    expect((await login('changer@example.ae', PASSWORD)).errors).toEqual([
      { field: null, message: 'Wrong e-mail or password' },
    ]);
    const fresh = await login('changer@example.ae', NEW_PASSWORD);
    expect(fresh.customer).toMatchObject({ email: 'changer@example.ae' });
    expect(await me(fresh.client)).toMatchObject({ email: 'changer@example.ae' });
  });
});

describe('forgotten password', () => {
  it('answers the same for a registered and an unknown e-mail, and mails a link only to the registered one', async () => {
    await loggedInClient(stack, 'forgetful@example.ae');
    const registered = await stack.client().data(REQUEST_RESET, { email: 'Forgetful@Example.ae' });
    const unknown = await stack.client().data(REQUEST_RESET, { email: 'stranger@example.ae' });
    expect(registered.requestPasswordReset).toEqual({ ok: true, message: RESET_REQUESTED, errors: [] });
    expect(unknown).toEqual(registered);

    expect(await resetTokens(stack, 'forgetful@example.ae')).toHaveLength(1);
    expect(await listOutbox(stack.backend.db.db, 'stranger@example.ae')).toEqual([]);
  });

  it('refuses a malformed e-mail as data', async () => {
    const answer = await stack.client().query(REQUEST_RESET, { email: 'forgetful@' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.requestPasswordReset).toEqual(refusal('Enter a valid e-mail address.', 'email'));
  });

  it('sets a new password with the mailed token, once; the old password and other links stop working', async () => {
    await stack.client().data(REQUEST_RESET, { email: 'forgetful@example.ae' });
    const tokens = await resetTokens(stack, 'forgetful@example.ae');
    expect(tokens).toHaveLength(2);
    const [token, otherToken] = tokens as [string, string];
    const reset = async (variables: Record<string, string>) =>
      (
        await stack
          .client()
          .data(RESET, { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...variables })
      ).resetPassword;

    expect(await reset({ confirmPassword: 'hatta-trail-2025' })).toEqual(
      refusal('Passwords do not match!', 'confirmPassword'),
    );
    expect(await reset({ newPassword: 'short', confirmPassword: 'short' })).toEqual(
      refusal('New password must be at least 8 characters.', 'newPassword'),
    );
    expect(await reset({ token: 'not-a-real-token' })).toEqual(
      refusal('This password reset link is invalid or has expired.'),
    );

    expect(await reset({})).toEqual({ ok: true, message: 'Your password has been reset. Please log in.', errors: [] });
    const fresh = await login('forgetful@example.ae', NEW_PASSWORD);
    expect(fresh.customer).toMatchObject({ email: 'forgetful@example.ae' });
    expect((await login('forgetful@example.ae', PASSWORD)).customer).toBeNull();

    // The link works once, and the other link still out is void.
    for (const used of [token, otherToken]) {
      expect(await reset({ token: used, newPassword: 'another-pass-1', confirmPassword: 'another-pass-1' })).toEqual(
        refusal('This password reset link is invalid or has expired.'),
      );
    }
    expect((await login('forgetful@example.ae', NEW_PASSWORD)).customer).not.toBeNull();
  });
});

describe('newsletter', () => {
  const SUBSCRIBE = `mutation ($email: String!) { subscribeNewsletter(email: $email) { ok message errors { field message } } }`;

  it('subscribes an e-mail, and says so again for one already subscribed', async () => {
    for (let i = 0; i < 2; i++) {
      const answer = await stack.client().data(SUBSCRIBE, { email: 'Fan@Example.ae' });
      expect(answer.subscribeNewsletter).toEqual({
        ok: true,
        message: 'You have successfully subscribed.',
        errors: [],
      });
    }
    const rows = await stack.backend.db.db.selectFrom('newsletter_subscribers').select('email').execute();
    expect(rows.filter((row) => row.email === 'fan@example.ae')).toHaveLength(1);
  });

  it('refuses an invalid or empty e-mail as data', async () => {
    for (const [email, message] of [
      ['fan-at-example.ae', 'Enter a valid e-mail address.'],
      ['', 'E-mail is required.'],
    ] as const) {
      const answer = await stack.client().query(SUBSCRIBE, { email });
      expect(answer.errors, email).toBeUndefined();
      expect(answer.data!.subscribeNewsletter, email).toEqual(refusal(message, 'email'));
    }
    const rows = await stack.backend.db.db.selectFrom('newsletter_subscribers').select('email').execute();
    expect(rows.map((row) => row.email)).not.toContain('fan-at-example.ae');
  });
});

describe('contact form', () => {
  const SEND = `mutation ($name: String!, $email: String!, $message: String!) {
    sendContactMessage(name: $name, email: $email, message: $message) { ok message errors { field message } }
  }`;

  it('sends the message to the shop', async () => {
    const message = 'Do you print the Hatta Trail Rider Tee in 3XL?';
    const answer = await stack.client().data(SEND, { name: 'Hamad', email: 'hamad@example.ae', message });
    // The old product's wording, kept for the contact form too.
    expect(answer.sendContactMessage).toEqual({ ok: true, message: 'You have successfully subscribed.', errors: [] });
    const stored = await stack.backend.db.db.selectFrom('contact_messages').selectAll().execute();
    expect(stored).toEqual([expect.objectContaining({ name: 'Hamad', email: 'hamad@example.ae', message })]);
    const mails = await listOutbox(stack.backend.db.db);
    expect(mails.some((mail) => mail.body.includes(message))).toBe(true);
  });

  it('refuses a missing message or a bad e-mail as data, naming the fields', async () => {
    const missing = await stack.client().query(SEND, { name: 'Hamad', email: 'hamad@example.ae', message: '  ' });
    expect(missing.errors).toBeUndefined();
    expect(missing.data!.sendContactMessage).toEqual(refusal('Message is required.', 'message'));

    const both = await stack.client().data(SEND, { name: '', email: 'hamad@', message: '' });
    expect(both.sendContactMessage).toEqual({
      ok: false,
      message: null,
      errors: [
        { field: 'name', message: 'Name is required.' },
        { field: 'email', message: 'Enter a valid e-mail address.' },
        { field: 'message', message: 'Message is required.' },
      ],
    });
    const stored = await stack.backend.db.db.selectFrom('contact_messages').select('message').execute();
    expect(stored).toHaveLength(1);
  });
});
