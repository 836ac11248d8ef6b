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
import { cpu, LONG_TASK_MS, outermost, rendererMainThreads, type TraceEvent } from '../e2e/long-tasks.ts';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel', 'loading'];
/** Lighthouse's CPU slowdown, and twice it (about 4× on a machine of half this one's speed). */
const SLOWDOWNS = [4, 8] as const;

interface FirstVisit {
  /** The page's main thread's CPU time, in milliseconds. */
  cpu: number;
  /** Blocking time after the first paint at each slowdown, counted from the tasks' CPU time, in milliseconds. */
  blocking: Record<(typeof SLOWDOWNS)[number], number>;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { path: { type: 'string', default: '/' }, runs: { type: 'string', default: '5' } },
});
if (positionals.length < 1 || positionals.length > 2) {
  console.error('usage: npm run bench:first-visit -- URL [URL_B] [--path /] [--runs 5]');
  process.exit(2);
}

/** One first visit in a fresh Chromium, on Lighthouse's phone screen, until the page has settled. */
async function visit(base: string): Promise<FirstVisit> {
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
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
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

/** The page's main thread: of the renderers' main threads, the one with the most events. */
function mainThread(events: readonly TraceEvent[]): string {
  const counts = new Map<string, number>();
  for (const key of rendererMainThreads(events)) counts.set(key, 0);
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (counts.has(key) && event.ph === 'X') counts.set(key, counts.get(key)! + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

function measure(events: readonly TraceEvent[]): FirstVisit {
  const main = mainThread(events);
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main);
  const firstPaint = onMain.find((event) => event.name === 'firstContentfulPaint')?.ts ?? 0;
  const tasks = outermost(onMain.filter((event) => event.ph === 'X' && event.dur));
  const cpuMs = (task: TraceEvent) => cpu(task) / 1000;
  const afterPaint = tasks.filter((task) => task.ts + (task.dur ?? 0) > firstPaint);
  const blockingAt = (slowdown: number) =>
    afterPaint.reduce((sum, task) => sum + Math.max(0, cpuMs(task) * slowdown - LONG_TASK_MS), 0);
  return {
    cpu: tasks.reduce((sum, task) => sum + cpuMs(task), 0),
    blocking: { 4: blockingAt(4), 8: blockingAt(8) },
  };
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
const describe = ({ cpu, blocking }: FirstVisit) =>
  `main-thread CPU ${cpu.toFixed(0)} ms, blocking after first paint ${SLOWDOWNS.map(
    (slowdown) => `${blocking[slowdown].toFixed(0)} ms at ${slowdown}×`,
  ).join(', ')}`;

const runs = Number(values.runs);
const results = new Map(positionals.map((url): [string, FirstVisit[]] => [url, []]));
console.log(`${values.path}, ${runs} first visits per store, alternated; Chromium ${CHROMIUM}`);
for (let run = 1; run <= runs; run++) {
  for (const url of positionals) {
    const result = await visit(url);
    results.get(url)!.push(result);
    console.log(`  ${url} visit ${run}: ${describe(result)}`);
  }
}
for (const [url, list] of results) {
  const cpu = median(list.map((result) => result.cpu));
  const at = (slowdown: (typeof SLOWDOWNS)[number]) => median(list.map((result) => result.blocking[slowdown]));
  console.log(`median ${url}: ${describe({ cpu, blocking: { 4: at(4), 8: at(8) } })}`);
}
