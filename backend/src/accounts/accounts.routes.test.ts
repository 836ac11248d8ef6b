import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderBody, registration, shippingInfo } from '../testing/fixtures.ts';
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

describe('renewing a session (it was used)', () => {
  it('moves a live session on, and says when it started', async () => {
    await customer('renewed@example.ae');
    const idHash = await startSession('renewed@example.ae');
    const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect((await api.post(`/accounts/customer/sessions/${idHash}/renew`, { expiresAt: later })).status).toBe(200);
    const { data } = (await (await session(idHash)).json()) as Answer;
    expect(data).toMatchObject({ expiresAt: later });
    expect(Date.parse(String(data?.startedAt))).toBeLessThanOrEqual(Date.now());
  });

  it('does not bring back an ended or expired session, and refuses malformed input', async () => {
    await customer('gone@example.ae');
    const ended = await startSession('gone@example.ae');
    await api.post(`/accounts/customer/sessions/${ended}/end`, {});
    const expired = await startSession('gone@example.ae', new Date(Date.now() - 1000).toISOString());
    for (const idHash of [ended, expired, newIdHash()]) {
      const answer = await api.post(`/accounts/customer/sessions/${idHash}/renew`, { expiresAt: inADay() });
      expect(answer.status).toBe(404);
      expect((await session(idHash)).status).toBe(404);
    }
    const live = await startSession('gone@example.ae');
    expect((await api.post(`/accounts/customer/sessions/${live}/renew`, { expiresAt: 'soon' })).status).toBe(400);
    expect((await api.post(`/accounts/staff/sessions/${live}/renew`, { expiresAt: inADay() })).status).toBe(404);
    expect((await api.post('/accounts/customer/sessions/xyz/renew', { expiresAt: inADay() })).status).toBe(400);
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
      language: 'en',
    });
    expect(JSON.stringify(answer)).not.toMatch(/password|hash|scrypt/i);
    expect((await api.get('/accounts/customer/profile/nobody%40example.ae')).status).toBe(404);
  });
});

describe('the last address', () => {
  const order = (email: string, info: Record<string, unknown> = {}) =>
    api.post(
      '/images/Orders/',
      orderBody(email, [{ id: 2, quantity: 1 }], { info: { ...shippingInfo, email, ...info } }),
    );
  const lastAddress = async (email: string) =>
    (await api.getJson<Answer>(`/accounts/customer/last-address/${encodeURIComponent(email)}`)).data;

  it("is the address of the customer's newest order, and null before the first", async () => {
    const email = await customer('returning@example.ae');
    expect(await lastAddress(email)).toBeNull();
    expect((await order(email)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const moved = {
      emirate: 'Sharjah',
      postal: '11111',
      flat_no: '7',
      building_name: 'Al Noor Tower',
      area: 'Al Majaz',
      street: 'Corniche Street',
    };
    expect((await order(email, moved)).status).toBe(200);
    expect(await lastAddress('Returning@Example.ae')).toEqual({
      emirate: 'Sharjah',
      postalCode: '11111',
      flatNo: '7',
      buildingName: 'Al Noor Tower',
      area: 'Al Majaz',
      street: 'Corniche Street',
    });
  });

  it("never answers another customer's address, nor one for an unknown or invalid e-mail", async () => {
    const buyer = await customer('buyer.address@example.ae');
    const other = await customer('other.address@example.ae');
    expect((await order(buyer)).status).toBe(200);
    expect(await lastAddress(other)).toBeNull();
    expect((await api.get('/accounts/customer/last-address/nobody%40example.ae')).status).toBe(404);
    expect((await api.get('/accounts/customer/last-address/not-an-email')).status).toBe(400);
    expect((await api.get(`/accounts/customer/last-address/${'a'.repeat(300)}%40example.ae`)).status).toBe(400);
  });
});
