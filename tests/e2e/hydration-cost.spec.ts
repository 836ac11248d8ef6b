/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { expect, test } from './store-test.ts';
import {
  cpu,
  rendererMainThreads,
  traceFirstVisit,
  totalDuration,
  type ScriptLongTask,
  type TraceEvent,
} from './long-tasks.ts';

/**
 * The hydration guard (docs/decisions.md, "Hydration has a budget"). A first visit to each page, on a phone at
 * Lighthouse's 4× CPU slowdown, spends at most this many milliseconds in long tasks (over 50 ms) that run the
 * store's scripts, in the best of RUNS visits (a loaded machine only ever adds time); measured from the tasks' CPU
 * time (long-tasks.ts). A coarse net, as this varies with the machine's load and speed: the worst best runs seen
 * on a loaded 2-core machine (benchmarkIndex about 2,900) were 860, 545 and 470 ms in this session, up to 2,700 ms
 * in earlier ones; the nets catch a page hydrating in one piece again on a machine of the same kind at half the
 * speed, not a small regression (the hydrated-element counts below catch those).
 */
const LONG_TASK_BUDGET_MS: Record<string, number> = {
  '/': 4000,
  '/all-collections': 2500,
  '/product-detail/1': 3000,
};
// Best of two: the budgets are several times what an idle machine takes, and each traced visit costs CI time.
const RUNS = 2;
/**
 * The longest task Swiper may run in (baseline before issue 19: up to 220 ms, with hydration); a loaded CI machine
 * has shown 153 ms for one carousel's start, so the net is set at 200 ms until carousels start in smaller steps.
 */
const SWIPER_TASK_MS = 200;

function describe(tasks: readonly ScriptLongTask[]): string {
  return tasks.map((task) => `${task.duration} ms (${task.scripts.join(', ')})`).join('; ');
}

for (const [path, budget] of Object.entries(LONG_TASK_BUDGET_MS)) {
  test(`${path} hydrates in short tasks on a phone, and Swiper never runs in a long one @mobile`, async ({ page }) => {
    test.setTimeout(60_000 * RUNS);
    // The store renders each page once before: the first render after start-up is not what a shopper meets.
    expect((await page.request.get(path)).status()).toBe(200);
    const runs: ScriptLongTask[][] = [];
    // Measured on pages the server rendered: on a loaded machine a render may pass its deadline and send the shell,
    // which the browser renders itself (another page's cost); such a visit is made again.
    for (let visit = 0; runs.length < RUNS && visit < RUNS * 2; visit++) {
      await page.context().clearCookies();
      const tasks = await traceFirstVisit(page, path);
      if ((await page.locator('#apollo-state').count()) === 1) runs.push(tasks);
    }
    expect(runs, 'visits to the page the server rendered').toHaveLength(RUNS);
    const best = runs.reduce((a, b) => (totalDuration(a) <= totalDuration(b) ? a : b));
    test.info().annotations.push({ type: 'long tasks', description: `${totalDuration(best)} ms: ${describe(best)}` });
    expect(totalDuration(best), describe(best)).toBeLessThanOrEqual(budget);
    // Swiper never joins hydration in one long task, nor starts several carousels in one: the start of one
    // carousel alone may come just over 50 ms at this slowdown (it measures the slides).
    // Judged on the best visit, as the total is: a loaded machine only ever lengthens tasks.
    const swiperTasks = best.filter((task) => task.scripts.some((script) => script.startsWith('swiper-')));
    expect(swiperTasks.filter((task) => task.duration > SWIPER_TASK_MS)).toEqual([]);
  });
}

/**
 * The elements React hydrates on each page, per screen (a wide screen hydrates the shop's sidebar): the work
 * hydration does whatever the machine's load. A fine net, set a little above what the pages hydrate now; a page
 * that hydrates static markup again, or a far section before the shopper comes near it, fails here. Before static
 * markup, a phone hydrated 1003 (home), 430 (shop), 567 (product) and 249 (FAQs) elements; before far sections
 * waited until near (HydrateLater untilNear), 700 (home) and 400 (product), and a wide screen 700 on home. How
 * many of the sections near the first screen have hydrated by the time the network is idle varies with the load
 * (a phone's home 59 to 240 seen).
 */
const HYDRATED_ELEMENTS_BUDGET: Record<string, Record<string, number>> = {
  mobile: { '/': 300, '/all-collections': 320, '/product-detail/1': 250, '/FAQs': 200 },
  desktop: { '/': 400, '/all-collections': 490, '/product-detail/1': 300, '/FAQs': 190 },
};

