// `npm test`: every test: unit, backend on SQLite and on PostgreSQL, gateway, then end-to-end in Chromium.
// PostgreSQL and Chromium are not optional: when one is missing the run fails, unless SKIP_POSTGRES=1 or
// SKIP_E2E=1 says so out loud (never accepted in CI).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createConnection } from 'node:net';
import pg from 'pg';

const postgresUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
const skipPostgres = process.env.SKIP_POSTGRES === '1';
const skipE2e = process.env.SKIP_E2E === '1';
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
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

/** Runs vitest for the given projects and returns how many tests passed; exits on failure or on no test. */
function runProjects(label, projects) {
  mkdirSync('.vitest-report', { recursive: true });
  const report = `.vitest-report/${label}.json`;
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  const run = spawnSync('npx', [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    stdio: 'inherit',
    env: { ...process.env, TEST_POSTGRES_URL: postgresUrl },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  const { numPassedTests } = JSON.parse(readFileSync(report, 'utf8'));
  if (!numPassedTests) {
    console.error(`${label}: no test ran.`);
    process.exit(1);
  }
  return numPassedTests;
}

await checkRedis();
const counts = { 'unit + SQLite + gateway': runProjects('sqlite', ['unit', 'backend-sqlite', 'gateway']) };
if (!skipPostgres) {
  await checkPostgres();
  counts.PostgreSQL = runProjects('postgres', ['backend-postgres', 'gateway-postgres']);
}
console.log(
  `Tests passed by run: ${Object.entries(counts)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ')}`,
);
if (!skipE2e) {
  if (!existsSync(chromium)) {
    console.error(
      `Chromium is not at ${chromium}: install it (apt-get install -y chromium), set CHROMIUM_PATH, or SKIP_E2E=1.`,
    );
    process.exit(1);
  }
  const report = resolve('.vitest-report/e2e.json');
  const run = spawnSync('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=list,json'], {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  if (!stats.expected) {
    console.error('e2e: no test ran.');
    process.exit(1);
  }
  counts['end-to-end'] = stats.expected;
}

const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
console.log(`tests: ${total} passed, 0 failed`);
