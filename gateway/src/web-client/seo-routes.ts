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

/** /robots.txt and /sitemap.xml (every content page, collection and product), on the store's public origin. */
export function seoRoutes(app: FastifyInstance, services: GatewayServices): void {
  app.get('/robots.txt', async (request, reply) => {
    const origin = publicOrigin(services.config, request);
    const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PAGES.map((path) => `Disallow: ${path}`)];
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
    const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });
}
