import { beforeAll, describe, expect, it } from 'vitest';
import { useTestStack } from '../testing/test-gateway.ts';
import { buildWebClient, WEB_TEST_BUILD } from '../testing/web-build.ts';

const PAGE = { accept: 'text/html' };
const ORIGIN = 'https://tees.example';

const htmlElement = (html: string) => /<html[^>]*>/.exec(html)?.[0];
const link = (html: string, rel: string, hreflang?: string) =>
  new RegExp(`<link rel="${rel}" href="([^"]*)"${hreflang ? ` hreflang="${hreflang}"` : ''}`).exec(html)?.[1];
const meta = (html: string, key: string) =>
  new RegExp(`<meta property="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
/** The compiled messages the page carries for the browser. */
const catalogue = (html: string): Record<string, unknown> =>
  JSON.parse(/<script type="application\/json" id="i18n-catalogue">(.*?)<\/script>/s.exec(html)![1]!);

describe('pages in English and Arabic', () => {
  beforeAll(buildWebClient, 180_000);
  const stack = useTestStack({ webDist: WEB_TEST_BUILD, publicUrl: ORIGIN });
  const page = async (path: string) => {
    const response = await fetch(`${stack.url}${path}`, { headers: PAGE });
    return { status: response.status, html: await response.text() };
  };

  it('renders /ar right to left in Arabic, with both languages as alternates and its own canonical', async () => {
    const { status, html } = await page('/ar');
    expect(status).toBe(200);
    expect(htmlElement(html)).toBe('<html lang="ar" dir="rtl">');
    expect(html).toContain('<p class="promo-bar">شحن مجاني لجميع الطلبات');
    expect(html).toMatch(/<a[^>]*href="\/ar\/all-collections"[^>]*>تصفّح جميع المجموعات<\/a>/);
    expect(link(html, 'canonical')).toBe(`${ORIGIN}/ar`);
    expect(link(html, 'alternate', 'en')).toBe(`${ORIGIN}/`);
    expect(link(html, 'alternate', 'ar')).toBe(`${ORIGIN}/ar`);
    expect(link(html, 'alternate', 'x-default')).toBe(`${ORIGIN}/`);
    expect(meta(html, 'og:locale')).toBe('ar_AE');
    // The switch leads to the same page in English; only Arabic's messages come with the page.
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*hrefLang="en"|<a[^>]*href="\/"[^>]*hreflang="en"/i);
    expect(catalogue(html)['nav.home']).toEqual(['الرئيسية']);
  });

  it('keeps English at today\'s URLs: / is lang="en" without dir, and links to its Arabic twin', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(htmlElement(html)).toBe('<html lang="en">');
    expect(html).toContain(
      '<p class="promo-bar">Free shipping on all orders · Free returns within 7 days · Cash on delivery across the UAE</p>',
    );
    expect(link(html, 'canonical')).toBe(`${ORIGIN}/`);
    expect(link(html, 'alternate', 'ar')).toBe(`${ORIGIN}/ar`);
    expect(meta(html, 'og:locale')).toBe('en_AE');
    expect(catalogue(html)['nav.home']).toEqual(['Home']);
    // Arabic's messages stay out of an English page: only the switch and the suggestion to Arabic speak Arabic.
    const english = Object.entries(catalogue(html)).filter(
      ([id]) => id !== 'language.switch' && !id.startsWith('suggestion.'),
    );
    expect(catalogue(html)['language.switch']).toEqual(['العربية']);
    expect(JSON.stringify(english)).not.toMatch(/[\u0600-\u06FF]/);
  });

  it("serves every page under /ar, the shopper's own pages as an Arabic shell, unknown ones as Arabic 404", async () => {
    const contact = await page('/ar/contact');
    expect(contact.status).toBe(200);
    expect(link(contact.html, 'canonical')).toBe(`${ORIGIN}/ar/contact`);
    expect(link(contact.html, 'alternate', 'en')).toBe(`${ORIGIN}/contact`);
    expect(contact.html).toMatch(/<h1 class="page-header__title">اتصل بنا<\/h1>/);
    expect(contact.html).toContain('نردّ خلال 24 ساعة.');

    const shop = await page('/ar/all-collections');
    expect(shop.status).toBe(200);
    expect(shop.html).toMatch(/<h1 class="shop__title">جميع المنتجات<\/h1>/);
    expect(shop.html).toContain('السعر تصاعديًا');
    expect(shop.html).toMatch(/<title>جميع المنتجات \| Graphic Tees Dubai<\/title>/);

    const cart = await page('/ar/shopping-cart');
    expect(cart.status).toBe(200);
    expect(htmlElement(cart.html)).toBe('<html lang="ar" dir="rtl">');
    expect(catalogue(cart.html)['nav.home']).toEqual(['الرئيسية']);

    const missing = await page('/ar/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('عذرًا! هناك شيء مفقود.');
  });

  it('preloads the Arabic face on Arabic pages, rendered or shell, and never on English ones', async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" href="([^"]*ibm-plex-sans-arabic[^"]*)"([^>]*)>/g)].map(
        ([, href, rest]) => ({ href, rest }),
      );
    const arabic = preloads((await page('/ar')).html);
    expect(arabic).toEqual([
      {
        href: expect.stringMatching(/^\/assets\/ibm-plex-sans-arabic-400-[\w-]+\.woff2$/),
        rest: ' as="font" type="font/woff2" crossorigin',
      },
    ]);
    const href = arabic[0]!.href!;
    // The very file the stylesheet's @font-face names, so the browser uses what it preloaded.
    const { html: home } = await page('/ar');
    const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"/.exec(home)![1]!;
    expect(await (await fetch(`${stack.url}${stylesheet}`)).text()).toContain(`url(${href})`);
    const font = await fetch(`${stack.url}${href}`);
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    // Before the built styles and scripts, after the viewport tag.
    expect(home.indexOf(href)).toBeLessThan(home.indexOf(stylesheet));

    for (const path of ['/ar/contact', '/ar/product-detail/1', '/ar/wish-list', '/ar/no-such-page']) {
      expect(preloads((await page(path)).html), path).toEqual([arabic[0]]);
    }
    for (const path of ['/', '/contact', '/product-detail/1', '/wish-list', '/admin', '/arabic']) {
      expect((await page(path)).html, path).not.toContain('ibm-plex-sans-arabic');
    }
  });

  it('treats look-alike and hostile prefixes as English paths, never as Arabic', async () => {
    for (const path of ['/arabic', '/AR', '/ar%2F..%2Fadmin', '/ar-evil']) {
      const { html } = await page(path);
      expect(htmlElement(html), path).toBe('<html lang="en">');
    }
    const quoted = await page('/ar/no-such-page?x="><script>alert(1)</script>');
    expect(quoted.html).not.toContain('<script>alert(1)');
  });
});
