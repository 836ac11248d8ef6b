// The production build answers: compiles the servers, starts them with the `node` that runs this script (Node 24
// in `npm test`) on a fresh SQLite store, and asks the gateway for its health, a catalogue page and a product
// image. Exits non-zero when an answer is wrong or a server does not start.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function healthy(url, child) {
  for (let attempt = 0; attempt < 240 && child.exitCode === null; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer 200`);
}

function check(condition, what) {
  if (!condition) throw new Error(`compiled store: ${what}`);
}

const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'store-compiled-'));
const [port, backendPort] = [await freePort(), await freePort()];
const env = { ...process.env, DATA_DIR: dataDir, PORT: `${port}`, BACKEND_PORT: `${backendPort}`, LOG_REQUESTS: '0' };
delete env.DATABASE_URL;
const children = [];
const startServer = (entry) => {
  const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
};

try {
  let started = performance.now();
  await healthy(`http://127.0.0.1:${backendPort}/healthz`, startServer('backend/dist/main.js'));
  const backendMs = Math.round(performance.now() - started);
  started = performance.now();
  const store = `http://127.0.0.1:${port}`;
  await healthy(`${store}/healthz`, startServer('gateway/dist/main.js'));
  const gatewayMs = Math.round(performance.now() - started);

  const response = await fetch(`${store}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products { items { title images { src } } } }' }),
  });
  const { data } = await response.json();
  const first = data?.products.items[0];
  check(response.ok && first?.title, `GraphQL answered ${response.status} with no product`);
  const image = await fetch(`${store}${first.images[0].src}`);
  check(image.ok && image.headers.get('content-type')?.startsWith('image/'), `${first.images[0].src}: ${image.status}`);
  console.log(
    `compiled store on Node ${process.version}: healthz, GraphQL and /media answer ` +
      `(backend healthy in ${backendMs} ms on a new database, gateway in ${gatewayMs} ms)`,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  await Promise.all(running.map((child) => once(child, 'exit')));
  rmSync(dataDir, { recursive: true, force: true });
}
