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
  stop(): Promise<void>;
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
  const app = buildApp({ db, config, now });
  const address = await app.listen({ host: config.host, port: config.port });
  return {
    app,
    db,
    url: address,
    // Finishes the requests in flight, then closes the database.
    stop: async () => {
      await app.close();
      await db.close();
    },
  };
}
