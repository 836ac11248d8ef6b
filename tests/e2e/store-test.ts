/// <reference lib="dom" />
import { randomBytes } from 'node:crypto';
import { expect, test as base } from '@playwright/test';
import { watchConsoleErrors } from './console-errors.ts';

/**
 * Playwright's `test`, with two checks after every test: the store's pages broke no rule of their own
 * Content-Security-Policy (the browser reports each violation as an event and on the console), and no page
 * of the test logged a console error or threw (console-errors.ts; a test that provokes one on purpose names
 * it with `test.use({ allowedConsoleErrors: [/…/] })`). Each test's
 * browser comes from an address of its own, as shoppers do (the store trusts its loopback proxy here), so
 * the per-address limits on logins and mails count per test, not for the whole run.
 */
export const test = base.extend<{
  cspViolations: string[];
  allowedConsoleErrors: RegExp[];
  consoleErrors: void;
}>({
  // A server-rendered page is visible before its script makes it work: navigations wait until it has hydrated
  // (web/src/app/app.tsx marks <html data-hydrated>), so a click is never lost on a page not yet live.
  page: async ({ page }, use) => {
    const untilLive = () =>
      page.waitForFunction(
        () => !document.getElementById('apollo-state') || 'hydrated' in document.documentElement.dataset,
      );
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilLive();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilLive();
      return response;
    };
    await use(page);
  },
  context: async ({ context }, use) => {
    const [a = 0, b = 0, c = 0] = randomBytes(3);
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${a}.${b}.${c}` });
    await use(context);
  },
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
          report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
        });
      });
      page.on('console', (message) => {
        if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ browser, context, allowedConsoleErrors }, use) => {
      const errors = watchConsoleErrors(browser, context);
      await use();
      const unexpected = errors.stop().filter((text) => !allowedConsoleErrors.some((allowed) => allowed.test(text)));
      expect(unexpected, 'console errors and uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
