import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const backendTests = ['backend/src/**/*.test.ts'];
/** Gateway tests that need no backend: they run with the unit tests. */
const pureGatewayTests = [
  'gateway/src/catalog/product-pictures.test.ts',
  'gateway/src/catalog/product-query.test.ts',
  'gateway/src/datasources/wire-return-refusal.test.ts',
  'gateway/src/schema/schema.test.ts',
];
/**
 * Tests of the process-wide password hashing queue, at production's cost: each file in a fresh module graph, so
 * no other file's hashes are still in the queue or in its timing.
 */
const hashingLoadTests = [
  'backend/src/customers/password-work.test.ts',
  'gateway/src/limits/login-flood.test.ts',
  'gateway/src/limits/login-surge.test.ts',
];
const withPostgres = process.env.SKIP_POSTGRES !== '1';

/**
 * A suite against the real backend on `db` (SQLite, or PostgreSQL at TEST_POSTGRES_URL), each file on a database
 * of its own. Unless `isolate`, the files a worker runs share their modules: loading the store's modules once per
 * worker rather than once per file was most of CI's time.
 */
function suite(
  name: string,
  db: 'sqlite' | 'postgres',
  include: string[],
  exclude: string[] = [],
  isolate = false,
): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      include,
      exclude,
      env: { TEST_DB: db },
      testTimeout: 30_000,
      hookTimeout: 30_000,
      // What a test polls for (kept mail, a cache filled, a photo converted) is done by a worker of the store's
      // own; on a busy machine it takes more than vitest's default second.
      expect: { poll: { timeout: 10_000 } },
      isolate,
    },
  };
}

/**
 * Pure tests run once; the backend suite runs on SQLite and again on PostgreSQL; the gateway in front of the real
 * backend runs on SQLite, and its back office's flows (and discount-code guessing) again on PostgreSQL.
 */
export default defineConfig({
  // The web client's `@/` import alias (web/vite.config.ts).
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./web/src/', import.meta.url)) }] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'domain/**/*.test.ts',
            'backend/seed/**/*.test.ts',
            ...pureGatewayTests,
            'web/src/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
        },
      },
      suite('gateway', 'sqlite', ['gateway/src/**/*.test.ts'], [...pureGatewayTests, ...hashingLoadTests]),
      suite('backend-sqlite', 'sqlite', backendTests, hashingLoadTests),
      suite('hashing-load-sqlite', 'sqlite', hashingLoadTests, [], true),
      ...(withPostgres
        ? [
            suite(
              'gateway-postgres',
              'postgres',
              ['gateway/src/admin/*.test.ts', 'gateway/src/limits/code-guessing.test.ts'],
              // Uploads and sign-ins under load: not SQL (the backend suite runs that on both).
              ['gateway/src/admin/photo-uploads-logins.test.ts', 'gateway/src/admin/upload-routes.test.ts'],
            ),
            suite('backend-postgres', 'postgres', backendTests, hashingLoadTests),
            suite('hashing-load-postgres', 'postgres', ['backend/src/customers/password-work.test.ts'], [], true),
          ]
        : []),
    ],
  },
});
