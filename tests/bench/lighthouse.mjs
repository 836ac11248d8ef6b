// `npm run lighthouse`: a production store (built, NODE_ENV=production, a fresh data dir, spare ports) measured
// by Lighthouse with its default mobile emulation and throttling in Debian's Chromium, page by page. Prints the
// four category scores, LCP, CLS and TBT, and every audit that lost points; then stops the store. Each run has a
// Chromium of its own (a fresh profile: no cache, no warmed-up browser) so that runs do not feed each other, and
// prints the machine's load (uptime), the Chromium version and each run's benchmarkIndex (Lighthouse's measure of
// the CPU: a figure is only comparable with one taken at a like index), each run's scores, the median and the five
// longest main-thread tasks with their script. A measurement, not a test: `npm test` and CI do not run it.
//   --no-build   start the already built dist/ files (after `npm run build`)
//   --root DIR   with --no-build: another built store to start (a copy of backend/dist, gateway/dist, web/dist
//                and schema/ placed inside this repository, so that node_modules resolve), e.g. a baseline
//   --runs N     measure each page N times and report the median run by performance (default 3)
//   --url URL    measure a store that is already running there (e.g. `npm start` of another copy) instead
//   --against URL  also measure another running store (e.g. a baseline build served on other ports), its runs
//                alternated with this one's so that both see the same machine; prints its runs and medians too
//   --cpu-slowdown N  Lighthouse's CPU throttling multiplier (default 4, its own). Machines of one kind differ:
//                a benchmarkIndex half of another's takes twice the main-thread time, so `--cpu-slowdown 8` on a
//                machine at index ~2900 stands in for the default on one at ~1450. It overstates the work React
//                does in time slices: React yields every 5 ms of wall time on any machine, and 8× makes each slice
//                count 40 ms where a slower machine at 4× counts 20 (see --like-index)
//   --like-index N  stands in for a machine whose benchmarkIndex is N (e.g. 1472): before each run the run's own
//                Chromium measures its index M as Lighthouse does, and the page's main thread is slowed 4 × M/N
//                times for real (DevTools CPU throttling, Lighthouse's "devtools" method) instead of Lighthouse
//                multiplying what it saw, so React's 5 ms slices stay 5 ms as on the slower machine; the network is
//                throttled for real too (Lighthouse's slow 4G), so read its TBT, not its scores
//   --pages LIST the paths to measure, comma-separated (default: home, shop and a product page), e.g.
//                `--pages /ar,/ar/all-collections,/ar/product-detail/1` for the Arabic pages
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CHROME_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const DEFAULT_PAGES = [
  ['home', '/'],
  ['shop', '/all-collections'],
  ['product', '/product-detail/1'],
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 98, 'best-practices': 100, seo: 100 };
/** The issue's bound on the median total blocking time, in ms: the target read under --like-index. */
const TBT_TARGET_MS = 200;
const METRICS = [
  ['LCP', 'largest-contentful-paint'],
  ['CLS', 'cumulative-layout-shift'],
  ['TBT', 'total-blocking-time'],
  ['FCP', 'first-contentful-paint'],
];

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    root: { type: 'string', default: REPO_ROOT },
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    against: { type: 'string' },
    'cpu-slowdown': { type: 'string', default: '4' },
    'like-index': { type: 'string' },
    pages: { type: 'string' },
  },
});
/** --like-index: the benchmarkIndex of the machine the runs stand in for (undefined: Lighthouse's own method). */
const LIKE_INDEX = options['like-index'] ? Number(options['like-index']) : undefined;
if (LIKE_INDEX !== undefined && !(LIKE_INDEX > 0)) throw new Error('--like-index takes a benchmarkIndex above 0');

