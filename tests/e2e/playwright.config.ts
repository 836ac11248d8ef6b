import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { OWNER_EMAIL, OWNER_PASSWORD } from './admin.ts';

/**
 * The whole store (`scripts/start.mjs`: build, backend, gateway) on a fresh SQLite database in a temporary folder
 * (or on E2E_DATABASE_URL), driven by Debian's Chromium headless shell (E2E_CHROMIUM_PATH, default
 * /usr/lib/chromium/chromium-headless-shell: `apt-get install -y chromium-headless-shell`). It is Chromium's engine
 * without the browser's window and its parts (omnibox, tab strip), which the full Chromium builds for every test's
 * window: the same pages for a quarter less CPU. Lighthouse and the screenshots use the full Chromium.
 */
const E2E_CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH || '/usr/lib/chromium/chromium-headless-shell';
const port = Number(process.env.E2E_PORT || 3310);
const backendPort = Number(process.env.E2E_BACKEND_PORT || 4310);
// Kept in the environment: the workers, which load this file again, inherit it and so read the same database
// (admin.ts reads the mail outbox there).
const dataDir = (process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'store-e2e-')));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
// The store sends its mail over SMTP to a real SMTP server of the run's own (smtp-sink.mjs); mailbox.ts reads it.
const smtpPort = Number(process.env.E2E_SMTP_PORT || port - 1000);
const mailbox = (process.env.SMTP_SINK_DIR ||= join(dataDir, 'mailbox'));
export const STAFF_TOKEN = 'e2e-staff-token';
const baseURL = `http://127.0.0.1:${port}`;
/** Every test starts as a visitor who has already been offered the newsletter, so the popup stays away. */
const newsletterSeen = {
  cookies: [],
  origins: [{ origin: baseURL, localStorage: [{ name: 'newsletterOffered', value: '1' }] }],
};

/**
 * The journeys `npm test` runs against the store on PostgreSQL (E2E_SCOPE=postgres), on both screens, and leaves
 * out of its two SQLite runs (E2E_SCOPE=shop): the back office's (admin-*.spec.ts), and the shopper's orders,
 * returns and Arabic account journeys (orders placed, cancelled and returned on PostgreSQL too; they also even out
 * the three runs' lengths). Without a scope every journey runs.
 */
const postgresJourneys = /(?:^|\/)(admin-[^/]*|arabic-account|orders|returns)\.spec\.ts$/;
const scope = process.env.E2E_SCOPE;
const outOfScope = scope === 'shop' ? [postgresJourneys] : [];

/**
 * On a phone the back office runs its accessibility scan of every page and the journeys made for a phone (in
 * admin-orders and admin-staff, whose other tests are tagged @desktop); its other journeys do the same on either
 * screen and run on desktop only.
 */
const backOfficeOffPhone = /admin-(?!accessibility|orders|staff)[^/]*\.spec\.ts$/;

export default defineConfig({
  testDir: '.',
  ...(scope === 'postgres' ? { testMatch: postgresJourneys } : {}),
  // One folder per store, so that runs side by side (`npm test`) keep their own results.
  outputDir: join(tmpdir(), `store-e2e-results-${port}`),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    storageState: newsletterSeen,
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  projects: [
    // Tests tagged @mobile exercise what only small screens have (side menu, bottom toolbar).
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      testIgnore: outOfScope,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    // Tests tagged @desktop run on the wide screen only: a journey whose screens the phone run sees in another test.
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      testIgnore: [...outOfScope, backOfficeOffPhone],
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    {
      command: 'node tests/e2e/smtp-sink.mjs',
      cwd: repoRoot,
      port: smtpPort,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { SMTP_SINK_PORT: String(smtpPort), SMTP_SINK_DIR: mailbox },
    },
    {
      // E2E_PREBUILT=1: the store as an earlier `npm run build` made it (npm test builds once for its runs).
      command: process.env.E2E_PREBUILT === '1' ? 'node scripts/start.mjs --no-build' : 'node scripts/start.mjs',
      cwd: repoRoot,
      url: `http://127.0.0.1:${port}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        BACKEND_PORT: String(backendPort),
        DATA_DIR: dataDir,
        // A fresh SQLite file, or the PostgreSQL database `npm test` made for this run (E2E_DATABASE_URL).
        DATABASE_URL: process.env.E2E_DATABASE_URL || `sqlite:${join(dataDir, 'store.sqlite')}`,
        STAFF_TOKEN,
        // The back office's first owner (admin.ts).
        OWNER_EMAIL,
        OWNER_PASSWORD,
        LOG_REQUESTS: '0',
        // Tests name their own client address in X-Forwarded-For (store-test.ts).
        TRUST_PROXY: 'loopback',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_POLL_MS: '200',
        MAIL_RETRY_BASE_MS: '500',
        // Sign-ins in milliseconds rather than a third of a second of a core each (backend/src/config.ts).
        PASSWORD_HASH_COST: '16384',
      },
    },
  ],
});
