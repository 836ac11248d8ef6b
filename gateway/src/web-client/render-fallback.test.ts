import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestStack } from '../testing/test-gateway.ts';
import { buildWebClient, WEB_TEST_BUILD } from '../testing/web-build.ts';

const SHELL = '<div id="root"></div>';

/** A web client whose server render is broken: it throws, or (for /hang…) never answers. */
function brokenWebClient(): string {
  const dist = mkdtempSync(join(tmpdir(), 'broken-web-'));
  mkdirSync(join(dist, 'client'));
  mkdirSync(join(dist, 'server'));
  writeFileSync(
    join(dist, 'client', 'index.html'),
    `<!doctype html><html><head><title>Shell</title></head><body>${SHELL}</body></html>`,
  );
  writeFileSync(
    join(dist, 'server', 'entry-server.js'),
    `export async function renderPage({ url }) {
      if (url.startsWith('/hang')) return new Promise(() => {});
      throw new Error('a bug in a page');
    }`,
  );
  return dist;
}

async function timed(url: string): Promise<{ status: number; html: string; ms: number }> {
  const started = Date.now();
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text(), ms: Date.now() - started };
}

describe('a server render that fails', () => {
  const stack = useTestStack({ webDist: brokenWebClient(), renderTimeoutMs: 500 });

  it('serves the shell, 200, when the render throws', async () => {
    const { status, html } = await timed(`${stack.url}/product-detail/1`);
    expect(status).toBe(200);
    expect(html).toContain(SHELL);
  });

  it('serves the shell within the deadline when the render never finishes', async () => {
    const { status, html, ms } = await timed(`${stack.url}/hang-forever`);
    expect(status).toBe(200);
    expect(html).toContain(SHELL);
    expect(ms).toBeLessThan(3_000);
  });
});

describe('a server render while the backend is down', () => {
  beforeAll(buildWebClient, 180_000);
  const stack = useTestStack({ webDist: WEB_TEST_BUILD, renderTimeoutMs: 5_000 });

  it('serves the shell, 200, in time, so the browser can try again itself', async () => {
    await stack.stopBackend();
    const { status, html, ms } = await timed(`${stack.url}/product-detail/1`);
    expect(status).toBe(200);
    expect(html).toContain(SHELL);
    expect(html).not.toContain('apollo-state');
    expect(html).not.toContain('apollo-queries');
    expect(ms).toBeLessThan(8_000);
  });
});
