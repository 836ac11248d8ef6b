import { readConfig } from './config.ts';
import { keptMailWarning } from './mail/start-mail.ts';
import { startBackend } from './start.ts';

const config = readConfig();
const backend = await startBackend(config);
backend.app.log.info(`backend on ${backend.url} (${backend.db.dialect})`);
const mailWarning = keptMailWarning(config);
if (mailWarning) console.warn(`WARNING: ${mailWarning}`);
// Printed whatever the log level: the owner needs it to sign in.
console.log(backend.backOffice);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    backend.app.log.info(`${signal}: draining (healthz 503), then finishing requests in flight`);
    backend.drain().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
