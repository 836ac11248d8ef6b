/* global document, window */
// `npm run screenshots`: refreshes docs/screens/ with the storefront as a shopper sees it, for review: home,
// shop, product, cart and checkout at 390, 1024 and 1366 px, whole pages. Starts the store (`npm start`) on a
// fresh SQLite database of its own on 127.0.0.1, or uses a running one: `npm run screenshots -- --url http://…`.
// Chromium is Debian's (CHROMIUM_PATH, default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const WIDTHS = [390, 1024, 1366];
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'shop', path: '/all-collections' },
  { name: 'product', path: '/product-detail/1' },
  { name: 'cart', path: '/shopping-cart' },
  { name: 'checkout', path: '/checkout' },
];
const OUT_DIR = new URL('../docs/screens/', import.meta.url).pathname;
const PASSWORD = 'desert-rally-7';

const { values } = parseArgs({ options: { url: { type: 'string' }, port: { type: 'string', default: '3460' } } });

/** Starts the whole store on a database of its own and resolves to its URL and a function that stops it. */
async function startStore(port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'store-screens-'));
  const env = {
    ...process.env,
    PORT: port,
    BACKEND_PORT: String(Number(port) + 1000),
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${join(dataDir, 'store.sqlite')}`,
    LOG_REQUESTS: '0',
  };
  const store = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    store.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 600; attempt++) {
    if (store.exitCode !== null) throw new Error('the store stopped before it was ready');
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop };
    } catch {
      // not listening yet (it builds first)
    }
    await sleep(500);
  }
  stop();
  throw new Error('the store did not become ready in 5 minutes');
}

/** A customer with one tee in the cart: registered and logged in through the store's own forms. */
async function shopperState(browser, url) {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('newsletterOffered', '1'));
  const email = `screens.${Date.now()}@example.ae`;
  await page.goto('/register');
  const register = page.getByRole('form', { name: 'Register' });
  await register.getByLabel('First Name').fill('Aisha');
  await register.getByLabel('Last Name').fill('Khan');
  await register.getByLabel('Email', { exact: true }).fill(email);
  await register.getByLabel('Phone', { exact: true }).fill('050 123 4567');
  await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await register.getByLabel('Confirm Password').fill(PASSWORD);
  await register.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await register.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL(/\/login/);
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email', { exact: true }).fill(email);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((address) => !address.pathname.startsWith('/login'));
  await page.goto('/product-detail/1');
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  await page
    .getByRole('main')
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('cartList') || '[]').length > 0);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Scrolls down a screen at a time so lazy images load, then back to the top, with the fonts ready. */
async function loadWholePage(page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

async function capture(browser, url, state) {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const width of WIDTHS) {
    const phone = width < 768;
    const context = await browser.newContext({
      baseURL: url,
      storageState: state,
      viewport: { width, height: phone ? 844 : 900 },
      isMobile: phone,
      hasTouch: phone,
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    for (const { name, path } of PAGES) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
      await loadWholePage(page);
      const file = join(OUT_DIR, `${name}-${width}.png`);
      const shot = await page.screenshot({ fullPage: true, animations: 'disabled' });
      // A palette PNG: lossless enough to review text and colours, a fifth of the size in the repository.
      await sharp(shot).png({ palette: true, quality: 85, effort: 8 }).toFile(file);
      console.log(`wrote ${file}`);
    }
    await context.close();
  }
}

const store = values.url ? { url: values.url.replace(/\/$/, ''), stop() {} } : await startStore(values.port);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  await capture(browser, store.url, await shopperState(browser, store.url));
} finally {
  await browser.close();
  store.stop();
}
