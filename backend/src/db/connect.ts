import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely } from 'kysely';
import { postgresDialect } from './postgres.ts';
import { SqliteTwoConnectionDialect } from './sqlite-driver.ts';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

/**
 * better-sqlite3 13 (Node-API) on Node 22.14+ (production's Node 24): 12's addon aborts there when a statement
 * is garbage-collected (Node 24.19's ObjectWrap cleanup hook). 13 needs Node-API 10, which Node 20 lacks, so
 * development on Node 20 keeps 12.
 */
const SqliteDatabase: typeof BetterSqlite3 = createRequire(import.meta.url)(
  Number(process.versions.napi) >= 10 ? 'better-sqlite3-napi' : 'better-sqlite3',
);

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The DATABASE_URL it was opened with. */
  url: string;
  close(): Promise<void>;
}

function openConnection(path: string, options: { writer: boolean }): BetterSqlite3.Database {
  const sqlite = new SqliteDatabase(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  // The writer waits for another process's lock asynchronously (sqlite-driver.ts), never inside SQLite, which
  // would stop the event loop; a reader in WAL mode does not wait on writers at all.
  sqlite.pragma(`busy_timeout = ${options.writer ? 0 : 1000}`);
  sqlite.pragma('foreign_keys = ON');
  return sqlite;
}

/** A file opened twice, a writer and a reader (sqlite-driver.ts); `:memory:` is one database, so one connection. */
function openSqlite(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const writer = openConnection(path, { writer: true });
  const reader = path === ':memory:' ? writer : openConnection(path, { writer: false });
  const db = new Kysely<Database>({ dialect: new SqliteTwoConnectionDialect(writer, reader) });
  return { db, dialect: 'sqlite', url: `sqlite:${path}`, close: () => db.destroy() };
}

/** Resets and silences are survived with deadlines: see POSTGRES_LIMITS in postgres.ts. */
function openPostgres(url: string): Db {
  const db = new Kysely<Database>({ dialect: postgresDialect(url) });
  return { db, dialect: 'postgres', url, close: () => db.destroy() };
}

/** `sqlite:PATH` or `postgres://…` (see config.ts). */
export function connect(databaseUrl: string): Db {
  if (databaseUrl.startsWith('sqlite:')) return openSqlite(databaseUrl.slice('sqlite:'.length));
  return openPostgres(databaseUrl);
}
