/// <reference lib="dom" />
import { expect, test } from './store-test.ts';

test.describe('browser security headers', () => {
  // Tagged @desktop: it asks for the pages without a browser, which is the same whatever the screen.
  test('every page carries a CSP, frame protection, nosniff and a referrer policy @desktop', async ({ request }) => {
    for (const path of ['/', '/shop', '/product-detail/1', '/no-such-page']) {
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      const headers = response.headers();
      expect(headers['content-security-policy'], path).toContain("script-src 'self'");
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  test('the policy blocks a script the store did not ship, and the check sees it', async ({ page, cspViolations }) => {
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    expect(cspViolations.join('\n')).toMatch(/script-src/);
    cspViolations.length = 0;
  });
});
