import { Migrator, sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { migrations } from '../../migrations/index.ts';
import { connect } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createTestDatabase } from '../testing/test-database.ts';

const database = await createTestDatabase();
const db = connect(database.url);
afterAll(async () => {
  await db.close();
  await database.drop();
});

it('keeps the mails queued before 0004-mail (not sent weeks later), text only, and marks sent ones sent', async () => {
  const migrator = new Migrator({ db: db.db, provider: { getMigrations: async () => migrations } });
  const before = await migrator.migrateTo('0003-staff');
  expect(before.error).toBeUndefined();
  await sql`insert into outbox (id, recipient, subject, body, created_at, sent_at)
    values ('old', 'a@example.ae', 'Reset your password', 'Old link', '2026-01-01T00:00:00.000Z', null),
           ('done', 'b@example.ae', 'Order 1 confirmed', 'Done', '2026-01-02T00:00:00.000Z', '2026-01-02T00:00:01.000Z')`.execute(
    db.db,
  );
  await migrateToLatest(db);
  const rows = await db.db.selectFrom('outbox').selectAll().orderBy('id').execute();
  expect(rows).toMatchObject([
    { id: 'done', status: 'sent', html: null, attempts: 1, claimed_until: null },
    { id: 'old', status: 'kept', html: null, attempts: 0, next_attempt_at: '2026-01-01T00:00:00.000Z' },
  ]);
});
