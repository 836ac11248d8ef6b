// What the long tasks after first paint are made of: phone viewport, 4x CPU, fresh Chromium.
import { chromium } from 'playwright';
const [url = 'http://127.0.0.1:3511/', runs = '2'] = process.argv.slice(2);
for (let run = 0; run < Number(runs); run++) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu'] });
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.6, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await browser.close();
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const main = events.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && e.pid === fcp.pid);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > 50_000 && e.ts > fcp.ts);
  console.log(`run ${run}: FCP at ${Math.round((fcp.ts - events.find((e) => e.name === 'navigationStart')?.ts) / 1000)} ms`);
  for (const task of tasks) {
    const inside = onMain.filter((e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e !== task && e.dur > 3000);
    const top = inside.filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur));
    const label = (e) => {
      const d = e.args?.data ?? e.args ?? {};
      const where = (d.url || d.fileName || '').split('/').pop() || d.functionName || d.type || d.stackTrace?.[0]?.functionName || '';
      return `${e.name}${where ? `(${where})` : ''} ${Math.round(e.dur / 1000)}`;
    };
    console.log(`  task ${Math.round(task.dur / 1000)} ms at ${Math.round((task.ts - fcp.ts) / 1000)} after FCP:`, top.map(label).join(', '));
    const kids = inside.filter((e) => e.dur > 15000 && e.name !== 'RunMicrotasks').slice(0, 6).map(label);
    if (kids.length) console.log('      >', kids.join(' | '));
    const sub = inside.filter((e) => ['Layout', 'UpdateLayoutTree', 'FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'V8.GC_SCAVENGER', 'MinorGC', 'MajorGC', 'ParseHTML', 'EvaluateScript', 'v8.compile', 'v8.run', 'Paint', 'PrePaint', 'Layerize'].includes(e.name));
    const byName = {};
    for (const e of sub) byName[e.name] = (byName[e.name] ?? 0) + e.dur / 1000;
    console.log('     ', Object.entries(byName).map(([n, d]) => `${n} ${Math.round(d)}`).join(', '));
  }
}
