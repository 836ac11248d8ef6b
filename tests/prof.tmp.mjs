// Temporary profiling helper (not committed): long tasks of a first visit with 4x CPU slowdown, with children.
import { chromium, devices } from 'playwright';
const url = process.argv[2] ?? 'http://127.0.0.1:3600/';
const slowdown = Number(process.argv[3] ?? 4);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ ...devices['Pixel 7'] });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(7000);
const { profile } = await cdp.send('Profiler.stop');
const buf = await browser.stopTracing();
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const sampleTimes = [];
let tt = profile.startTime;
for (const d of profile.timeDeltas) { tt += d; sampleTimes.push(tt); }
function selfIn(from, to) {
  const by = new Map();
  profile.samples.forEach((id, i) => {
    const t = sampleTimes[i];
    if (t < from || t > to) return;
    const n = nodes.get(id);
    const f = n.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    by.set(key, (by.get(key) ?? 0) + 1);
  });
  return [...by].sort((a, b) => b[1] - a[1]).slice(0, 8);
}
await browser.close();
const events = JSON.parse(buf.toString()).traceEvents;
const mains = events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
const count = (m) => events.filter((e) => e.tid === m.tid && e.pid === m.pid && e.name === 'RunTask').length;
const main = mains.sort((a, b) => count(b) - count(a))[0];
const mainTid = main.tid, mainPid = main.pid;
const onMain = events.filter((e) => e.tid === mainTid && e.pid === mainPid && e.ph === 'X');
const nav = events.find((e) => e.name === 'navigationStart' && e.pid === mainPid) ?? onMain[0];
const start = nav.ts;
const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > 50000);
let tbt = 0;
for (const task of tasks) {
  tbt += task.dur / 1000 - 50;
  const kids = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e.name !== 'RunTask');
  const by = new Map();
  for (const k of kids) {
    if (!['FunctionCall', 'EvaluateScript', 'v8.compile', 'v8.compileModule', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'v8.evaluateModule', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'RunMicrotasks', 'HitTest', 'PrePaint', 'Layerize', 'ParseAuthorStyleSheet', 'CompileScript', 'v8.parseOnBackground', 'MajorGC', 'MinorGC'].includes(k.name)) continue;
    const u = (k.args?.data?.url ?? k.args?.data?.functionName ?? '').split('/').pop();
    const key = `${k.name} ${u}`.trim();
    by.set(key, (by.get(key) ?? 0) + k.dur / 1000);
  }
  const top = [...by].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k}=${v.toFixed(0)}`).join(', ');
  console.log(`${((task.ts - start) / 1000).toFixed(0)}ms dur ${(task.dur / 1000).toFixed(0)}: ${top}`);
  if (process.env.SELF) for (const [k, v] of selfIn(task.ts, task.ts + task.dur)) console.log(`      ${v} ${k}`);
}
console.log(`long tasks ${tasks.length}, TBT-ish (all, no FCP cut) ${tbt.toFixed(0)} ms`);
if (process.env.AGG) {
  const by = new Map();
  for (const task of tasks) {
    for (const [k, v] of (function () {
      const m = new Map();
      profile.samples.forEach((id, i) => {
        const t = sampleTimes[i];
        if (t < task.ts || t > task.ts + task.dur) return;
        const f = nodes.get(id).callFrame;
        const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
        m.set(key, (m.get(key) ?? 0) + 1);
      });
      return m;
    })()) by.set(k, (by.get(k) ?? 0) + v);
  }
  console.log('--- self samples in long tasks, top 45');
  for (const [k, v] of [...by].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(`  ${v} ${k}`);
}
