// Temporary A/B helper (not committed): main-thread metrics of first visits, interleaved between URLs.
import { chromium, devices } from 'playwright';
const urls = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 5);
const results = new Map(urls.map((u) => [u, []]));
for (let i = 0; i < runs; i++) {
  for (const url of urls) {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.SLOW ?? 4) });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30000 }).catch(() => {});
    await page.waitForTimeout(3000);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
    const longTasks = await page.evaluate(() => window.__long ?? null);
    results.get(url).push({ layout: m.LayoutDuration * 1000, style: m.RecalcStyleDuration * 1000, script: m.ScriptDuration * 1000, task: m.TaskDuration * 1000 });
    await browser.close();
  }
}
const med = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [url, rs] of results) {
  const keys = ['layout', 'style', 'script', 'task'];
  console.log(url, keys.map((k) => `${k} ${med(rs.map((r) => r[k])).toFixed(0)}`).join('  '));
}
