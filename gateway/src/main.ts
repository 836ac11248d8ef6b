import { readConfig } from './config.ts';
import { buildGateway } from './server.ts';

const config = readConfig();
const { app } = await buildGateway(config);
const address = await app.listen({ host: config.host, port: config.port });
app.log.info(`gateway on ${address}/graphql (images API ${config.imagesApiUrl})`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
