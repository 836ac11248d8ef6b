import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { startBackend } from '../start.ts';
import { spawnBackend, type BackendProcess } from '../testing/backend-process.ts';
import { orderBody } from '../testing/fixtures.ts';
import { startTcpFaultProxy, type TcpFaultProxy } from '../testing/tcp-fault-proxy.ts';
import { createTestDatabase, testDialect, type TestDatabase } from '../testing/test-database.ts';
import { connect } from './connect.ts';
import { HEALTH_CHECK_DEADLINE_MS } from './health.ts';
import { POSTGRES_LIMITS } from './postgres.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('/healthz', () => {
  it('answers 503 unavailable, on either database, once the database cannot be reached', async () => {
    const database = await createTestDatabase();
    const backend = await startBackend({ ...readConfig({}), databaseUrl: database.url, port: 0, logRequests: false });
    try {
      expect(await (await fetch(`${backend.url}/healthz`)).json()).toEqual({ status: 'ok', database: testDialect() });
      await backend.db.close();
      const response = await fetch(`${backend.url}/healthz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 'unavailable', database: testDialect() });
    } finally {
      await backend.app.close();
      await database.drop();
    }
  });
});

/** One request of a shopper's visit; a dropped connection or an answer that is not JSON counts as 'broken'. */
async function visit(url: string, n: number): Promise<number | 'broken'> {
  const requests = [
    () => fetch(`${url}/images/all-products/`),
    () => fetch(`${url}/images/product/${1 + (n % 5)}/`),
    () => fetch(`${url}/images/order-details/reset${n % 7}@example.ae`),
    () =>
      fetch(`${url}/images/Orders/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(orderBody(`reset${n % 7}@example.ae`, [{ id: 1 + (n % 4), quantity: 1 }])),
      }),
  ];
  try {
    const response = await requests[n % requests.length]!();
    await response.json();
    return response.status;
  } catch {
    return 'broken';
  }
}

// The SQLite run has no network to fail: these run on PostgreSQL only (the suite's PostgreSQL project).
if (testDialect() === 'postgres') {
  describe('PostgreSQL faults, through a TCP proxy in front of the real server', () => {
    let database: TestDatabase;
    let proxy: TcpFaultProxy;
    let backend: BackendProcess;

    beforeAll(async () => {
      database = await createTestDatabase();
      const target = new URL(database.url);
      proxy = await startTcpFaultProxy(target.hostname, Number(target.port || 5432));
      backend = await spawnBackend({ DATABASE_URL: proxy.urlFor(database.url) });
    });
    afterAll(async () => {
      backend?.kill();
      await proxy?.close();
      await database?.drop();
    });

    it('survives five resets of connections in use, answering 503 meanwhile, and serves again after', async () => {
      const until = performance.now() + 1_500;
      const shopper = async (first: number) => {
        const statuses: (number | 'broken')[] = [];
        for (let n = first; performance.now() < until; n += 8) statuses.push(await visit(backend.url, n));
        return statuses;
      };
      const shoppers = Array.from({ length: 8 }, (_, n) => shopper(n));
      for (let reset = 0; reset < 5; reset++) {
        await sleep(250);
        proxy.resetAll();
      }
      const statuses = (await Promise.all(shoppers)).flat();

      expect(backend.child.exitCode).toBeNull();
      expect(backend.errors.some((line) => line.includes('PostgreSQL connection lost in use'))).toBe(true);
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
      expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
      expect((await fetch(`${backend.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${backend.url}/images/all-products/`)).status).toBe(200);
    });

    it('answers within its deadlines while PostgreSQL is silent, and is healthy again once it answers', async () => {
      // Open pooled connections first: the queries go out on them and wait for answers that never come.
      await Promise.all([1, 2, 3, 4, 5].map((id) => fetch(`${backend.url}/images/product/${id}/`)));
      proxy.blackHole();
      try {
        const started = performance.now();
        const health = await fetch(`${backend.url}/healthz`);
        expect(performance.now() - started).toBeLessThan(HEALTH_CHECK_DEADLINE_MS + 500);
        expect(health.status).toBe(503);
        expect(await health.json()).toMatchObject({ status: 'unavailable', database: 'postgres' });

        // A read, and an order whose transaction cannot even begin: one query timeout each, the order's
        // rollback failing at once on the connection given up (not waiting a second timeout behind it).
        const timed = async (request: Promise<Response>) => {
          const begun = performance.now();
          const response = await request;
          return { elapsed: performance.now() - begun, status: response.status, body: await response.json() };
        };
        const answers = await Promise.all([
          timed(fetch(`${backend.url}/images/all-products/`)),
          timed(
            fetch(`${backend.url}/images/Orders/`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(orderBody('silence@example.ae', [{ id: 1, quantity: 1 }])),
            }),
          ),
        ]);
        for (const answer of answers) {
          expect(answer.elapsed).toBeGreaterThan(POSTGRES_LIMITS.queryTimeoutMs - 100);
          expect(answer.elapsed).toBeLessThan(POSTGRES_LIMITS.queryTimeoutMs + 1_000);
          expect(answer.status).toBe(503);
          expect(answer.body).toEqual({
            status: '2',
            message: 'The database is not answering: try again in a moment.',
          });
        }
      } finally {
        proxy.forward();
      }
      let status = 0;
      for (let attempt = 0; attempt < 40 && status !== 200; attempt++) {
        if (attempt > 0) await sleep(250);
        status = (await fetch(`${backend.url}/healthz`)).status;
      }
      expect(status).toBe(200);
      expect((await fetch(`${backend.url}/images/all-products/`)).status).toBe(200);
      expect(await (await fetch(`${backend.url}/images/order-details/silence@example.ae`)).json()).toEqual([]);
      expect(backend.child.exitCode).toBeNull();
    });

    it('sets the server-side deadlines on every connection it opens', async () => {
      const db = connect(database.url);
      try {
        const { rows } = await sql<{ statement: string; idle: string }>`
          select current_setting('statement_timeout') as statement,
                 current_setting('idle_in_transaction_session_timeout') as idle`.execute(db.db);
        expect(rows[0]).toEqual({
          statement: `${POSTGRES_LIMITS.statementTimeoutMs / 1000}s`,
          idle: `${POSTGRES_LIMITS.idleInTransactionTimeoutMs / 1000}s`,
        });
      } finally {
        await db.close();
      }
    });

    it('gives a transaction up after one query timeout when the server falls silent inside it', async () => {
      const db = connect(proxy.urlFor(database.url));
      try {
        const started = performance.now();
        const transaction = db.db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          proxy.blackHole();
          await sql`select 2`.execute(trx);
        });
        await expect(transaction).rejects.toThrow('Query read timeout');
        // The rollback fails at once on the connection given up, instead of waiting a second timeout behind it.
        expect(performance.now() - started).toBeLessThan(POSTGRES_LIMITS.queryTimeoutMs + 1_000);
      } finally {
        proxy.forward();
        await db.close();
      }
    });
  });
}
