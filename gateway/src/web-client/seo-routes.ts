import { LOCALES, localizedPath } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { GatewayServices } from '../context.ts';
import { publicOrigin } from './public-origin.ts';

/** The pages of the store that are the same for everyone (spec §2), besides products and collections. */
const CONTENT_PAGES = [
  '/',
  '/all-collections',
  '/about-us',
  '/contact',
  '/FAQs',
  '/term-of-use',
  '/privacy-policy',
  '/returns',
  '/shipping',
  '/coming-soon',
];

/** Pages of a shopper's own state, or of the staff: nothing for a search engine. */
const PRIVATE_PAGES = [
  '/admin',
  '/checkout',
  '/shopping-cart',
  '/wish-list',
  '/compare-products',
  '/my-account',
  '/order-confirmation',
  '/order-tracking',
  '/reset-password',
];

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/**
 * A page in each language, each entry naming all of them (and English as x-default) as alternates, as the
 * pages' own hreflang links do.
 */
function sitemapEntries(origin: string, path: string): string[] {
  const url = (locale: (typeof LOCALES)[number]) => escapeXml(origin + localizedPath(path, locale));
  const alternates = [
    ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${url(locale)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${url('en')}"/>`,
  ].join('');
  return LOCALES.map((locale) => `  <url><loc>${url(locale)}</loc>${alternates}</url>`);
}

/**
 * /robots.txt and /sitemap.xml (every content page, collection and product, in English and in Arabic), on the
 * store's public origin.
 */
export function seoRoutes(app: FastifyInstance, services: GatewayServices): void {
  app.get('/robots.txt', async (request, reply) => {
    const origin = publicOrigin(services.config, request);
    const privatePaths = LOCALES.flatMap((locale) => PRIVATE_PAGES.map((path) => localizedPath(path, locale)));
    const lines = ['User-agent: *', 'Allow: /', ...privatePaths.map((path) => `Disallow: ${path}`)];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = publicOrigin(services.config, request);
    const { collections, products } = await services.catalogue.get();
    const paths = [
      ...CONTENT_PAGES,
      ...collections.map((collection) => `/shop-by-collections/${encodeURIComponent(collection.name)}`),
      ...products.map((product) => `/product-detail/${encodeURIComponent(product.id)}`),
    ];
    const urls = paths.flatMap((path) => sitemapEntries(origin, path));
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });
}
