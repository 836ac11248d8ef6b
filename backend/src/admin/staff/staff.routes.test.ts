import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listOutbox } from '../../mail/outbox.ts';
import { TEST_OWNER } from '../../testing/fixtures.ts';
import { useTestBackend } from '../../testing/test-backend.ts';

/** Back-office accounts: the owner from the environment, invitations, removal, and the audit log. */
const api = useTestBackend();
const asOwner = { 'x-staff-email': TEST_OWNER.email };

async function invite(email: string, role = 'STAFF') {
  return api.post('/admin-api/staff/invite', { email, name: 'Packer', role }, asOwner);
}

async function inviteToken(email: string): Promise<string> {
  const [mail] = await listOutbox(api.backend.db.db, email);
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

const login = (email: string, password: string) => api.post('/admin-api/staff/login', { email, password });

describe('the owner', () => {
  it('exists from OWNER_EMAIL and OWNER_PASSWORD and signs in; a wrong password does not', async () => {
    const answer = await login(TEST_OWNER.email, TEST_OWNER.password);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ email: TEST_OWNER.email, name: 'Owner', role: 'OWNER', secondFactor: false });
    expect((await login(TEST_OWNER.email, 'not-the-password')).status).toBe(400);
    expect((await login('nobody@store.test', TEST_OWNER.password)).status).toBe(400);
  });
});

describe('invitations', () => {
  it('an invited member sets a password with the mailed link, once, and signs in', async () => {
    expect((await invite('Packer@Store.test')).status).toBe(201);
    // Invited, not yet able to sign in.
    expect((await login('packer@store.test', 'anything-at-all')).status).toBe(400);
    const token = await inviteToken('packer@store.test');
    const accepted = await api.post('/admin-api/staff/accept-invite', { token, password: 'packing-line-42' });
    expect(await accepted.json()).toEqual({
      email: 'packer@store.test',
      name: 'Packer',
      role: 'STAFF',
      secondFactor: false,
    });
    expect((await login('packer@store.test', 'packing-line-42')).status).toBe(200);
    const again = await api.post('/admin-api/staff/accept-invite', { token, password: 'other-pass-4242' });
    expect(again.status).toBe(400);
  });

  it('refuses an invitation without its staff member, a bad role, or an e-mail already in use', async () => {
    expect(
      (await api.post('/admin-api/staff/invite', { email: 'a@store.test', name: 'A', role: 'STAFF' })).status,
    ).toBe(400);
    expect((await invite('b@store.test', 'ADMIN')).status).toBe(400);
    expect((await invite(TEST_OWNER.email)).status).toBe(409);
  });

  it('refuses a common or short password and a made-up token', async () => {
    await invite('weak@store.test');
    const token = await inviteToken('weak@store.test');
    const common = await api.post('/admin-api/staff/accept-invite', { token, password: 'password123' });
    expect(common.status).toBe(400);
    expect(((await common.json()) as { message: string }).message).toMatch(/too common/);
    const madeUp = await api.post('/admin-api/staff/accept-invite', { token: 'made-up', password: 'packing-line-42' });
    expect(madeUp.status).toBe(400);
  });
});

describe('one invitation, one account', () => {
  it('accepts a link used six times at once exactly once; the others are told it is spent', async () => {
    await invite('racer@store.test');
    const token = await inviteToken('racer@store.test');
    const answers = await Promise.all(
      ['one', 'two', 'three', 'four', 'five', 'six'].map((word) =>
        api.post('/admin-api/staff/accept-invite', { token, password: `packing-line-${word}-42` }),
      ),
    );
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(5);
    for (const lost of answers.filter((answer) => answer.status === 400)) {
      expect(((await lost.json()) as { message: string }).message).toBe(
        'This invitation link is invalid or has expired.',
      );
    }
    // The password that is set is the winner's, not the last writer's.
    const winner = ['one', 'two', 'three', 'four', 'five', 'six'][answers.indexOf(won[0]!)];
    const loser = winner === 'one' ? 'two' : 'one';
    expect((await login('racer@store.test', `packing-line-${winner}-42`)).status).toBe(200);
    expect((await login('racer@store.test', `packing-line-${loser}-42`)).status).toBe(400);
  }, 60_000);

  it('invites a removed member again: a new link, no way in with the old password', async () => {
    await invite('returner@store.test');
    await api.post('/admin-api/staff/accept-invite', {
      token: await inviteToken('returner@store.test'),
      password: 'packing-line-42',
    });
    expect((await api.post('/admin-api/staff/remove', { email: 'returner@store.test' }, asOwner)).status).toBe(200);

    const again = await api.post(
      '/admin-api/staff/invite',
      { email: 'returner@store.test', name: 'Returner', role: 'STAFF' },
      asOwner,
    );
    expect(again.status).toBe(201);
    expect((await login('returner@store.test', 'packing-line-42')).status).toBe(400);
    const [newest] = await listOutbox(api.backend.db.db, 'returner@store.test');
    const token = /token=([A-Za-z0-9_-]+)/.exec(newest?.body ?? '')?.[1];
    const accepted = await api.post('/admin-api/staff/accept-invite', { token, password: 'back-again-4242' });
    expect(await accepted.json()).toMatchObject({ email: 'returner@store.test', name: 'Returner', role: 'STAFF' });
    expect((await login('returner@store.test', 'back-again-4242')).status).toBe(200);
    // An active member is still refused a second account.
    expect((await invite('returner@store.test')).status).toBe(409);
  });
});

