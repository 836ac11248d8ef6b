import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const backendTests = ['backend/src/**/*.test.ts'];
const withPostgres = process.env.SKIP_POSTGRES !== '1';

/**
 * Pure tests run once; the backend suite runs on SQLite and again on PostgreSQL
 * (TEST_POSTGRES_URL, default the local server), each file on a database of its own.
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
            'gateway/src/catalog/**/*.test.ts',
            'web/src/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
        },
      },
      {
        // The gateway in front of the real backend (on SQLite), over HTTP.
        test: {
          name: 'gateway',
          include: ['gateway/src/**/*.test.ts'],
          exclude: ['gateway/src/catalog/**'],
          env: { TEST_DB: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'backend-sqlite',
          include: backendTests,
          env: { TEST_DB: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      ...(withPostgres
        ? [
            {
              // The back office's flows through the gateway again on PostgreSQL (the rest of the gateway suite
              // runs once, on SQLite: it does not touch SQL the backend suite has not run on both).
              test: {
                name: 'gateway-postgres',
                include: ['gateway/src/admin-*.test.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 30_000,
              },
            },
            {
              test: {
                name: 'backend-postgres',
                include: backendTests,
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 30_000,
              },
            },
          ]
        : []),
    ],
  },
});