/** Parts of each page that have nothing to do in the browser: React must leave them as the server sent them. */
const STATIC_PARTS: Record<string, string[]> = {
  '/': ['.testimonial blockquote', '.benefit__title', '.product-card__title', '.footer__promos li', '.footer__links a'],
  '/all-collections': ['.product-card__title', '.product-card__colours li', '.footer__bottom p'],
  '/product-detail/1': ['.product-tabs__panel h3', '.product-info__notes li', '.product-card__title'],
  '/FAQs': ['.page-header__title', '.accordion__panel p', '.footer__links a'],
};

declare global {
  interface Element {
    /** Marked on the elements of the server's HTML before the scripts run (below). */
    fromServer?: boolean;
  }
}

for (const [path, selectors] of Object.entries(STATIC_PARTS)) {
  test(`${path} hydrates only its interactive parts and keeps every element the server sent`, async ({
    page,
  }, info) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        for (const element of document.querySelectorAll('body *')) element.fromServer = true;
      });
    });
    // At a phone's speed: a section that React drops and renders again shows up here.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    expect((await page.request.get(path)).status()).toBe(200);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#apollo-state')).toHaveCount(1);
    // The interactive parts do hydrate: a section near the first screen may still be hydrating when the network
    // goes idle (its gate opened from the IntersectionObserver, and React hydrates it at low priority).
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('main button')].some((button) =>
            Object.keys(button).some((key) => key.startsWith('__reactFiber$')),
          ),
        ),
      )
      .toBe(true);
    const report = await page.evaluate((parts) => {
      const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      const madeInBrowser = [...document.querySelectorAll('body *')].filter(
        // Swiper adds its pagination bullets and its live region when it starts; the product page draws its
        // viewers count in the browser.
        (element) =>
          !element.fromServer && !element.closest('.swiper-pagination, .swiper-notification, .product-info__viewers'),
      );
      return {
        parts: parts.map((selector) => {
          const elements = [...document.querySelectorAll(selector)];
          return { selector, found: elements.length > 0, hydrated: elements.filter(hydrated).length };
        }),
        madeInBrowser: madeInBrowser.map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
        hydratedElements: [...document.querySelectorAll('body *')].filter(hydrated).length,
      };
    }, selectors);
    expect(report.parts).toEqual(selectors.map((selector) => ({ selector, found: true, hydrated: 0 })));
    expect(report.madeInBrowser).toEqual([]);
    expect(report.hydratedElements).toBeLessThanOrEqual(HYDRATED_ELEMENTS_BUDGET[info.project.name]![path]!);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
}

test('links in markup the server rendered navigate within the store, and the next page renders its static parts', async ({
  page,
}) => {
  await page.goto('/FAQs');
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  // The breadcrumb of the page header is static markup: its link has no handler of its own.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Customer Say' })).toBeVisible();
  // A product card's title, static too, opens the product page in the same document.
  const card = page.locator('.product-card').first();
  const title = (await card.locator('.product-card__title').textContent()) ?? '';
  await card.locator('.product-card__title').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Rendered in the browser this time, its static parts are there all the same.
  await expect(page.getByRole('heading', { name: 'Wash guidance' })).toBeVisible();
  await expect(page.locator('.product-info__notes li')).toHaveCount(2);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test('the FAQ answers stay static while their questions open and close', async ({ page }) => {
  await page.goto('/FAQs');
  const questions = page.locator('.accordion__button');
  const second = questions.nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  const answer = page.locator(`[id="${await second.getAttribute('aria-controls')}"]`);
  await expect(answer).toBeVisible();
  await expect(answer.locator('p').first()).not.toBeEmpty();
});

test('React DOM starts without DevTools parsing it again, and errors keep their stacks once the page runs @mobile', async ({
  page,
  browser,
}) => {
  // With DevTools attached, as here, React DOM's start-up errors made V8 parse all of React DOM again (8-12 ms);
  // the boot script runs the libraries with no error stacks taken (web/scripts-after-paint-plugin.ts).
  await browser.startTracing(page, { categories: ['disabled-by-default-v8.compile', 'toplevel', '__metadata'] });
  await page.goto('/');
  await expect(page.locator('html[data-settled="true"]')).toBeAttached({ timeout: 30_000 });
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const mainThreads = rendererMainThreads(trace.traceEvents);
  const reparses = trace.traceEvents
    .filter((event) => event.name === 'V8.CollectSourcePositions' && mainThreads.has(`${event.pid}:${event.tid}`))
    .map((event) => Math.round(cpu(event) / 100) / 10);
  // Stacks of small functions are still given line numbers (a fraction of a millisecond each).
  expect(reparses.filter((ms) => ms >= 3)).toEqual([]);
  // The limit is back once the modules have run: an error the app reports shows where it came from.
  expect(
    await page.evaluate(() => ({
      limit: Error.stackTraceLimit,
      framed: (new Error('from the page').stack ?? '').split('\n').length > 1,
    })),
  ).toEqual({ limit: 10, framed: true });
});
