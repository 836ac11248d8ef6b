import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { seedCatalogue } from './catalog/seed.ts';
import type { BackendConfig } from './config.ts';
import { connect, type Db } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';

export interface RunningBackend {
  app: FastifyInstance;
  db: Db;
  url: string;
  /** Finishes the requests in flight, then closes the database (once, however often it is called). */
  stop(): Promise<void>;
  /**
   * The SIGTERM path: reports unhealthy and keeps serving until the traffic stops (http/drain.ts), then stops.
   * Every answer given, an order's included, reaches its client before the database closes.
   */
  drain(): Promise<void>;
}

/** Opens the database, migrates it, seeds the demo catalogue on first start and listens. */
export async function startBackend(config: BackendConfig, now: () => Date = () => new Date()): Promise<RunningBackend> {
  const db = connect(config.databaseUrl);
  try {
    await migrateToLatest(db);
    await seedCatalogue(db.db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const { app, drain } = buildApp({ db, config, now });
  const address = await app.listen({ host: config.host, port: config.port });
  // app.close() stops listening and waits for the answers in flight to be sent, then the database closes.
  // Node closes the idle keep-alive connections once, when the close starts; a connection whose last
  // answer is sent later is closed by the next sweep instead of holding the close open.
  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= (async () => {
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
      }
      await db.close();
    })();
    return stopped;
  };
  return {
    app,
    db,
    url: address,
    stop,
    drain: async () => {
      await drain.settle();
      await stop();
    },
  };
}
