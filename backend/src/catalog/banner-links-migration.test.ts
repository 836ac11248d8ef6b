import { Migrator, type Kysely } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { migrations } from '../../migrations/index.ts';
import { seedBanners } from '../../seed/catalogue.ts';
import { connect } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { BannerTable } from '../db/schema.ts';
import { createTestDatabase } from '../testing/test-database.ts';

const database = await createTestDatabase();
const db = connect(database.url);
afterAll(async () => {
  await db.close();
  await database.drop();
});

it('leads the banners saved before 0009 to the whole catalogue, and the demo collection banners to their collection', async () => {
  const migrator = new Migrator({ db: db.db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('0008-content-images')).error).toBeUndefined();
  const rows = [
    ...seedBanners.map(({ link: _link, ...banner }, index) => ({ id: index + 1, ...banner, position: index + 1 })),
    { id: 4, alt: 'Eid', heading: 'Eid<br>Sale', text: 'Gifts.', btntext: 'Shop gifts', position: 4 },
  ];
  const before = db.db as unknown as Kysely<{ banners: Omit<BannerTable, 'link'> }>;
  await before.insertInto('banners').values(rows).execute();
  await migrateToLatest(db);
  const links = await db.db.selectFrom('banners').select(['btntext', 'link']).orderBy('id').execute();
  expect(links).toEqual([
    { btntext: 'Shop Now', link: '/all-collections' },
    { btntext: 'Explore JDM', link: '/shop-by-collections/JDM' },
    { btntext: 'Shop Titan', link: '/shop-by-collections/Titan' },
    { btntext: 'Shop gifts', link: '/all-collections' },
  ]);
});
