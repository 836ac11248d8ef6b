import type { FastifyInstance } from 'fastify';
import { ensureOwner } from './admin/staff/bootstrap-owner.ts';
import { PhotoWorker } from './admin/catalog/photo-worker.ts';
import { buildApp } from './app.ts';
import { mediaDirOf } from './catalog/photo-store.ts';
import { usePasswordHashCost } from './customers/passwords.ts';
import { seedSettings } from './admin/settings/settings.service.ts';
import { seedCatalogue } from './catalog/seed.ts';
import type { BackendConfig } from './config.ts';
import { connect, type Db } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { MailWorker } from './mail/mail-worker.ts';
import { mailWorkerFor } from './mail/start-mail.ts';

export interface RunningBackend {
  app: FastifyInstance;
  db: Db;
  url: string;
  /** Where to sign in to the back office (ensureOwner). */
  backOffice: string;
  /** Sends the outbox over SMTP, or keeps it without SMTP_URL; stop() finishes the mail in flight. */
  mail: MailWorker;
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
  usePasswordHashCost(config.passwordHashCost);
  const db = connect(config.databaseUrl);
  let backOffice: string;
  try {
    await migrateToLatest(db);
    await seedCatalogue(db.db);
    await seedSettings(db.db, now().toISOString(), config.shopEmail ? { email: config.shopEmail } : {});
    backOffice = await ensureOwner(db.db, config, now());
  } catch (error) {
    await db.close();
    throw error;
  }
  const { app, drain } = buildApp({ db, config, now });
  const address = await app.listen({ host: config.host, port: config.port });
  const mail = mailWorkerFor(config.mail, db.db, now, app.log);
  mail.start();
  const photos = new PhotoWorker({ services: { db: db.db, now, mediaDir: mediaDirOf(config) }, log: app.log });
  photos.start();
  // app.close() stops listening and waits for the answers in flight to be sent, then the database closes.
  // Node closes the idle keep-alive connections once, when the close starts; a connection whose last
  // answer is sent later is closed by the next sweep instead of holding the close open.
  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= (async () => {
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await Promise.all([app.close(), mail.stop(), photos.stop()]);
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
    backOffice,
    mail,
    stop,
    drain: async () => {
      await drain.settle();
      await stop();
    },
  };
}
