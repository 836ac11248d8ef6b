import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { connect } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { DEVELOPMENT_OWNER_EMAIL, ensureOwner } from './bootstrap-owner.ts';
import { login } from './staff.service.ts';

async function freshDb() {
  const database = await createTestDatabase();
  const db = connect(database.url);
  await migrateToLatest(db);
  return { db, done: async () => (await db.close(), await database.drop()) };
}

describe('the first owner', () => {
  it('production refuses to start without a way to sign in', async () => {
    const { db, done } = await freshDb();
    try {
      const config = { ...readConfig({ NODE_ENV: 'production' }), owner: null };
      await expect(ensureOwner(db.db, config, new Date())).rejects.toThrow(/OWNER_EMAIL and OWNER_PASSWORD/);
    } finally {
      await done();
    }
  });

  it('refuses a weak OWNER_PASSWORD', async () => {
    const { db, done } = await freshDb();
    try {
      const config = { ...readConfig({}), owner: { email: 'boss@store.test', password: 'password1' } };
      await expect(ensureOwner(db.db, config, new Date())).rejects.toThrow(/common|at least/);
    } finally {
      await done();
    }
  });

  it('development makes owner@shop.local with a kept password, and says where to sign in', async () => {
    const { db, done } = await freshDb();
    try {
      const dataDir = mkdtempSync(join(tmpdir(), 'owner-'));
      const config = { ...readConfig({}), owner: null, dataDir };
      const line = await ensureOwner(db.db, config, new Date());
      expect(line).toContain('/admin');
      expect(line).toContain(DEVELOPMENT_OWNER_EMAIL);
      const password = readFileSync(join(dataDir, 'owner-password'), 'utf8').trim();
      expect(await login(db.db, DEVELOPMENT_OWNER_EMAIL, password)).toMatchObject({ role: 'OWNER' });
      // Started again: the same owner, the same hint.
      expect(await ensureOwner(db.db, config, new Date())).toContain(join(dataDir, 'owner-password'));
    } finally {
      await done();
    }
  });
});
