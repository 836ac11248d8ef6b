// `npm start`: the whole store on one URL. Builds it (`npm run build`: the servers to JavaScript, the web
// client), starts the compiled backend (loopback only) with plain `node`, waits until it is healthy, then the
// gateway, which serves GraphQL, the images and the web client. Ctrl-C or SIGTERM stops both.
import { spawn, spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const backendPort = process.env.BACKEND_PORT || '4000';
const env = { ...process.env, BACKEND_PORT: backendPort };
const children = [];
let stopping = false;

function start(name, entry) {
  const child = spawn(process.execPath, ['--enable-source-maps', entry], { env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? code}); stopping the store.`);
    stop(1);
  });
  children.push(child);
  return child;
}

function stop(exitCode) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((r) => child.on('exit', r)) : null))).then(
    () => process.exit(exitCode),
  );
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

async function waitForBackend() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${backendPort}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the backend did not become healthy on port ${backendPort}`);
}

// Built first, so what runs is what the sources say (`--no-build`: what an earlier `npm run build` made, as when
// `npm test` starts several stores from one build).
if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

start('backend', 'backend/dist/main.js');
await waitForBackend();
if (!stopping) start('gateway', 'gateway/dist/main.js');
