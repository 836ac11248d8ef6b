import { describe, expect, it } from 'vitest';
import { listOutbox } from '../mail/outbox.ts';
import { registration } from '../testing/fixtures.ts';
import { useTestBackend } from '../testing/test-backend.ts';

const api = useTestBackend();

type Answer = { status: string; message: string; data?: Record<string, string> };
const post = (path: string, body: unknown) => api.postJson<Answer>(path, body);

async function resetLinkToken(email: string): Promise<string> {
  const [mail] = await listOutbox(api.backend.db.db, email);
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error('no reset link in the outbox');
  return token;
}

describe('registration', () => {
  it('registers a customer', async () => {
    expect(await post('/images/customers/', registration('reg@example.ae'))).toEqual({
      status: '1',
      message: 'Registration successful. Please log in.',
    });
  });

  it('answers an e-mail already registered, in any case, like a new one, and mails its owner instead', async () => {
    await post('/images/customers/', registration('taken@example.ae'));
    const again = registration('  TAKEN@Example.ae', {
      fname: 'Mallory',
      password_hash: 'takeover-pass-1',
      confirmPassword: 'takeover-pass-1',
    });
    expect(await post('/images/customers/', again)).toEqual({
      status: '1',
      message: 'Registration successful. Please log in.',
    });
    // Nothing changed: one account, the first password.
    const rows = await api.backend.db.db
      .selectFrom('customers')
      .selectAll()
      .where('email', '=', 'taken@example.ae')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fname: 'Aisha' });
    expect(await post('/images/login/', { email: 'taken@example.ae', password: 'takeover-pass-1' })).toMatchObject({
      status: '2',
    });
    expect(await post('/images/login/', { email: 'taken@example.ae', password: 'desert-rally-7' })).toMatchObject({
      status: '1',
    });

    const [notice, ...more] = await listOutbox(api.backend.db.db, 'taken@example.ae');
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ subject: 'Someone tried to register with your e-mail address' });
    expect(notice!.body).toContain('Hello Aisha,');
    expect(notice!.body).toContain('log in at http://store.test/login');
    expect(notice!.body).toContain('reset it at http://store.test/forget-password');
    expect(notice!.body).not.toContain('Mallory');

    // One notice per address per hour, however often someone tries.
    await post('/images/customers/', again);
    expect(await listOutbox(api.backend.db.db, 'taken@example.ae')).toHaveLength(1);
  });

  it.each([
    [{ fname: '' }, 'First name is required.'],
    [{ lname: '   ' }, 'Last name is required.'],
    [{ email: 'not-an-email' }, 'Enter a valid e-mail address.'],
    [{ phone: '12345' }, 'Phone must be a UAE number, e.g. 050 123 4567.'],
    [{ whatsapp: '999' }, 'WhatsApp must be a UAE number, e.g. 050 123 4567.'],
    [{ password_hash: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters.'],
    [
      { password_hash: 'Sunshine', confirmPassword: 'Sunshine' },
      'This password is too common. Choose one that is harder to guess.',
    ],
    [{ confirmPassword: 'something-else' }, 'Passwords do not match!'],
    [{ agree_checkbox: false }, 'You must agree to the terms and conditions.'],
    [{ fname: ['Aisha'] }, 'First name must be text.'],
  ])('refuses %j with a message naming the field', async (override, message) => {
    expect(await post('/images/customers/', registration('invalid@example.ae', override))).toEqual({
      status: '2',
      message,
    });
  });
});

describe('login', () => {
  it('logs in with the registered password, case-insensitively on the e-mail, and never returns the hash', async () => {
    await post('/images/customers/', registration('login@example.ae', { whatsapp: '0559876543' }));
    const response = await api.post('/images/login/', {
      email: 'Login@Example.AE',
      password: 'desert-rally-7',
      agree_checkbox: true,
    });
    const text = await response.text();
    expect(text).not.toContain('scrypt');
    expect(JSON.parse(text)).toEqual({
      status: '1',
      message: 'Login successful.',
      data: { fname: 'Aisha', lname: 'Khan', email: 'login@example.ae', phone: '050 123 4567', whatsapp: '0559876543' },
    });
  });

  it('says the same for a wrong password and an unknown e-mail', async () => {
    await post('/images/customers/', registration('enum@example.ae'));
    const wrongPassword = await post('/images/login/', { email: 'enum@example.ae', password: 'wrong-password' });
    const unknown = await post('/images/login/', { email: 'nobody@example.ae', password: 'wrong-password' });
    expect(wrongPassword).toEqual({ status: '2', message: 'Wrong e-mail or password' });
    expect(unknown).toEqual(wrongPassword);
  });

  it('requires an e-mail and a password', async () => {
    expect(await post('/images/login/', { email: '', password: 'x' })).toEqual({
      status: '2',
      message: 'E-mail is required.',
    });
    expect(await post('/images/login/', { email: 'a@b.ae' })).toEqual({
      status: '2',
      message: 'Password is required.',
    });
  });
});

