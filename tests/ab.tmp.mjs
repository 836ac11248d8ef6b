// A/B of main-thread blocking on a first visit: phone viewport, 4x CPU, fresh Chromium per run.
// node ab.tmp.mjs RUNS URL [CSS_APPEND_FILE]  -> B = same page with extra CSS appended to the page's stylesheets.
import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
const [runs = '4', url = 'http://127.0.0.1:3511/', cssFile] = process.argv.slice(2);
const extra = cssFile ? readFileSync(cssFile, 'utf8') : '';
async function visit(variant) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu'] });
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.6, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  if (variant === 'B' && extra) {
    await page.route(/\.css(\?|$)/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()) + '\n' + extra;
      await route.fulfill({ response, body, headers: { ...response.headers(), 'content-length': String(Buffer.byteLength(body)) } });
    });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await browser.close();
  const events = trace.traceEvents;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const main = events.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && e.pid === fcp?.pid);
  if (!main) { console.log('no main', !!fcp, events.length); return { blocking: 0, longest: [], maxLayout: 0, layoutTotal: 0 }; }
  const tasks = events.filter((e) => e.name === 'RunTask' && e.pid === main.pid && e.tid === main.tid && e.dur > 50_000 && (!fcp || e.ts > fcp.ts));
  const blocking = tasks.reduce((sum, e) => sum + (e.dur / 1000 - 50), 0);
  const layouts = events.filter((e) => e.name === 'Layout' && e.pid === main.pid && e.tid === main.tid).map((e) => e.dur / 1000);
  return { blocking, longest: tasks.map((e) => Math.round(e.dur / 1000)).sort((a, b) => b - a).slice(0, 5), maxLayout: Math.round(Math.max(0, ...layouts)), layoutTotal: Math.round(layouts.reduce((a, b) => a + b, 0)) };
}
const results = { A: [], B: [] };
for (let i = 0; i < Number(runs); i++) for (const v of i % 2 ? ['B', 'A'] : ['A', 'B']) {
  const r = await visit(v);
  results[v].push(r);
  console.log(v, Math.round(r.blocking), 'ms  longest', r.longest.join('/'), ' maxLayout', r.maxLayout, ' layoutTotal', r.layoutTotal);
}
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
for (const v of ['A', 'B']) console.log(v, 'median blocking', Math.round(median(results[v].map((r) => r.blocking))), 'median layoutTotal', median(results[v].map((r) => r.layoutTotal)));
