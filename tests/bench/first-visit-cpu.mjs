// `npm run bench:first-visit -- URL [URL_B] [--path /] [--runs 5]`: the CPU a phone's first visit costs the
// page's main thread, from a Chromium trace, for one running store or two compared (visits alternated, so that
// both sides see the same machine). Lighthouse counts each task's wall time, and on a 2-core machine a task's wall
// time is mostly waiting for a core (the compositor, the browser process and the server take theirs): the same
// build scores 20 points apart from one run to the next. The thread's own CPU time (the trace's `tdur`) leaves that
// out and reproduces within a few percent. Prints per visit and as medians: the main thread's CPU time, and the
// blocking time after the first paint counted from CPU time at Lighthouse's 4× and at 8× (about 4× on a machine of
// half this one's speed). A measurement, not a test. Start the stores first (`npm start`, or the built store of
// another checkout on other ports).
//   --path P   the page to visit (default /)
//   --runs N   visits per store (default 5)
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel', 'loading'];
/** Lighthouse's long-task threshold, and its CPU slowdowns counted here. */
const LONG_TASK_MS = 50;
const SLOWDOWNS = [4, 8];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { path: { type: 'string', default: '/' }, runs: { type: 'string', default: '5' } },
});
if (positionals.length < 1 || positionals.length > 2) {
  console.error('usage: npm run bench:first-visit -- URL [URL_B] [--path /] [--runs 5]');
  process.exit(2);
}

/** One first visit in a fresh Chromium, on Lighthouse's phone screen, until the page has settled. */
async function visit(base) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    // A first visit that has already been offered the newsletter: its popup is not part of the page's start.
    await context.addInitScript(() => localStorage.setItem('newsletterOffered', '1'));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
    await page.goto(new URL(values.path, base).href);
    // Settled: hydrated, and then a whole idle period (web/src/app/app.tsx); a second more for what follows.
    await page.locator('html[data-settled="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(1000);
    await cdp.send('Tracing.end');
    await complete;
    return measure(events);
  } finally {
    await browser.close();
  }
}

/** The page's main thread: the renderer main thread with the most events. */
function mainThread(events) {
  const names = new Map();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name') names.set(`${event.pid}:${event.tid}`, event.args.name);
  }
  const counts = new Map();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (names.get(key) === 'CrRendererMain' && event.ph === 'X') counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

function measure(events) {
  const main = mainThread(events);
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main);
  const firstPaint = onMain.find((event) => event.name === 'firstContentfulPaint')?.ts ?? 0;
  // The outermost events only: the tasks.
  const tasks = [];
  let end = -Infinity;
  for (const event of onMain.filter((e) => e.ph === 'X' && e.dur).sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    if (event.ts < end) continue;
    tasks.push(event);
    end = event.ts + event.dur;
  }
  const cpuMs = (task) => (task.tdur ?? task.dur) / 1000;
  const afterPaint = tasks.filter((task) => task.ts + task.dur > firstPaint);
  const blocking = Object.fromEntries(
    SLOWDOWNS.map((slowdown) => [
      slowdown,
      afterPaint.reduce((sum, task) => sum + Math.max(0, cpuMs(task) * slowdown - LONG_TASK_MS), 0),
    ]),
  );
  return { cpu: tasks.reduce((sum, task) => sum + cpuMs(task), 0), blocking };
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const describe = ({ cpu, blocking }) =>
  `main-thread CPU ${cpu.toFixed(0)} ms, blocking after first paint ${SLOWDOWNS.map(
    (slowdown) => `${blocking[slowdown].toFixed(0)} ms at ${slowdown}×`,
  ).join(', ')}`;

const runs = Number(values.runs);
const results = new Map(positionals.map((url) => [url, []]));
console.log(`${values.path}, ${runs} first visits per store, alternated; Chromium ${CHROMIUM}`);
for (let run = 1; run <= runs; run++) {
  for (const url of positionals) {
    const result = await visit(url);
    results.get(url).push(result);
    console.log(`  ${url} visit ${run}: ${describe(result)}`);
  }
}
for (const [url, list] of results) {
  const cpu = median(list.map((result) => result.cpu));
  const blocking = Object.fromEntries(
    SLOWDOWNS.map((slowdown) => [slowdown, median(list.map((result) => result.blocking[slowdown]))]),
  );
  console.log(`median ${url}: ${describe({ cpu, blocking })}`);
}
