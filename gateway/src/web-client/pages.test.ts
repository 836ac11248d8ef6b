import { beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '@store/backend/seed/catalogue';
import { useTestStack } from '../testing/test-gateway.ts';
import { buildWebClient, WEB_TEST_BUILD } from '../testing/web-build.ts';

const PAGE = { accept: 'text/html' };
const NOT_FOUND = 'Oops! Something is Missing.';

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
/** The Apollo cache handed to the browser: one script element, JSON that parses. */
function serverState(html: string): Record<string, any> {
  const found = [...html.matchAll(/<script type="application\/json" id="apollo-state">(.*?)<\/script>/gs)];
  expect(found).toHaveLength(1);
  return JSON.parse(found[0]![1]!);
}
/** The queries the page names as rendered with, for the browser to read before it hydrates. */
function pageQueries(html: string): [string, Record<string, unknown>][] {
  const found = [...html.matchAll(/<script type="application\/json" id="apollo-queries">(.*?)<\/script>/gs)];
  expect(found).toHaveLength(1);
  return JSON.parse(found[0]![1]!);
}

describe('server-rendered pages', () => {
  beforeAll(buildWebClient, 180_000);
  const stack = useTestStack({ webDist: WEB_TEST_BUILD, publicUrl: 'https://tees.example' });
  const page = (path: string, init: RequestInit = {}) =>
    fetch(`${stack.url}${path}`, { ...init, headers: { ...PAGE, ...init.headers } });

  it('renders a product page with its head, price in AED and Product JSON-LD, without any script running', async () => {
    const product = seedProducts.find((candidate) => candidate.stock.some((entry) => entry.quantity > 0))!;
    const response = await page(`/product-detail/${product.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${product.title} | Graphic Tees Dubai</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${product.title}</h1>`));
    expect(html).toContain(`AED ${product.price.toFixed(2)}`);
    expect(meta(html, 'description')).toBeTruthy();
    expect(html).toContain(`<link rel="canonical" href="https://tees.example/product-detail/${product.id}"`);
    expect(meta(html, 'og:image')).toMatch(/^https:\/\/tees\.example\/media\//);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'product:price:currency')).toBe('AED');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
    const ld = jsonLd(html).find((data) => data['@type'] === 'Product')!;
    expect(ld).toMatchObject({
      name: product.title,
      offers: { priceCurrency: 'AED', price: product.price.toFixed(2), availability: 'https://schema.org/InStock' },
    });
    expect(jsonLd(html).some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);
    // The data the page was rendered with goes along, so the browser does not ask again.
    expect(serverState(html).ROOT_QUERY).toHaveProperty([`product({"id":"${product.id}"})`]);
    // And the queries that data answered, each once, so the browser reads them before hydrating.
    const queries = pageQueries(html);
    expect(queries).toContainEqual(['ProductDetail', { id: String(product.id) }]);
    // The related products come with a query of their own, rendered on the server all the same.
    expect(queries).toContainEqual(['RelatedProducts', { id: String(product.id) }]);
    expect(html).toContain('<h2 id="related-products-heading">Related Products</h2>');
    const related = seedProducts.find(
      (candidate) => candidate.collection === product.collection && candidate.id !== product.id,
    )!;
    expect(html).toContain(related.title);
    expect(queries).toContainEqual(['Layout', {}]);
    expect(new Set(queries.map((query) => JSON.stringify(query))).size).toBe(queries.length);
    // The signed-in header is the browser's own: never rendered, never named.
    expect(queries.map(([name]) => name)).not.toContain('LayoutCustomer');
  });

  it('renders the home, shop, collection and content pages with their own titles', async () => {
    const expectations: [string, string][] = [
      ['/', 'Home'],
      ['/all-collections', 'Shop All'],
      [
        `/shop-by-collections/${encodeURIComponent(seedProducts[0]!.collection)}`,
        `Shop ${seedProducts[0]!.collection}`,
      ],
      ['/about-us', 'About'],
      ['/FAQs', 'FAQ'],
    ];
    for (const [path, title] of expectations) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(new RegExp(`<title>[^<]*${title}[^<]*\\| Graphic Tees Dubai</title>`));
      expect(html, path).toContain(`<link rel="canonical" href="https://tees.example${path}"`);
      expect(html, path).toMatch(/<div id="root"><.+/);
      serverState(html);
    }
    const about = await (await page('/about-us')).text();
    expect(jsonLd(about).find((data) => data['@type'] === 'BreadcrumbList')?.itemListElement).toHaveLength(2);
  });

  it('answers 404 with the not-found page for an unknown path, /404 and a missing product or collection', async () => {
    for (const path of [
      '/no-such-page',
      '/404',
      '/product-detail/987654',
      '/product-detail/not-a-number',
      '/shop-by-collections/Nope',
    ]) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      const html = await response.text();
      if (!path.startsWith('/shop-by')) {
        expect(html, path).toContain(NOT_FOUND);
        expect(html, path).toContain('The page you are looking for cannot be found.');
      }
    }
  });

  it('keeps answering JSON 404 to a request that does not want HTML', async () => {
    for (const [path, accept] of [
      ['/no-such-page', 'application/json'],
      ['/no-such-file.js', '*/*'],
    ] as const) {
      const response = await fetch(`${stack.url}${path}`, { headers: { accept } });
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ error: 'Not found' });
    }
  });

  it('gives link-preview crawlers, which accept anything, the rendered product page', async () => {
    const response = await fetch(`${stack.url}/product-detail/1`, {
      headers: { accept: '*/*', 'user-agent': 'WhatsApp/2.23.20.0' },
    });
    expect(response.status).toBe(200);
    expect(meta(await response.text(), 'og:type')).toBe('product');
  });

  it('serves the shopper’s own pages and the back office as the shell, 200, rendered in the browser', async () => {
    for (const path of ['/my-account', '/register', '/admin', '/admin/orders']) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('apollo-state');
      expect(html, path).not.toContain('apollo-queries');
    }
  });

  it('renders the login page, the same for every guest, in either language', async () => {
    for (const [path, heading] of [
      ['/login', 'Returning Customer'],
      ['/ar/login', 'عميل حالي'],
    ] as const) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).not.toContain('<div id="root"></div>');
      expect(html, path).toContain(`<h2>${heading}</h2>`);
    }
  });

  it('renders the cart and checkout as every guest sees them, in either language, the lines left to the browser', async () => {
    for (const [path, heading, body] of [
      ['/shopping-cart', 'Shopping Cart', '<div class="cart-page__pending" aria-busy="true"></div>'],
      ['/ar/shopping-cart', 'سلة التسوق', '<div class="cart-page__pending" aria-busy="true"></div>'],
      ['/checkout', 'Checkout', 'Please log in to place your order.'],
      ['/ar/checkout', 'إتمام الطلب', 'يُرجى تسجيل الدخول لتقديم طلبك.'],
    ] as const) {
      const response = await page(path, { headers: { cookie: '__Host-session=forged; session=forged' } });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).not.toContain('<div id="root"></div>');
      expect(html, path).toContain(`<h1>${heading}</h1>`);
      expect(html, path).toContain(body);
      // Nobody's cart, nor the empty cart's message, nor anyone's delivery form is in the shared HTML.
      expect(html, path).not.toContain('cart-page__table');
      expect(html, path).not.toContain('class="cart-page__empty"');
      expect(html, path).not.toContain('checkout__layout');
      expect(serverState(html).ROOT_QUERY, path).not.toHaveProperty('me');
    }
  });

  it('renders the guest view whatever cookies come along', async () => {
    const html = await (await page('/', { headers: { cookie: '__Host-session=forged; session=forged' } })).text();
    // The page's catalogue (data for the browser) holds the greeting's message; the markup must not greet anyone.
    expect(html.replace(/<script type="application\/json" id="i18n-catalogue">.*?<\/script>/s, '')).not.toContain(
      'Hello,',
    );
    expect(serverState(html).ROOT_QUERY).not.toHaveProperty('me');
  });

  it('keeps a hostile search text inside the page data: no element can be closed or opened by it', async () => {
    // `$'` and `$&` would be patterns in a string replacement and copy parts of the page into it.
    const hostile = "</script><script>alert(1)</script><!--$'$&";
    const response = await page(`/all-collections?text=${encodeURIComponent(hostile)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(JSON.stringify(serverState(html))).toContain("alert(1)</script><!--$'$&");
  });

  it('answers a very long URL and `..` paths without a 5xx, and never serves a file outside the client', async () => {
    const long = await page(`/product-detail/1?x=${'a'.repeat(6000)}`);
    expect(long.status).toBeLessThan(500);
    for (const path of [
      '/../../package.json',
      '/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2fserver/entry-server.js',
      '/server/entry-server.js',
    ]) {
      const response = await page(path);
      expect(response.status, path).toBeLessThan(500);
      const body = await response.text();
      expect(body, path).not.toContain('"workspaces"');
      expect(body, path).not.toContain('renderPage');
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    const head = await page('/product-detail/1', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('text/html');
    expect(await head.text()).toBe('');
    expect((await page('/no-such-page', { method: 'HEAD' })).status).toBe(404);
  });
});
