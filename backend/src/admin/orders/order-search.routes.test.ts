import { Migrator, sql } from 'kysely';
import { nameSearchText } from '@store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations/index.ts';
import { connect } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { useTestBackend } from '../../testing/test-backend.ts';
import { placeOrder, stockUp } from './admin-orders.fixtures.ts';

const api = useTestBackend();
const db = () => api.backend.db.db;

const search = async (q: string) => {
  const response = await api.get(`/admin-api/orders?q=${encodeURIComponent(q)}&pageSize=100`);
  expect(response.status, q).toBe(200);
  const answer = (await response.json()) as { items: { id: string; customerName: string }[] };
  return answer.items.map((item) => item.id).sort();
};

beforeAll(async () => {
  await stockUp(db(), 1);
});

describe('the order search by the shopper’s name', () => {
  it('finds a Latin name by first name, last name or both, in any case and without its accents', async () => {
    const aishah = await placeOrder(api, 'name-one@search.ae', { name: 'Aishah', lastName: 'Rahman' });
    const zoe = await placeOrder(api, 'name-two@search.ae', { name: 'Zoë', lastName: 'Ångström' });
    expect(await search('Aishah')).toEqual([aishah]);
    expect(await search('aishah rahman')).toEqual([aishah]);
    expect(await search('RAHMAN')).toEqual([aishah]);
    expect(await search('  Aishah   Rahman ')).toEqual([aishah]);
    expect(await search('zoe angstrom')).toEqual([zoe]);
    expect(await search('Zoë')).toEqual([zoe]);
    expect(await search('Aishah Ångström')).toEqual([]);
  });

  it('finds an Arabic name with or without vowel marks, hamza seats and tatweel', async () => {
    const mohammed = await placeOrder(api, 'name-three@search.ae', { name: 'مُحَمَّد', lastName: 'العلي' });
    const ahmed = await placeOrder(api, 'name-four@search.ae', { name: 'أحمد', lastName: 'فاطمة' });
    expect(await search('محمد')).toEqual([mohammed]);
    expect(await search('محـمد العلي')).toEqual([mohammed]);
    expect(await search('احمد')).toEqual([ahmed]);
    expect(await search('فاطمه')).toEqual([ahmed]);
    expect(await search('محمود')).toEqual([]);
  });

  it('takes wildcards in a name literally and still finds e-mails and phones', async () => {
    const id = await placeOrder(api, 'name-five@search.ae', { name: 'Noor', lastName: 'Saeed', phone: '056 222 3344' });
    expect(await search('%')).toEqual([]);
    expect(await search('N_or')).toEqual([]);
    expect(await search('name-five@')).toEqual([id]);
    expect(await search('0562223344')).toEqual([id]);
  });

  it('refuses a search longer than 100 characters with 400', async () => {
    const response = await api.get(`/admin-api/orders?q=${encodeURIComponent('م'.repeat(101))}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/at most 100/);
  });
});

describe('orders placed before the name search existed', () => {
  const database = createTestDatabase();
  const connection = database.then((created) => connect(created.url));
  afterAll(async () => {
    await (await connection).close();
    await (await database).drop();
  });

  it('get their name copied out of the shipping details by the migration', async () => {
    const store = await connection;
    const migrator = new Migrator({ db: store.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0008-content-images')).error).toBeUndefined();
    const shipping = JSON.stringify({ firstName: 'عائشة', lastName: 'Al-Mansoori', phone: '050 123 4567' });
    await sql`insert into orders (id, email, status, created_at, payment_method, shipping, subtotal_fils,
      discount_fils, total_fils, estimated_delivery) values ('OLD1', 'old@example.ae', 'PLACED',
      '2026-01-01T00:00:00.000Z', 'Cash on Delivery', ${shipping}, 9900, 0, 9900, '2026-01-05')`.execute(store.db);
    await migrateToLatest(store);
    const row = await store.db.selectFrom('orders').select('name_search').where('id', '=', 'OLD1').executeTakeFirst();
    expect(row?.name_search).toBe(nameSearchText('عائشة Al-Mansoori'));
    expect(row?.name_search).toContain('al-mansoori');
  });
});
