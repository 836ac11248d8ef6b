// `npm test`: every test: unit, backend on SQLite and on PostgreSQL, gateway, then end-to-end in Chromium.
// Node 24, production's (scripts/node24.mjs installs it), runs the backend and gateway suites on SQLite and starts
// the compiled store; the Node running this script (development's, 20.19+) runs the unit tests and the PostgreSQL
// run. So each Node runs the backend suite, in no more time than one Node took.
// PostgreSQL and Chromium are not optional: when one is missing the run fails, unless SKIP_POSTGRES=1 or
// SKIP_E2E=1 says so out loud (never accepted in CI).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createConnection } from 'node:net';
import pg from 'pg';
import { node24Env } from './node24.mjs';

const postgresUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
const skipPostgres = process.env.SKIP_POSTGRES === '1';
const skipE2e = process.env.SKIP_E2E === '1';
// The end-to-end runs' browser: Chromium's headless shell (tests/e2e/playwright.config.ts).
const chromium = process.env.E2E_CHROMIUM_PATH || '/usr/lib/chromium/chromium-headless-shell';
// Files at once in each of the two vitest runs. Most of a test file's time is waiting (on sockets, databases, password
// hashing queues, deadlines), so more files than cores finish sooner.
const TEST_WORKERS = Number(process.env.TEST_WORKERS || 3);
const redisUrl = new URL(process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379');

if ((skipPostgres || skipE2e) && process.env.CI) {
  console.error('SKIP_POSTGRES and SKIP_E2E are not allowed in CI: every suite is required.');
  process.exit(1);
}

async function checkPostgres() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
  } catch (error) {
    console.error(`PostgreSQL is not reachable at ${postgresUrl}: ${error.message}`);
    console.error('Start it, point TEST_POSTGRES_URL at one, or run with SKIP_POSTGRES=1 to test on SQLite only.');
    process.exit(1);
  }
}

