import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The back office's first owner: the backend creates them at start-up (playwright.config.ts passes both). */
export const OWNER_EMAIL = 'owner@store.test';
export const OWNER_PASSWORD = 'owner-pass-2026';

/** Signs in at /admin/login (the page the test is on, or a fresh one). */
export async function staffSignIn(page: Page, email: string, password: string) {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/admin/login')) await page.goto('/admin/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * The path and query of the newest link to `path` in the mail outbox for `recipient`. The store has no mail reader
 * yet, so this reads the e2e server's SQLite database (playwright.config.ts keeps its folder in E2E_DATA_DIR).
 */
export async function mailedLink(recipient: string, path: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the e2e tests with tests/e2e/playwright.config.ts');
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(join(dataDir, 'store.sqlite'), { readonly: true, fileMustExist: true });
  let body: string | undefined;
  try {
    const row = db
      .prepare('select body from outbox where recipient = ? order by created_at desc limit 1')
      .get(recipient) as { body: string } | undefined;
    body = row?.body;
  } finally {
    db.close();
  }
  expect(body, `a mail to ${recipient}`).toBeDefined();
  const link = new RegExp(`https?://\\S+?(${path.replace(/[.?]/g, '\\$&')}\\?\\S+)`).exec(body ?? '')?.[1];
  expect(link, `a link to ${path} in the mail to ${recipient}`).toBeDefined();
  // Only the path: the mail names the store's public URL, the tests use their own host.
  return link ?? '';
}
