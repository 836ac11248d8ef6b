import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayContext, GatewayServices } from '../context.ts';
import { guestOperations } from './guest-operations.ts';
import { fillTemplate, pathLanguage, sendHtml, withLanguage } from './html-page.ts';
import { publicOrigin } from './public-origin.ts';
import { seoRoutes } from './seo-routes.ts';
import { ServerRender, type RenderOutput } from './server-render.ts';
import { registerStaticFiles } from './static-files.ts';

/**
 * A browser asks for text/html; link-preview crawlers (WhatsApp, Facebook, X) often accept any type or send no
 * Accept at all, and must get the page too. A path that names a file (with an extension) is never a page.
 */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '*/*';
  if (accept.includes('text/html')) return true;
  return accept.includes('*/*') && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0]!);
}

/**
 * The web client at /: its files, robots.txt and sitemap.xml, and every other path that wants HTML as a page.
 * Public pages are rendered on the server with their data; the shopper's own pages and the back office get
 * the shell and render in the browser. A render that fails or is late also gets the shell (status 200), so
 * the browser still shows the page. Anything else unknown is a JSON 404.
 */
export async function serveWebClient(
  app: FastifyInstance,
  services: GatewayServices,
  apollo: ApolloServer<GatewayContext>,
): Promise<void> {
  const { webDist, renderTimeoutMs } = services.config;
  const client = join(webDist, 'client');
  if (!existsSync(join(client, 'index.html'))) return;
  const serverRender = new ServerRender(webDist);
  // Loaded before the gateway listens: loading it counts against a render's deadline, and the first visitors of a
  // freshly started gateway on a busy machine would otherwise get the shell.
  await serverRender.entry().catch((error: unknown) => app.log.warn({ err: error }, 'the server render did not load'));
  await registerStaticFiles(app, client);
  seoRoutes(app, services);

  async function render(request: FastifyRequest, reply: FastifyReply): Promise<RenderOutput | null> {
    try {
      const execute = guestOperations(apollo, services, request, reply);
      return await serverRender.render(request.url, publicOrigin(services.config, request), execute, renderTimeoutMs);
    } catch (error) {
      request.log.warn({ err: error }, `server render of ${request.url} failed; serving the shell`);
      return null;
    }
  }

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    // Read per request, like the files: a rebuilt client's shell is served without a restart.
    const template = await readFile(join(client, 'index.html'), 'utf8');
    const page = await render(request, reply);
    if (!page) return sendHtml(request, reply, 200, withLanguage(template, pathLanguage(request.url)));
    if (page.kind === 'shell') return sendHtml(request, reply, 200, withLanguage(template, page.language));
    return sendHtml(request, reply, page.status, fillTemplate(template, page));
  }

  // '/' is the static plugin's folder; every other page path is no file and so comes to the not-found handler.
  app.get('/', servePage);
  app.setNotFoundHandler(async (request, reply) => {
    if (!wantsPage(request)) return reply.code(404).send({ error: 'Not found' });
    return servePage(request, reply);
  });
}