describe('profile and password', () => {
  it('updates the profile but not the e-mail', async () => {
    await post('/images/customers/', registration('profile@example.ae'));
    const answer = await post('/images/customer-update/', {
      fname: 'Aisha R.',
      lname: 'Khan',
      email: 'profile@example.ae',
      phone: '04 123 4567',
      whatsapp: '',
    });
    expect(answer).toMatchObject({
      status: '1',
      data: { fname: 'Aisha R.', phone: '04 123 4567', email: 'profile@example.ae' },
    });
    expect(
      await post('/images/customer-update/', {
        fname: 'X',
        lname: 'Y',
        email: 'ghost@example.ae',
        phone: '0501234567',
      }),
    ).toEqual({
      status: '2',
      message: 'Customer not found.',
    });
    expect(
      await post('/images/customer-update/', {
        fname: '',
        lname: 'Y',
        email: 'profile@example.ae',
        phone: '0501234567',
      }),
    ).toEqual({
      status: '2',
      message: 'First name is required.',
    });
  });

  it('changes the password only with the old one', async () => {
    await post('/images/customers/', registration('change@example.ae'));
    expect(
      await post('/images/change-password/', {
        email: 'change@example.ae',
        oldPassword: 'not-it-at-all',
        newPassword: 'new-pass-123',
      }),
    ).toEqual({ status: '2', message: 'Old password is incorrect.' });
    expect(
      await post('/images/change-password/', {
        email: 'change@example.ae',
        oldPassword: 'desert-rally-7',
        newPassword: 'new-pass-123',
      }),
    ).toMatchObject({ status: '1' });
    expect(await post('/images/login/', { email: 'change@example.ae', password: 'desert-rally-7' })).toMatchObject({
      status: '2',
    });
    expect(await post('/images/login/', { email: 'change@example.ae', password: 'new-pass-123' })).toMatchObject({
      status: '1',
    });
  });
});

describe('forgotten password', () => {
  it('mails a single-use reset link that sets a new password', async () => {
    await post('/images/customers/', registration('forgot@example.ae'));
    const answer = await api.getJson('/images/forgot-password/Forgot@example.ae');
    expect(answer).toMatchObject({ status: '1' });
    const token = await resetLinkToken('forgot@example.ae');
    expect(token.length).toBeGreaterThanOrEqual(43); // 32 random bytes

    // The answer names whose password it was, so that the gateway can end that customer's sessions.
    expect(await post('/images/reset-password/', { token, newPassword: 'fresh-pass-99' })).toMatchObject({
      status: '1',
      data: { email: 'forgot@example.ae' },
    });
    expect(await post('/images/login/', { email: 'forgot@example.ae', password: 'fresh-pass-99' })).toMatchObject({
      status: '1',
    });
    expect(await post('/images/reset-password/', { token, newPassword: 'again-pass-99' })).toEqual({
      status: '2',
      message: 'This password reset link is invalid or has expired.',
    });
  });

  it('answers an unknown e-mail exactly like a known one, and mails nothing', async () => {
    await post('/images/customers/', registration('known@example.ae'));
    const known = await api.getJson('/images/forgot-password/known@example.ae');
    const unknown = await api.getJson('/images/forgot-password/stranger@example.ae');
    expect(unknown).toEqual(known);
    expect(await listOutbox(api.backend.db.db, 'stranger@example.ae')).toEqual([]);
  });

  it('refuses a made-up token', async () => {
    expect(await post('/images/reset-password/', { token: 'made-up', newPassword: 'fresh-pass-99' })).toEqual({
      status: '2',
      message: 'This password reset link is invalid or has expired.',
    });
  });
});
