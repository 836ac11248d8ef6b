import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';
import { postgresDialect } from './postgres.ts';
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

/**
 * Kysely runs SQLite on one connection behind a mutex. Write transactions start with BEGIN IMMEDIATE so
 * that a transaction takes the write lock up front: a deferred BEGIN that reads and then writes can fail
 * with SQLITE_BUSY against another process (the orders CLI) instead of waiting for the busy timeout.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #database: BetterSqlite3.Database;
  constructor(database: BetterSqlite3.Database) {
    super({ database });
    this.#database = database;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: this.#database });
  }
}

function openSqlite(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect(sqlite) });
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
