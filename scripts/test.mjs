// `npm test`: every test, on SQLite and on PostgreSQL. PostgreSQL is not optional: when it cannot be
// reached the run fails, unless SKIP_POSTGRES=1 says so out loud (never accepted in CI).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

const postgresUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
const skipPostgres = process.env.SKIP_POSTGRES === '1';
const extraArgs = process.argv.slice(2);

if (skipPostgres && process.env.CI) {
  console.error('SKIP_POSTGRES=1 is not allowed in CI: the PostgreSQL run is required.');
  process.exit(1);
}

if (!skipPostgres) {
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

mkdirSync('.vitest-report', { recursive: true });
const report = '.vitest-report/results.json';
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extraArgs],
  { stdio: 'inherit', env: { ...process.env, TEST_POSTGRES_URL: postgresUrl } },
);
if (run.status !== 0) process.exit(run.status ?? 1);

// A run that passed must also have run the backend suite on both databases.
const results = JSON.parse(readFileSync(report, 'utf8'));
const passedIn = (project) =>
  results.testResults
    .filter((file) => file.name.includes('/backend/src/'))
    .flatMap((file) => file.assertionResults)
    .filter((test) => test.status === 'passed' && (test.projectName ?? '') === project).length;
const counts = { 'backend-sqlite': passedIn('backend-sqlite'), 'backend-postgres': passedIn('backend-postgres') };
console.log(`backend tests passed: SQLite ${counts['backend-sqlite']}, PostgreSQL ${counts['backend-postgres']}`);
if (extraArgs.length === 0 && (counts['backend-sqlite'] === 0 || (!skipPostgres && counts['backend-postgres'] === 0))) {
  console.error('The backend suite did not run on every database.');
  process.exit(1);
}