/** The gateway's Redis-backed tests (sessions, throttles) need a Redis server: say so plainly when there is none. */
async function checkRedis() {
  const reachable = await new Promise((resolve) => {
    const socket = createConnection({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
    socket.setTimeout(3000);
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('timeout', () => resolve(socket.destroy() && false));
    socket.once('error', () => resolve(false));
  });
  if (!reachable) {
    console.error(`Redis is not reachable at ${redisUrl}: start it (redis-server) or point TEST_REDIS_URL at one.`);
    process.exit(1);
  }
}

async function withPostgres(work) {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs `command ...args` with its output kept in .vitest-report/<label>.log and printed under `heading` when it
 * ends, so that runs side by side stay readable; resolves to its exit status.
 */
function runLogged(label, heading, args, env, command = 'npx') {
  mkdirSync('.vitest-report', { recursive: true });
  const log = `.vitest-report/${label}.log`;
  const output = openSync(log, 'w');
  const run = spawn(command, args, { stdio: ['ignore', output, output], env: { ...env, FORCE_COLOR: '0' } });
  return new Promise((done) => {
    run.on('exit', (status) => {
      closeSync(output);
      console.log(`\n===== ${heading} =====\n${readFileSync(log, 'utf8')}`);
      done(status ?? 1);
    });
  });
}

/**
 * Runs the end-to-end suite (or the specs and project `args` name) against a store of its own (ports in `env`),
 * started from the build `npm test` made, and resolves to how many tests passed, or to null when a test failed or
 * none ran.
 */
async function runE2e(label, args, env) {
  const report = resolve(`.vitest-report/${label}.json`);
  const status = await runLogged(
    label,
    label,
    ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=list,json', ...args],
    { ...process.env, ...env, E2E_PREBUILT: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  );
  if (status !== 0) return null;
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  if (!stats.expected) console.error(`${label}: no test ran.`);
  return stats.expected || null;
}

/** Runs vitest for the given projects and resolves to how many tests passed; exits on failure or on no test. */
async function runProjects(label, projects, env = process.env) {
  const report = `.vitest-report/${label}.json`;
  const status = await runLogged(
    label,
    `${label}: ${projects.join(', ')}`,
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      `--maxWorkers=${TEST_WORKERS}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { ...env, TEST_POSTGRES_URL: postgresUrl },
  );
  if (status !== 0) process.exit(status);
  const { numPassedTests } = JSON.parse(readFileSync(report, 'utf8'));
  if (!numPassedTests) {
    console.error(`${label}: no test ran.`);
    process.exit(1);
  }
  return numPassedTests;
}

/**
 * The compiled store's smoke test (Node 24), then the build the end-to-end runs start from; resolves to what failed,
 * or null. Neither uses what the vitest runs use (those test the sources, and build the web client into a folder of
 * their own, web/dist/test-build), so they go beside the longer vitest run once the shorter has ended.
 */
async function smokeThenBuild(node24) {
  const smoke = await runLogged('compiled-smoke', 'compiled store', ['scripts/compiled-smoke.mjs'], node24, 'node');
  if (smoke !== 0) return 'the compiled store';
  if (skipE2e) return null;
  const build = await runLogged('build', 'build for the end-to-end runs', ['run', 'build'], process.env, 'npm');
  return build === 0 ? null : 'the build for the end-to-end runs';
}

await checkRedis();
if (!skipPostgres) await checkPostgres();
const node24 = node24Env();
const node24Version = spawnSync('node', ['-v'], { env: node24, encoding: 'utf8' }).stdout.trim();
if (!node24Version.startsWith('v24.')) {
  console.error(`Expected Node 24 from scripts/node24.mjs, found ${node24Version || 'nothing'}.`);
  process.exit(1);
}
const onThisNode = ['unit', ...(skipPostgres ? [] : ['backend-postgres', 'gateway-postgres', 'hashing-load-postgres'])];
// The two runs side by side: much of each is waiting on PostgreSQL, Redis and sockets, so together they take
// little longer than the longer one alone.
const vitestRuns = [
  runProjects('node', onThisNode),
  runProjects('node24', ['backend-sqlite', 'gateway', 'hashing-load-sqlite'], node24),
];
await Promise.race(vitestRuns);
const [onThisNodePassed, onNode24Passed, unprepared] = await Promise.all([...vitestRuns, smokeThenBuild(node24)]);
if (unprepared) {
  console.error(`${unprepared} failed.`);
  process.exit(1);
}
const counts = {
  [`unit${skipPostgres ? '' : ' + PostgreSQL'} (Node ${process.version})`]: onThisNodePassed,
  [`backend + gateway on SQLite (Node ${node24Version})`]: onNode24Passed,
};
counts[`compiled store (Node ${node24Version})`] = 1;
console.log(
  `Tests passed by run: ${Object.entries(counts)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ')}`,
);
if (!skipE2e) {
  if (!existsSync(chromium)) {
    console.error(
      `Chromium's headless shell is not at ${chromium}: install it (apt-get install -y chromium-headless-shell), set E2E_CHROMIUM_PATH, or SKIP_E2E=1.`,
    );
    process.exit(1);
  }
  // Built once (smokeThenBuild); the store is started three times from that build, each with its own ports, SMTP
  // server and database, and the three runs go side by side (each mostly waits on its browser): the shop on desktop
  // and on a phone on SQLite, and the owner's journeys (catalogue, orders, staff) with the shopper's orders and returns
  // on desktop and on a phone with the store on PostgreSQL.
  const database = `store_e2e_${process.pid}`;
  // The back office's journeys, and the shopper's orders and returns, run in the PostgreSQL run (or on SQLite
  // without it): E2E_SCOPE, tests/e2e/playwright.config.ts.
  const shopOnly = skipPostgres ? {} : { E2E_SCOPE: 'shop' };
  if (!skipPostgres) await withPostgres((client) => client.query(`create database ${database}`));
  try {
    const runs = {
      'end-to-end, shop on desktop': runE2e('e2e-desktop', ['--project', 'desktop'], {
        ...shopOnly,
        E2E_PORT: '3310',
        E2E_BACKEND_PORT: '4310',
      }),
      'end-to-end, shop on a phone': runE2e('e2e-phone', ['--project', 'mobile'], {
        ...shopOnly,
        E2E_PORT: '3320',
        E2E_BACKEND_PORT: '4320',
      }),
    };
    if (!skipPostgres) {
      const url = new URL(postgresUrl);
      url.pathname = `/${database}`;
      const env = {
        E2E_SCOPE: 'postgres',
        E2E_DATABASE_URL: url.toString(),
        E2E_PORT: '3330',
        E2E_BACKEND_PORT: '4330',
      };
      runs['end-to-end, back office on PostgreSQL'] = runE2e('e2e-postgres', [], env);
    }
    const passed = await Promise.all(Object.values(runs));
    Object.keys(runs).forEach((name, index) => (counts[name] = passed[index]));
  } finally {
    if (!skipPostgres) await withPostgres((client) => client.query(`drop database if exists ${database} with (force)`));
  }
  if (Object.values(counts).includes(null)) process.exit(1);
}

const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
console.log(`tests: ${total} passed, 0 failed`);
