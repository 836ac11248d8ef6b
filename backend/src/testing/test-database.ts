import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** The PostgreSQL server tests create their databases on (never the store's own DATABASE_URL). */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Which database the backend suite runs on; the vitest projects set it. */
export function testDialect(): 'sqlite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

/** A new, empty PostgreSQL database, whatever the dialect under test (a test about PostgreSQL alone). */
export async function createPostgresDatabase(): Promise<TestDatabase> {
  const name = `store_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

function createSqliteDatabase(): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'store-test-'));
  return {
    url: `sqlite:${join(dir, 'store.sqlite')}`,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A new, empty database on the dialect under test. */
export function createTestDatabase(): Promise<TestDatabase> {
  return testDialect() === 'postgres' ? createPostgresDatabase() : Promise.resolve(createSqliteDatabase());
}
