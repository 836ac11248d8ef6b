import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { readConfig, type BackendConfig } from '../config.ts';
import { TEST_OWNER, TEST_PASSWORD_HASH_COST } from './fixtures.ts';
import { startBackend, type RunningBackend } from '../start.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** A teardown step past this is named in the log, so a hook timeout in CI says what it waited for. */
const SLOW_TEARDOWN_MS = 10_000;

async function reportIfSlow(step: string, work: () => Promise<void>, backend?: RunningBackend): Promise<void> {
  const started = Date.now();
  const timer = setInterval(() => {
    backend?.app.server.getConnections((_error, count) =>
      console.error(`test teardown: ${step} for ${Date.now() - started} ms; ${count} connections open`),
    );
    if (!backend) console.error(`test teardown: ${step} for ${Date.now() - started} ms`);
  }, SLOW_TEARDOWN_MS);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
}

export interface TestBackend {
  url: string;
  backend: RunningBackend;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** POST and read the JSON answer. */
  postJson<T = Record<string, unknown>>(path: string, body: unknown, headers?: Record<string, string>): Promise<T>;
  getJson<T = unknown>(path: string): Promise<T>;
}

/**
 * Starts the real backend over real HTTP on a freshly migrated and seeded database for the test file,
 * and tears both down after it.
 */
export function useTestBackend(overrides: Partial<BackendConfig> = {}): TestBackend {
  let database: TestDatabase;
  const handle = { url: '' } as TestBackend;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = {
      ...readConfig({}),
      databaseUrl: database.url,
      port: 0,
      logRequests: false,
      publicUrl: 'http://store.test',
      dataDir: mkdtempSync(join(tmpdir(), 'store-data-')),
      owner: TEST_OWNER,
      passwordHashCost: TEST_PASSWORD_HASH_COST,
      ...overrides,
    };
    handle.backend = await startBackend(config);
    handle.url = handle.backend.url;
  });

  afterAll(async () => {
    if (handle.backend) await reportIfSlow('stopping the backend', () => handle.backend.stop(), handle.backend);
    if (database) await reportIfSlow('dropping the test database', () => database.drop());
  });

  handle.get = (path, headers = {}) => fetch(`${handle.url}${path}`, { headers });
  handle.post = (path, body, headers = {}) =>
    fetch(`${handle.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  handle.postJson = async <T>(path: string, body: unknown, headers?: Record<string, string>) =>
    (await (await handle.post(path, body, headers)).json()) as T;
  handle.getJson = async <T>(path: string) => (await (await handle.get(path)).json()) as T;
  return handle;
}
