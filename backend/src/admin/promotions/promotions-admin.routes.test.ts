import { beforeAll, describe, expect, it } from 'vitest';
import { firstVariant, setStock } from '../../testing/catalogue-helpers.ts';
import { orderBody } from '../../testing/fixtures.ts';
import { useTestBackend } from '../../testing/test-backend.ts';
import { auditRows, send, STAFF } from '../orders/admin-orders.fixtures.ts';

const api = useTestBackend();
const db = () => api.backend.db.db;

const base = {
  code: 'Eid50',
  kind: 'FIXED',
  value: 5000,
  minProductTotalFils: 50000,
  firstOrderOnly: false,
  oncePerCustomer: false,
  usageLimit: 10,
  startsOn: null,
  endsOn: null,
  active: true,
  productIds: [],
  collections: [],
};

type Json = Record<string, any>;
const create = async (body: Json) => api.post('/admin-api/promotions', body, STAFF);
const order = (email: string, code: string, quantity: number) =>
  api.postJson<Json>('/images/Orders/', orderBody(email, [{ id: 1, quantity }], { discountCode: code }));

beforeAll(async () => {
  const v = await firstVariant(db(), 1);
  await setStock(db(), 1, v.size, v.colour, 500);
});

describe('the back office’s discount codes', () => {
  it('creates a code with a 500 AED minimum: refused below it with what is missing, taken above it', async () => {
    const response = await create(base);
    expect(response.status).toBe(201);
    const created = (await response.json()) as Json;
    expect(created).toMatchObject({ code: 'Eid50', offer: '50.00 AED off', status: 'ACTIVE', uses: 0 });
    const v = await firstVariant(db(), 1);
    const small = await order('small@example.ae', 'eid50', 1);
    expect(small.message).toBe(
      `This discount code needs a product total of 500.00 AED: add ${((50000 - v.priceFils) / 100).toFixed(2)} AED more.`,
    );
    const quantity = Math.ceil(50000 / v.priceFils);
    expect((await order('big@example.ae', 'EID50', quantity)).status).toBe('1');

    const list = await api.getJson<Json>('/admin-api/promotions');
    const row = list.items.find((item: Json) => item.id === created.id);
    expect(row).toMatchObject({ uses: 1, usageLimit: 10, stats: { orders: 1, customers: 1, discountGivenFils: 5000 } });
    expect(row.stats.revenueFils).toBeGreaterThan(0);
    const detail = await api.getJson<Json>(`/admin-api/promotions/${created.id}`);
    expect(detail.usage).toMatchObject([{ email: 'big@example.ae', discountFils: 5000, status: 'PLACED' }]);
    expect((await auditRows(db(), created.id)).map((entry) => entry.action)).toEqual(['promotion.create']);
  });

  it('edits, pauses and resumes a code, each change audited; a paused code is refused', async () => {
    const created = (await (await create({ ...base, code: 'Pause-Me' })).json()) as Json;
    const edited = await send(
      api,
      'PUT',
      `/admin-api/promotions/${created.id}`,
      { ...base, code: 'PauseMe', value: 2500 },
      STAFF,
    );
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ code: 'PauseMe', offer: '25.00 AED off' });
    const paused = await api.post(`/admin-api/promotions/${created.id}/active`, { active: false }, STAFF);
    expect(await paused.json()).toMatchObject({ status: 'PAUSED' });
    expect((await order('paused@example.ae', 'pauseme', 10)).message).toBe(
      'This discount code is not active at the moment.',
    );
    await api.post(`/admin-api/promotions/${created.id}/active`, { active: true }, STAFF);
    const actions = (await auditRows(db(), created.id)).map((entry) => entry.action);
    expect(actions).toEqual(['promotion.create', 'promotion.update', 'promotion.pause', 'promotion.resume']);
  });

  it('refuses a code that exists in any case, bad fields, and changes without a staff member', async () => {
    const dup = await create({ ...base, code: 'EID50' });
    expect(dup.status).toBe(409);
    expect(((await dup.json()) as Json).message).toBe('The code EID50 already exists: choose another.');
    const bad = await create({ ...base, code: 'x'.repeat(10_000), value: -1, productIds: 'all' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).fields).toMatchObject({
      code: 'A code has 3 to 32 characters.',
      value: 'An amount must be from 0.01 to 10000 AED.',
    });
    expect((await api.post('/admin-api/promotions', base)).status).toBe(400);
    expect((await api.get('/admin-api/promotions?source=EVERY')).status).toBe(400);
    expect((await api.get('/admin-api/promotions/../../etc')).status).toBe(404);
    expect((await api.get(`/admin-api/promotions/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`)).status).toBe(404);
  });

  it('deletes a code no order used, and keeps one that was used', async () => {
    const unused = (await (await create({ ...base, code: 'Never' })).json()) as Json;
    expect((await send(api, 'DELETE', `/admin-api/promotions/${unused.id}`, {}, STAFF)).status).toBe(200);
    expect((await api.get(`/admin-api/promotions/${unused.id}`)).status).toBe(404);
    const used = (await api.getJson<Json>('/admin-api/promotions')).items.find((item: Json) => item.code === 'Eid50');
    const refused = await send(api, 'DELETE', `/admin-api/promotions/${used.id}`, {}, STAFF);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Json).message).toBe('The code Eid50 has been used by orders: pause it instead.');
  });
});