describe('removing staff', () => {
  it('ends the member: no sign-in, no session; the owner can remove neither self nor the last owner', async () => {
    await invite('leaver@store.test');
    await api.post('/admin-api/staff/accept-invite', {
      token: await inviteToken('leaver@store.test'),
      password: 'packing-line-42',
    });
    const idHash = createHash('sha256').update(randomBytes(32)).digest('hex');
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    await api.post('/accounts/staff/sessions/', { idHash, email: 'leaver@store.test', remember: false, expiresAt });
    expect((await api.get(`/accounts/staff/sessions/${idHash}`)).status).toBe(200);

    expect((await api.post('/admin-api/staff/remove', { email: 'leaver@store.test' }, asOwner)).status).toBe(200);
    expect((await login('leaver@store.test', 'packing-line-42')).status).toBe(400);
    expect((await api.get(`/accounts/staff/sessions/${idHash}`)).status).toBe(404);

    expect((await api.post('/admin-api/staff/remove', { email: TEST_OWNER.email }, asOwner)).status).toBe(409);
    const other = { 'x-staff-email': 'second-owner@store.test' };
    await invite('second-owner@store.test', 'OWNER');
    expect((await api.post('/admin-api/staff/remove', { email: TEST_OWNER.email }, other)).status).toBe(200);
    expect((await api.post('/admin-api/staff/remove', { email: 'second-owner@store.test' }, other)).status).toBe(409);
  });
});

describe('the audit log', () => {
  it('records who invited and removed whom, newest first', async () => {
    const response = await api.get('/admin-api/audit?pageSize=100');
    const rows = (await response.json()) as { actor: string; action: string; subject: string; at: string }[];
    expect(rows.find((row) => row.action === 'staff.invite' && row.subject === 'packer@store.test')).toMatchObject({
      actor: TEST_OWNER.email,
    });
    expect(rows.find((row) => row.action === 'staff.remove' && row.subject === 'leaver@store.test')).toBeDefined();
    const times = rows.map((row) => row.at);
    expect(times).toEqual([...times].sort().reverse());
    expect((await api.get('/admin-api/audit?pageSize=1000')).status).toBe(400);
  });

  it('pages through entries written at the same moment without skipping one', async () => {
    const at = '2001-01-01T00:00:00.000Z';
    const entry = (id: string) => ({
      id,
      at,
      actor: 'packer@store.test',
      action: 'order.status',
      subject: id,
      detail: '{}',
    });
    await api.backend.db.db.insertInto('audit_log').values(['bulk-1', 'bulk-2', 'bulk-3'].map(entry)).execute();
    const page = async (query: string) =>
      ((await (await api.get(`/admin-api/audit?pageSize=2&${query}`)).json()) as { id: string }[]).map((row) => row.id);
    const first = await page(`before=${encodeURIComponent('2001-01-01T00:00:00.001Z')}`);
    expect(first).toEqual(['bulk-3', 'bulk-2']);
    expect(await page(`before=${encodeURIComponent(at)}&beforeId=bulk-2`)).toEqual(['bulk-1']);
    expect((await api.get(`/admin-api/audit?before=${at}&beforeId=${'x'.repeat(65)}`)).status).toBe(400);
  });
});