/** The benchmarkIndex of the Chromium on `port`, computed as Lighthouse computes it, in a blank page of its own. */
async function benchmarkIndexOf(port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
    await page.close();
    return index;
  } finally {
    await browser.disconnect();
  }
}
/** [name, path]: a page's report is saved under its name (its path with / as -). */
const PAGES = options.pages
  ? options.pages.split(',').map((path) => [path.replace(/^\//, '').replaceAll('/', '-') || 'home', path])
  : DEFAULT_PAGES;
if (PAGES.some(([, path]) => !path.startsWith('/'))) throw new Error('--pages takes paths that start with /');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Runs a built server of the store (`backend` or `gateway`) with plain node, as `npm start` does. */
const storeRoot = resolve(options.root);

function startServer(name, env) {
  return spawn(process.execPath, ['--enable-source-maps', `${name}/dist/main.js`], {
    cwd: storeRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitUntilHealthy(url, child) {
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}`);
    if ((await fetch(`${url}/healthz`).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy`);
}

/**
 * The built store in production on spare ports and a data dir of its own. It serves a copy of the web build:
 * web/dist is shared, and a rebuild by anyone else while it runs would turn its pages into the bare shell.
 */
async function startStore(dataDir) {
  if (!options['no-build']) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  // Inside web/dist, so that the server bundle's imports resolve from the repository's node_modules.
  const webDist = join(storeRoot, 'web', 'dist', `lighthouse-${process.pid}`);
  for (const part of ['client', 'server']) {
    await cp(join(storeRoot, 'web', 'dist', part), join(webDist, part), { recursive: true });
  }
  const [port, backendPort] = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    BACKEND_PORT: String(backendPort),
    HOST: '127.0.0.1',
    BACKEND_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${join(dataDir, 'store.sqlite')}`,
    SESSION_SECRET: randomBytes(32).toString('base64'),
    OWNER_EMAIL: 'owner@lighthouse.example',
    OWNER_PASSWORD: randomBytes(18).toString('base64url'),
    WEB_DIST: webDist,
    LOG_REQUESTS: '0',
  };
  const children = [];
  const store = {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
      await Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'))));
      await rm(webDist, { recursive: true, force: true });
    },
  };
  try {
    children.push(startServer('backend', env));
    await waitUntilHealthy(`http://127.0.0.1:${backendPort}`, children[0]);
    children.push(startServer('gateway', env));
    await waitUntilHealthy(store.url, children[1]);
    return store;
  } catch (error) {
    await store.stop();
    throw error;
  }
}

const score = (category) => Math.round((category?.score ?? 0) * 100);

/** The audits of a category that lost points, with the elements they name (selectors, URLs). */
function losses(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0 || categoryId === 'performance')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => {
      const items = Array.isArray(audit.details?.items) ? audit.details.items : [];
      const named = items
        .slice(0, 6)
        .map((item) => item.node?.selector ?? item.url ?? item.source?.url ?? '')
        .filter(Boolean);
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      return `    - ${audit.id}: ${audit.title}${value}${named.length ? `\n        ${named.join('\n        ')}` : ''}`;
    });
}

/** One Lighthouse run in a Chromium started for it alone, on a fresh profile that is deleted after. */
async function measure(url) {
  const userDataDir = await mkdtemp(join(tmpdir(), 'store-lighthouse-chromium-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, userDataDir });
  try {
    // --like-index: as much slower again as this Chromium is faster than the machine stood in for, never faster.
    const slowdown = LIKE_INDEX && 4 * Math.max(1, (await benchmarkIndexOf(chrome.port)) / LIKE_INDEX);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(slowdown
        ? { throttlingMethod: 'devtools', throttling: { cpuSlowdownMultiplier: slowdown } }
        : { throttling: { cpuSlowdownMultiplier: Number(options['cpu-slowdown']) } }),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result;
  } finally {
    await chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

/**
 * A run that Lighthouse itself could not complete (a runtime error such as NO_NAVSTART: the trace missed the
 * navigation) scores 0 without measuring the page: it is run again, at most twice, and the retry is printed.
 */
async function measureAgainOnFault(url) {
  let result = await measure(url);
  for (let retry = 1; retry <= 2 && result.lhr.runtimeError; retry++) {
    console.log(`  (a run of ${url} failed in Lighthouse with ${result.lhr.runtimeError.code}: run again)`);
    result = await measure(url);
  }
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The median score of some runs in one category (performance, accessibility, …). */
const medianScore = (runs, id) => median(runs.map((r) => score(r.lhr.categories[id])));
/** The median total blocking time of some runs, in whole milliseconds. */
const medianTbt = (runs) => Math.round(median(runs.map((r) => r.lhr.audits['total-blocking-time'].numericValue)));

/**
 * One run's line: its CPU's benchmarkIndex, its four scores and its total blocking time (the figure that moves most
 * from one run to the next on a busy machine: the spread of the runs shows how far to trust their median).
 */
function runLine(lhr, index) {
  const scores = CATEGORIES.map((id) => score(lhr.categories[id])).join('/');
  const error = lhr.runtimeError ? ` (${lhr.runtimeError.code})` : '';
  const tbt = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
  const { throttlingMethod, throttling } = lhr.configSettings;
  const slowed =
    throttlingMethod === 'devtools' ? `, main thread slowed ${throttling.cpuSlowdownMultiplier.toFixed(1)}×` : '';
  return `  run ${index + 1}: benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}${slowed}, scores ${scores}, TBT ${tbt} ms${error}`;
}

/** The five longest main-thread tasks of a run (Lighthouse's long-tasks audit), with the script each ran. */
function longestTasks(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  return [...items]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 5)
    .map(
      (task) =>
        `    ${String(Math.round(task.duration)).padStart(5)} ms at ${Math.round(task.startTime)} ms  ${task.url}`,
    );
}

/**
 * The page's HTML, asked for up to three times: on a busy machine a cold first render may take longer than the
 * store's render timeout and come as the shell that renders in the browser.
 */
async function renderedPage(url) {
  let html = '';
  for (let attempt = 0; attempt < 3 && !html.includes('id="apollo-state"'); attempt++) {
    html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
  }
  return html;
}

const dataDir = await mkdtemp(join(tmpdir(), 'store-lighthouse-'));
const reportDir = await mkdtemp(join(tmpdir(), 'store-lighthouse-reports-'));
let store;
let belowTarget = false;
console.log(`uptime: ${execFileSync('uptime', { encoding: 'utf8' }).trim()}`);
console.log(
  `Chromium: ${execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()} (${CHROME_PATH})`,
);
console.log(
  LIKE_INDEX
    ? `Standing in for a machine at benchmarkIndex ${LIKE_INDEX}: the page's main thread slowed 4 × (this Chromium's index / ${LIKE_INDEX}) by DevTools, the network throttled`
    : `CPU slowdown: ${options['cpu-slowdown']}× (Lighthouse's default is 4×)`,
);
try {
  if (options.url) {
    console.log(`Measuring the store running at ${options.url}…`);
    store = { url: options.url.replace(/\/$/, ''), stop: async () => {} };
  } else {
    console.log(
      options['no-build'] ? `Starting the built store in ${options.root}…` : 'Building and starting the store…',
    );
    store = await startStore(dataDir);
  }
  // A running shop has rendered its pages and their images before: the first render of each page (cold modules,
  // caches) and of each generated image (drawn once, then read from disk) is not measured.
  const against = options.against?.replace(/\/$/, '');
  for (const url of against ? [store.url, against] : [store.url]) {
    for (const [, path] of PAGES) {
      const html = await renderedPage(`${url}${path}`);
      if (!html.includes('id="apollo-state"')) throw new Error(`${url}${path} came as the shell, not server-rendered`);
      const images = [...new Set(html.match(/\/media\/[^\s"',)]+/g) ?? [])];
      for (const image of images) await (await fetch(`${url}${image}`)).arrayBuffer();
    }
  }
  for (const [name, path] of PAGES) {
    const runs = [];
    const againstRuns = [];
    for (let run = 0; run < Number(options.runs); run++) {
      runs.push(await measureAgainOnFault(`${store.url}${path}`));
      if (against) againstRuns.push(await measureAgainOnFault(`${against}${path}`));
    }
    const runLines = runs.map(({ lhr }, index) => runLine(lhr, index));
    runs.sort((a, b) => score(a.lhr.categories.performance) - score(b.lhr.categories.performance));
    const { lhr, report } = runs[Math.floor(runs.length / 2)];
    await writeFile(join(reportDir, `${name}.html`), report[0]);
    await writeFile(join(reportDir, `${name}.json`), report[1]);
    const scores = CATEGORIES.map((id) => `${id} ${score(lhr.categories[id])}`).join(', ');
    const metrics = METRICS.map(([label, id]) => `${label} ${lhr.audits[id].displayValue}`).join(', ');
    const medians = CATEGORIES.map((id) => `${id} ${medianScore(runs, id)}`);
    console.log(`\n${name} ${path} (scores: ${CATEGORIES.join('/')})\n${runLines.join('\n')}`);
    console.log(`  median of ${runs.length} runs: ${medians.join(', ')}, TBT ${medianTbt(runs)} ms`);
    if (against) {
      console.log(`  against ${against}${path}, its runs alternated with these:`);
      console.log(againstRuns.map(({ lhr }, index) => runLine(lhr, index)).join('\n'));
      const performance = medianScore(againstRuns, 'performance');
      console.log(
        `  its median of ${againstRuns.length} runs: performance ${performance}, TBT ${medianTbt(againstRuns)} ms`,
      );
    }
    console.log(`  the median run by performance: ${scores}\n  ${metrics}`);
    const tasks = longestTasks(lhr);
    console.log(`  longest main-thread tasks of that run:\n${tasks.length ? tasks.join('\n') : '    none over 50 ms'}`);
    // Under --like-index the network is throttled for real and the performance score is not Lighthouse's own:
    // its median blocking time is judged instead.
    if (LIKE_INDEX && medianTbt(runs) > TBT_TARGET_MS) belowTarget = true;
    for (const id of CATEGORIES) {
      if (score(lhr.categories[id]) < TARGETS[id] && !(LIKE_INDEX && id === 'performance')) belowTarget = true;
      const lost = losses(lhr, id);
      if (lost.length) console.log(`  ${id}:\n${lost.join('\n')}`);
    }
  }
  console.log(`\nReports: ${reportDir}`);
  // The load at the end too: a neighbour's work during the runs shows here, not in the load at the start.
  console.log(`uptime at the end: ${execFileSync('uptime', { encoding: 'utf8' }).trim()}`);
} finally {
  await store?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
if (belowTarget) {
  console.log(
    `Below target (${Object.entries(TARGETS)
      .map(([id, target]) => `${id} ${target}`)
      .join(', ')}; under --like-index, TBT ${TBT_TARGET_MS} ms in place of performance).`,
  );
  process.exitCode = 1;
}
