// Self time by function (CPU profile) of a first visit after first paint: phone viewport, 4x CPU, fresh Chromium.
import { chromium } from 'playwright';
const [url = 'http://127.0.0.1:3512/', runs = '2'] = process.argv.slice(2);
const total = new Map();
for (let run = 0; run < Number(runs); run++) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu'] });
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.6, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  const { profile } = await cdp.send('Profiler.stop');
  await browser.close();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n);
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const f = node.callFrame;
    let key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    if (['appendChild', 'requestAnimationFrame', 'start', 'insertBefore', 'setAttribute', 'removeChild'].includes(f.functionName)) {
      const chain = [];
      for (let p = parentOf.get(node.id); p && chain.length < 4; p = parentOf.get(p.id)) chain.push(`${p.callFrame.functionName || '(anon)'}@${p.callFrame.url.split('/').pop()}:${p.callFrame.lineNumber}`);
      key += ' <- ' + chain.join(' <- ');
    }
    total.set(key, (total.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
  }
}
const rows = [...total].sort((a, b) => b[1] - a[1]).slice(0, 40);
for (const [key, ms] of rows) console.log(String(Math.round(ms / Number(runs))).padStart(6), key);
