import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** A main-thread task of the page over the long-task threshold that ran the store's JavaScript. */
export interface ScriptLongTask {
  /** Milliseconds on Lighthouse's phone: the task's CPU time times the slowdown. */
  duration: number;
  /** The store's scripts that ran in it (file names under /assets/), longest first. */
  scripts: string[];
}

/** The browser's long-task threshold (Long Tasks API, Lighthouse's Total Blocking Time). */
export const LONG_TASK_MS = 50;

/** Lighthouse's mobile CPU slowdown. */
export const CPU_SLOWDOWN = 4;

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel'];

/** Trace events that run JavaScript: what a task spends in the store's scripts. */
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.evaluateModule', 'v8.compileModule', 'FunctionCall']);

/** Garbage collection: it runs inside whichever script allocates when the heap is full, not for that script. */
const GC_EVENTS = /^(MajorGC|MinorGC|V8\.GC_)/;

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event, in microseconds. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string; scriptName?: string; fileName?: string } };
}

function scriptOf(event: TraceEvent): string | undefined {
  const url = event.args?.data?.url ?? event.args?.data?.scriptName ?? event.args?.data?.fileName;
  const path = url && /\/assets\/[^?#]+\.js/.exec(url)?.[0];
  return path?.slice('/assets/'.length);
}

/** The thread's CPU time in the event (its wall time where the trace has no CPU time), in microseconds. */
export function cpu(event: TraceEvent): number {
  return event.tdur ?? event.dur ?? 0;
}

/**
 * What the task takes on Lighthouse's phone, in milliseconds: its CPU time times the slowdown. Wall time on a
 * loaded machine also counts the time other processes had the CPU, and the slowdown itself weakens under load.
 */
function phoneMs(event: TraceEvent): number {
  return (cpu(event) * CPU_SLOWDOWN) / 1000;
}

/** The time of the outermost events only: a function called within another is not counted twice. */
export function outermost(events: TraceEvent[]): TraceEvent[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let end = -Infinity;
  return sorted.filter((event) => {
    if (event.ts < end) return false;
    end = event.ts + (event.dur ?? 0);
    return true;
  });
}

/** The renderers' main threads in a trace, as `pid:tid`. */
export function rendererMainThreads(events: readonly TraceEvent[]): Set<string> {
  return new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
}

/**
 * The long tasks of the renderer's main thread spent mostly (over half) in the store's own scripts: hydration,
 * module evaluation, Swiper's start. A frame that mostly paints (an image, a slide moving) is the browser's, whatever
 * small callback it ran, and garbage collection does not count as the script's own time; scripts of other origins
 * do not count.
 */
export function scriptLongTasks(events: TraceEvent[]): ScriptLongTask[] {
  const mainThreads = rendererMainThreads(events);
  const onMain = events.filter((event) => mainThreads.has(`${event.pid}:${event.tid}`) && event.ph === 'X');
  const scripts = onMain.filter((event) => SCRIPT_EVENTS.has(event.name) && scriptOf(event));
  const tasks = onMain.filter((event) => event.name === 'RunTask' && phoneMs(event) > LONG_TASK_MS);
  return tasks.flatMap((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inTask = outermost(
      scripts.filter(
        (event) => event.pid === task.pid && event.tid === task.tid && event.ts >= task.ts && event.ts < end,
      ),
    );
    const time = new Map<string, number>();
    for (const event of inTask) time.set(scriptOf(event)!, (time.get(scriptOf(event)!) ?? 0) + cpu(event));
    const scriptTime = [...time.values()].reduce((sum, value) => sum + value, 0);
    const gcTime = outermost(
      onMain.filter(
        (event) => GC_EVENTS.test(event.name) && event.tid === task.tid && event.ts >= task.ts && event.ts < end,
      ),
    ).reduce((sum, event) => sum + cpu(event), 0);
    if (scriptTime - gcTime < cpu(task) / 2) return [];
    const byTime = [...time].sort((a, b) => b[1] - a[1]).map(([name]) => name);
    return [{ duration: Math.round(phoneMs(task)), scripts: byTime }];
  });
}

/**
 * Opens `path` as a first visit at Lighthouse's CPU slowdown under a Chromium trace, waits until the page has
 * hydrated, scrolls it to the bottom (so every carousel starts) and lets it settle; returns its script long tasks.
 */
export async function traceFirstVisit(page: Page, path: string): Promise<ScriptLongTask[]> {
  const browser = page.context().browser();
  if (!browser) throw new Error('tracing needs a launched browser');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, { categories: CATEGORIES });
  let trace: Buffer;
  try {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await page.evaluate(() => window.scrollBy(0, 600));
      await page.waitForTimeout(150);
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
  } finally {
    trace = await browser.stopTracing();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
  // HYDRATION_TRACE_DIR keeps each trace, to open in Chromium's performance panel.
  if (process.env.HYDRATION_TRACE_DIR) {
    const name = `${path.replace(/\W+/g, '-')}-${Date.now()}.json`;
    writeFileSync(join(process.env.HYDRATION_TRACE_DIR, name), trace);
  }
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  return scriptLongTasks(events);
}

/** The sum of the tasks' durations, in milliseconds. */
export function totalDuration(tasks: readonly ScriptLongTask[]): number {
  return tasks.reduce((sum, task) => sum + task.duration, 0);
}
