import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { registration } from '../testing/fixtures.ts';
import { useTestBackend } from '../testing/test-backend.ts';

/** The accounts API the gateway keeps sessions in (without Redis) and reads profiles from. */
const api = useTestBackend();

type Answer = { status: string; message: string; data?: Record<string, unknown> };

const newIdHash = () => createHash('sha256').update(randomBytes(32)).digest('hex');
const inADay = () => new Date(Date.now() + 86_400_000).toISOString();

async function customer(email: string): Promise<string> {
  await api.post('/images/customers/', registration(email));
  return email;
}

async function startSession(email: string, expiresAt = inADay()): Promise<string> {
  const idHash = newIdHash();
  const response = await api.post('/accounts/customer/sessions/', { idHash, email, remember: true, expiresAt });
  expect(response.status).toBe(201);
  return idHash;
}

const session = (idHash: string) => api.get(`/accounts/customer/sessions/${idHash}`);

describe('sessions', () => {
  it('keeps a session until it is ended', async () => {
    const email = await customer('session@example.ae');
    const idHash = await startSession('Session@Example.ae');
    const found = await session(idHash);
    expect(found.status).toBe(200);
    expect(((await found.json()) as Answer).data).toMatchObject({ email, remember: true });

    expect((await api.post(`/accounts/customer/sessions/${idHash}/end`, {})).status).toBe(200);
    expect((await session(idHash)).status).toBe(404);
  });

  it('does not find an expired session', async () => {
    await customer('expired@example.ae');
    const idHash = await startSession('expired@example.ae', new Date(Date.now() - 1000).toISOString());
    expect((await session(idHash)).status).toBe(404);
  });

  it('ends every session of one customer but the one kept, and nobody else’s', async () => {
    await customer('many@example.ae');
    await customer('other@example.ae');
    const [kept, second, third] = [
      await startSession('many@example.ae'),
      await startSession('many@example.ae'),
      await startSession('many@example.ae'),
    ];
    const others = await startSession('other@example.ae');
    const answer = await api.postJson<Answer>('/accounts/customer/sessions/end-all', {
      email: 'many@example.ae',
      keep: kept,
    });
    expect(answer).toMatchObject({ status: '1', data: { ended: 2 } });
    expect((await session(kept!)).status).toBe(200);
    expect((await session(second!)).status).toBe(404);
    expect((await session(third!)).status).toBe(404);
    expect((await session(others)).status).toBe(200);
  });

  it('refuses a session for an unknown customer, and malformed ids and dates, with a 4xx', async () => {
    const unknown = await api.post('/accounts/customer/sessions/', {
      idHash: newIdHash(),
      email: 'nobody@example.ae',
      remember: false,
      expiresAt: inADay(),
    });
    expect(unknown.status).toBe(404);
    await customer('malformed@example.ae');
    for (const body of [
      { idHash: 'x'.repeat(64), email: 'malformed@example.ae', expiresAt: inADay() },
      { idHash: newIdHash(), email: 'malformed@example.ae', expiresAt: 'tomorrow' },
      { idHash: newIdHash(), email: 'not an e-mail', expiresAt: inADay() },
      { idHash: newIdHash().repeat(2), email: 'malformed@example.ae', expiresAt: inADay() },
    ]) {
      const response = await api.post('/accounts/customer/sessions/', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as Answer).status).toBe('2');
    }
    expect((await session('0'.repeat(63) + 'g')).status).toBe(400);
  });

  it('one id cannot start two sessions', async () => {
    await customer('twice@example.ae');
    const idHash = newIdHash();
    const body = { idHash, email: 'twice@example.ae', remember: false, expiresAt: inADay() };
    const answers = await Promise.all([
      api.post('/accounts/customer/sessions/', body),
      api.post('/accounts/customer/sessions/', body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });
});

describe('profiles', () => {
  it('answers the profile as it is now, never the password hash', async () => {
    await customer('profile@example.ae');
    await api.post('/images/customer-update/', {
      fname: 'Noura',
      lname: 'Saeed',
      email: 'profile@example.ae',
      phone: '050 765 4321',
      whatsapp: '',
    });
    const answer = await api.getJson<Answer>('/accounts/customer/profile/Profile%40Example.ae');
    expect(answer.data).toEqual({
      fname: 'Noura',
      lname: 'Saeed',
      email: 'profile@example.ae',
      phone: '050 765 4321',
      whatsapp: '',
    });
    expect(JSON.stringify(answer)).not.toMatch(/password|hash|scrypt/i);
    expect((await api.get('/accounts/customer/profile/nobody%40example.ae')).status).toBe(404);
  });
});
