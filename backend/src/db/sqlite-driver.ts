import type BetterSqlite3 from 'better-sqlite3';
import {
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { Database } from './schema.ts';

/** How long a write waits for another process's write lock before it is refused (SQLITE_BUSY, a 503). */
export const WRITE_LOCK_WAIT_MS = 5000;

/**
 * SQLite with two connections to one file in WAL mode: a reader, and a writer behind an in-process mutex.
 *
 * better-sqlite3 is synchronous, so SQLite's own busy timeout would stop the whole event loop while another
 * process (the orders CLI, a second backend) holds the write lock: every request, reads included, waited up
 * to 5 s. Here the writer has no busy timeout: a write that finds the file locked waits asynchronously and
 * tries again, while reads outside a transaction go to the reader, which in WAL mode never waits on a writer.
 * Reads inside a transaction use the writer, so they see the transaction's own changes.
 */
export class SqliteTwoConnectionDriver implements Driver {
  readonly #writer: BetterSqlite3.Database;
  readonly #reader: BetterSqlite3.Database;
  readonly #writeLock = new Mutex();

  constructor(writer: BetterSqlite3.Database, reader: BetterSqlite3.Database) {
    this.#writer = writer;
    this.#reader = reader;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.#writer, this.#reader, this.#writeLock);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).end('rollback');
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as RoutedConnection).release();
  }

  async destroy(): Promise<void> {
    if (this.#reader !== this.#writer) this.#reader.close();
    this.#writer.close();
  }
}

/** What Kysely's SqliteDialect is, with the driver above. */
export class SqliteTwoConnectionDialect implements Dialect {
  constructor(
    private readonly writer: BetterSqlite3.Database,
    private readonly reader: BetterSqlite3.Database,
  ) {}
  createDriver(): Driver {
    return new SqliteTwoConnectionDriver(this.writer, this.reader);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createAdapter() {
    return new SqliteAdapter();
  }
  createIntrospector(db: Kysely<Database>) {
    return new SqliteIntrospector(db);
  }
}

/** One Kysely connection: a transaction holds the write lock from BEGIN IMMEDIATE to its end. */
class RoutedConnection implements DatabaseConnection {
  #inTransaction = false;

  constructor(
    private readonly writer: BetterSqlite3.Database,
    private readonly reader: BetterSqlite3.Database,
    private readonly writeLock: Mutex,
  ) {}

  async begin(): Promise<void> {
    await this.writeLock.lock();
    try {
      await whenUnlocked(() => this.writer.exec('begin immediate'));
      this.#inTransaction = true;
    } catch (error) {
      this.writeLock.unlock();
      throw error;
    }
  }

  async end(statement: 'commit' | 'rollback'): Promise<void> {
    try {
      await whenUnlocked(() => this.writer.exec(statement));
    } finally {
      this.#inTransaction = false;
      this.writeLock.unlock();
    }
  }

  /** Kysely releases a connection after its transaction ended; one left in a transaction is rolled back. */
  release(): void {
    if (!this.#inTransaction) return;
    this.#inTransaction = false;
    if (this.writer.inTransaction) this.writer.exec('rollback');
    this.writeLock.unlock();
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#inTransaction) return run<R>(this.writer, compiled);
    const statement = this.reader.prepare(compiled.sql);
    if (statement.readonly) return run<R>(this.reader, compiled, statement);
    await this.writeLock.lock();
    try {
      return await whenUnlocked(() => run<R>(this.writer, compiled));
    } finally {
      this.writeLock.unlock();
    }
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiled.query)) throw new Error('SQLite streams only select queries');
    const database = this.#inTransaction ? this.writer : this.reader;
    for (const row of database.prepare(compiled.sql).iterate(compiled.parameters as unknown[])) {
      yield { rows: [row as R] };
    }
  }
}

function run<R>(
  database: BetterSqlite3.Database,
  compiled: CompiledQuery,
  prepared?: BetterSqlite3.Statement,
): QueryResult<R> {
  const statement = prepared ?? database.prepare(compiled.sql);
  const parameters = compiled.parameters as unknown[];
  if (statement.reader) return { rows: statement.all(parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

function isBusy(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'SQLITE_BUSY';
}

/** Runs `work` (which needs the file's write lock), waiting without blocking while another process holds it. */
async function whenUnlocked<T>(work: () => T): Promise<T> {
  const deadline = Date.now() + WRITE_LOCK_WAIT_MS;
  for (let wait = 2; ; wait = Math.min(wait * 2, 50)) {
    try {
      return work();
    } catch (error) {
      if (!isBusy(error) || Date.now() + wait > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** Writers of this process, one at a time (SQLite has one write lock per file). */
class Mutex {
  #tail: Promise<void> = Promise.resolve();
  #release: (() => void) | null = null;

  async lock(): Promise<void> {
    const previous = this.#tail;
    let release!: () => void;
    this.#tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.#release = release;
  }

  unlock(): void {
    const release = this.#release;
    this.#release = null;
    release?.();
  }
}
