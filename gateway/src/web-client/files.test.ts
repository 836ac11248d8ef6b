import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '@store/backend/seed/catalogue';
import { useTestStack } from '../testing/test-gateway.ts';
import { buildWebClient, WEB_TEST_BUILD } from '../testing/web-build.ts';

describe('the web client’s files, robots.txt and sitemap.xml', () => {
  beforeAll(buildWebClient, 180_000);
  const stack = useTestStack({ webDist: WEB_TEST_BUILD });
  /** Fetches and reads the whole body at once (an unread body would hold the connection open past the test). */
  async function get(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${stack.url}${path}`, { headers });
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, body, text: () => body.toString('utf8') };
  }
  /**
   * The script with the page's modules (the app chunk; the entry chunk is under the 1 kB the build compresses): a
   * hashed file under /assets/.
   */
  async function appScript(): Promise<string> {
    const html = (await get('/about-us', { accept: 'text/html' })).text();
    return /<meta name="app-module" content="(\/assets\/app-[^"]+\.js)">/.exec(html)![1]!;
  }

  it('lists every content page, collection and product in sitemap.xml, on the public origin', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const path of [
      '/',
      '/all-collections',
      '/about-us',
      '/contact',
      '/FAQs',
      '/term-of-use',
      '/privacy-policy',
      '/returns',
      '/shipping',
    ]) {
      expect(locs).toContain(path);
    }
    for (const product of seedProducts) expect(locs).toContain(`/product-detail/${product.id}`);
    for (const collection of new Set(seedProducts.map((product) => product.collection))) {
      expect(locs).toContain(`/shop-by-collections/${encodeURIComponent(collection)}`);
    }
    expect(xml).toContain(`<loc>${stack.url}/</loc>`);
  });

  it('lists each page in Arabic too, both naming each other as alternates', async () => {
    const xml = (await get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toContain('/ar');
    expect(locs).toContain('/ar/FAQs');
    for (const product of seedProducts) expect(locs).toContain(`/ar/product-detail/${product.id}`);
    expect(locs.filter((path) => path.startsWith('/ar')).length * 2).toBe(locs.length);
    const arabicContact = new RegExp(`<url><loc>${stack.url}/ar/contact</loc>(.*?)</url>`).exec(xml)![1]!;
    expect(arabicContact).toContain(`hreflang="en" href="${stack.url}/contact"`);
    expect(arabicContact).toContain(`hreflang="ar" href="${stack.url}/ar/contact"`);
    expect(arabicContact).toContain(`hreflang="x-default" href="${stack.url}/contact"`);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('points robots.txt at the sitemap and keeps crawlers out of private pages', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    const text = response.text();
    expect(text).toContain(`Sitemap: ${stack.url}/sitemap.xml`);
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Disallow: /checkout');
    expect(text).toContain('Disallow: /ar/checkout');
    expect(text).toContain('Disallow: /ar/my-account');
  });

  it('serves a favicon, icons and a web app manifest', async () => {
    const favicon = await get('/favicon.ico');
    expect(favicon.status).toBe(200);
    expect(favicon.body.subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    const { icons, start_url } = JSON.parse(manifest.text()) as {
      icons: { src: string; sizes: string; type: string }[];
      start_url: string;
    };
    expect(start_url).toBe('/');
    for (const icon of icons) expect((await get(icon.src)).status, icon.src).toBe(200);
    // Raster icons only, at the sizes an install needs: Chrome fetches the manifest's best icon while the page loads
    // (installability) and decodes an SVG one as a document on the page's main thread.
    expect(icons.map((icon) => `${icon.sizes} ${icon.type}`)).toEqual(['192x192 image/png', '512x512 image/png']);
    const page = (await get('/', { accept: 'text/html' })).text();
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    // The tab's icon is the raster one: Chromium draws an SVG icon as a document of its own on the page's main
    // thread, a long task on a phone while the page loads.
    const pageIcons = [...page.matchAll(/<link rel="icon" href="([^"]+)"/g)].map((match) => match[1]);
    expect(pageIcons).toEqual(['/favicon.ico']);
  });

  it('sends pages, scripts and GraphQL answers compressed with brotli or gzip, as the browser accepts', async () => {
    const script = await appScript();
    for (const encoding of ['br', 'gzip']) {
      const page = await get('/product-detail/1', { accept: 'text/html', 'accept-encoding': encoding });
      expect(page.headers.get('content-encoding'), 'page').toBe(encoding);
      expect(page.body.length).toBeGreaterThan(0);
      const js = await get(script, { 'accept-encoding': encoding });
      expect(js.headers.get('content-encoding'), 'script').toBe(encoding);
      const graphql = await fetch(`${stack.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
        body: JSON.stringify({ query: '{ products(pageSize: 24) { items { id title description } } }' }),
      });
      expect(graphql.headers.get('content-encoding'), 'graphql').toBe(encoding);
      expect(((await graphql.json()) as { data: { products: { items: unknown[] } } }).data.products.items.length).toBe(
        24,
      );
    }
    const plain = await get(script, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('serves the modules a page runs before it hydrates with V8’s compile hint, and a lazy page’s chunk without', async () => {
    const html = (await get('/about-us', { accept: 'text/html' })).text();
    const modules = [...html.matchAll(/<meta name="app-module" content="([^"]+)">/g)].map((match) => match[1]!);
    expect(modules.length).toBeGreaterThanOrEqual(2);
    for (const module of modules)
      expect((await get(module)).text(), module).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
    const app = (await get(await appScript())).text();
    const lazyChunk = /import\(`\.\/(admin-app-[^`]+\.js)`\)/.exec(app)?.[1];
    expect(lazyChunk).toBeDefined();
    expect((await get(`/assets/${lazyChunk}`)).text()).not.toContain('allFunctionsCalledOnLoad');
  });

  it('lists the modules a page runs before it hydrates in the order they run: each after what it imports', async () => {
    const html = (await get('/about-us', { accept: 'text/html' })).text();
    const modules = [...html.matchAll(/<meta name="app-module" content="([^"]+)">/g)].map((match) => match[1]!);
    // The libraries and the store's own code are two files, so the boot script runs them in two tasks.
    expect(modules.filter((module) => /\/assets\/(vendor|app)-[^/]+\.js$/.test(module))).toHaveLength(2);
    let imports = 0;
    for (const [index, module] of modules.entries()) {
      const source = (await get(module)).text();
      const imported = [
        ...source.matchAll(/(?:^|[;}\s])import\s*(?:[^'"`(]*?from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g),
      ].map((match) => `/assets/${match[1]}`);
      imports += imported.length;
      for (const dependency of imported) {
        expect(modules.indexOf(dependency), `${module} imports ${dependency}`).toBeGreaterThanOrEqual(0);
        expect(modules.indexOf(dependency), `${module} imports ${dependency}`).toBeLessThan(index);
      }
    }
    expect(imports).toBeGreaterThanOrEqual(modules.length);
    // The entry (the page's own module, which imports the rest) runs last.
    expect(modules.at(-1)).toMatch(/\/assets\/index-[^/]+\.js$/);
  });

  it('sends the brotli file made at build as it is, not compressed again per request', async () => {
    const script = await appScript();
    const raw = await new Promise<Buffer>((resolve, reject) => {
      const url = new URL(script, stack.url);
      request(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      })
        .on('error', reject)
        .end();
    });
    expect(raw.equals(readFileSync(join(WEB_TEST_BUILD, 'client', `${script}.br`)))).toBe(true);
  });

  it('lets browsers keep hashed assets for a year and revalidate pages by ETag', async () => {
    const script = await get(await appScript());
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await get('/about-us', { accept: 'text/html' });
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const etag = page.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get('/about-us', { accept: 'text/html', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text()).toBe('');
    const changed = await get('/about-us', { accept: 'text/html', 'if-none-match': '"something-else"' });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('cache-control')).not.toContain('immutable');
    expect((await get('/favicon.ico')).headers.get('cache-control')).not.toContain('immutable');
  });
});
