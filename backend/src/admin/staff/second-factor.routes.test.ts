import { SECOND_FACTOR, SECOND_FACTOR_MESSAGES } from '@store/domain';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { listOutbox } from '../../mail/outbox.ts';
import { TEST_OWNER } from '../../testing/fixtures.ts';
import { useTestBackend } from '../../testing/test-backend.ts';

/** Two-step sign-in (TOTP): set up by the member, on after a first code, each code accepted once. */
const api = useTestBackend();
const as = (email: string) => ({ 'x-staff-email': email });

/** The code an authenticator app holding `secret` shows `stepsAhead` steps from now. */
function codeOf(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: SECOND_FACTOR.periodSeconds });
  return totp.generate({ timestamp: Date.now() + stepsAhead * SECOND_FACTOR.periodSeconds * 1000 });
}

async function message(response: Response): Promise<string> {
  return ((await response.json()) as { message: string }).message;
}

async function newMember(email: string, role = 'STAFF'): Promise<void> {
  await api.post('/admin-api/staff/invite', { email, name: 'Packer', role }, as(TEST_OWNER.email));
  const [mail] = await listOutbox(api.backend.db.db, email);
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.body)![1]!;
  await api.post('/admin-api/staff/accept-invite', { token, password: 'packing-line-42' });
}

async function setUp(email: string): Promise<string> {
  const answer = await api.post('/admin-api/staff/second-factor/setup', {}, as(email));
  expect(answer.status).toBe(200);
  const { secret, uri } = (await answer.json()) as { secret: string; uri: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\/Graphic%20Tees%20Dubai:/);
  expect(uri).toContain(`secret=${secret}`);
  return secret;
}

const verify = (email: string, code: string) => api.post('/admin-api/staff/second-factor/verify', { email, code });

describe('setting up two-step sign-in', () => {
  it('is on only after a first right code; sign-in then says so, and each code counts once', async () => {
    await newMember('twostep@store.test');
    const secret = await setUp('twostep@store.test');
    const login = () =>
      api.post('/admin-api/staff/login', { email: 'twostep@store.test', password: 'packing-line-42' });
    // Not on yet: started, not confirmed.
    expect(await (await login()).json()).toMatchObject({ secondFactor: false });

    const wrong = await api.post(
      '/admin-api/staff/second-factor/confirm',
      { code: '000000' },
      as('twostep@store.test'),
    );
    expect(wrong.status).toBe(400);
    expect(await message(wrong)).toBe(SECOND_FACTOR_MESSAGES.wrongCode);
    const code = codeOf(secret);
    const confirmed = await api.post('/admin-api/staff/second-factor/confirm', { code }, as('twostep@store.test'));
    expect(confirmed.status).toBe(200);
    expect(await (await login()).json()).toMatchObject({ secondFactor: true });

    // The code used to confirm is spent; the next one signs in, once.
    expect((await verify('twostep@store.test', code)).status).toBe(400);
    const next = codeOf(secret, 1);
    const signedIn = await verify('twostep@store.test', next);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ email: 'twostep@store.test', secondFactor: true });
    expect(await message(await verify('twostep@store.test', next))).toBe(SECOND_FACTOR_MESSAGES.wrongCode);

    // Once on, a new set-up is refused (it would replace the secret without a code).
    const again = await api.post('/admin-api/staff/second-factor/setup', {}, as('twostep@store.test'));
    expect(again.status).toBe(409);
  });

  it('accepts one code used six times at once exactly once', async () => {
    await newMember('racer2@store.test');
    const secret = await setUp('racer2@store.test');
    await api.post('/admin-api/staff/second-factor/confirm', { code: codeOf(secret, -1) }, as('racer2@store.test'));
    const code = codeOf(secret);
    const answers = await Promise.all(Array.from({ length: 6 }, () => verify('racer2@store.test', code)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
  });

  it('refuses malformed codes, codes from another secret, and members without it', async () => {
    await newMember('odd@store.test');
    for (const code of ['12345', 'abcdef', '1'.repeat(5000), 123456]) {
      const answer = await api.post('/admin-api/staff/second-factor/confirm', { code }, as('odd@store.test'));
      expect(answer.status).toBe(400);
    }
    expect(await message(await verify('odd@store.test', '123456'))).toBe(SECOND_FACTOR_MESSAGES.notOn);
    expect((await verify('nobody@store.test', '123456')).status).toBe(404);
    const secret = await setUp('odd@store.test');
    const other = new Secret({ size: 20 }).base32;
    const answer = await api.post(
      '/admin-api/staff/second-factor/confirm',
      { code: codeOf(other) },
      as('odd@store.test'),
    );
    expect(answer.status).toBe(400);
    expect(secret).not.toBe(other);
  });
});

describe('turning it off', () => {
  it('staff may, with a code; an owner may not once set up', async () => {
    await newMember('leaver@store.test');
    const secret = await setUp('leaver@store.test');
    await api.post('/admin-api/staff/second-factor/confirm', { code: codeOf(secret, -1) }, as('leaver@store.test'));
    const off = await api.post('/admin-api/staff/second-factor/off', { code: codeOf(secret) }, as('leaver@store.test'));
    expect(off.status).toBe(200);
    const login = await api.post('/admin-api/staff/login', { email: 'leaver@store.test', password: 'packing-line-42' });
    expect(await login.json()).toMatchObject({ secondFactor: false });

    await newMember('owner2@store.test', 'OWNER');
    const ownerSecret = await setUp('owner2@store.test');
    await api.post(
      '/admin-api/staff/second-factor/confirm',
      { code: codeOf(ownerSecret, -1) },
      as('owner2@store.test'),
    );
    const refused = await api.post(
      '/admin-api/staff/second-factor/off',
      { code: codeOf(ownerSecret) },
      as('owner2@store.test'),
    );
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe(SECOND_FACTOR_MESSAGES.ownerKeepsIt);
  });
});
