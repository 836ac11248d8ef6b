import { PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';

/**
 * Deadlines on every PostgreSQL connection, so that a server that resets or stops answering costs a request
 * a few seconds and an error, never a crash or a hang. The store's queries take milliseconds; the gateway
 * gives a backend call 8 s, so a failing query must be reported well before that.
 */
export const POSTGRES_LIMITS = {
  /** Connections per backend instance. */
  poolSize: 10,
  /** Opening a connection, or waiting for a free one: a healthy server on the same network answers in ms. */
  connectTimeoutMs: 3_000,
  /** Server side: PostgreSQL cancels a statement running longer (the connection stays usable). */
  statementTimeoutMs: 5_000,
  /**
   * Client side: the answer to a query must arrive within this, else the connection is thrown away. Longer
   * than the statement timeout, so it only fires when the server or the network has stopped answering.
   */
  queryTimeoutMs: 6_000,
  /** A transaction left open (its client stalled or cut off) releases its row locks on stock after this. */
  idleInTransactionTimeoutMs: 10_000,
  /** TCP keepalive probes on a connection quiet for this long find a peer that vanished without a reset. */
  keepAliveInitialDelayMs: 10_000,
} as const;

function createPool(url: string, limits = POSTGRES_LIMITS): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.poolSize,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    query_timeout: limits.queryTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: limits.keepAliveInitialDelayMs,
  });
  // An idle connection dropped by the server (restart, failover) is replaced on next use.
  pool.on('error', (error) => console.error(`PostgreSQL idle connection lost: ${error.message}`));
  // A connection in use that is reset emits 'error' on its client, which pg-pool does not listen to while
  // the client is checked out: without this listener the process dies. The query in flight is rejected
  // anyway, and the pool drops the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error(`PostgreSQL connection lost in use: ${error.message}`));
  });
  return pool;
}

/** pg's client-side query timeout: the server never answered, so the connection is out of step for good. */
function isReadTimeout(error: unknown): error is Error {
  return error instanceof Error && error.message === 'Query read timeout';
}

/**
 * Kysely's view of the pool. After a read timeout the pg client still waits for the lost answer, and every
 * later query on it (the transaction's rollback first) would wait too: so the client fails fast from then
 * on and is destroyed, not pooled, when released.
 */
function guardedPool(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let broken: Error | undefined;
      const query = async (sql: string, parameters: readonly unknown[]) => {
        if (broken) throw broken;
        try {
          return await client.query(sql, [...parameters]);
        } catch (error) {
          if (isReadTimeout(error)) broken = error;
          throw error;
        }
      };
      // Only Kysely's (sql, parameters) form is used: no cursor is configured, so streaming is never asked for.
      return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release(broken) };
    },
    end: () => pool.end(),
  };
}

export function postgresDialect(url: string): PostgresDialect {
  return new PostgresDialect({ pool: guardedPool(createPool(url)) });
}
