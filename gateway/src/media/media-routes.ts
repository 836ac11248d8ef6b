import type { FastifyInstance } from 'fastify';
import type { GatewayServices } from '../context.ts';
import { UpstreamError } from '../errors.ts';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Product images pass through from the images API, with its cache headers. Its redirects (an image path of an
 * older media version, as in mail sent before a move) pass through with their Location when it is an image path
 * of the store; a redirect anywhere else is not followed.
 */
export function mediaRoutes(app: FastifyInstance, { upstreams }: GatewayServices): void {
  app.get('/media/*', async (request, reply) => {
    const path = request.url.slice(1).split('?')[0] ?? '';
    if (!isImagePath(path)) return reply.code(404).send({ error: 'Image not found' });
    try {
      const upstream = await upstreams.imagesClient.stream(path);
      if (REDIRECTS.has(upstream.status)) {
        // A redirect's body says nothing: sent empty, with a length (a streamed one would be compressed).
        upstream.body.resume();
        const { location, 'cache-control': cacheControl } = upstream.headers;
        if (location?.startsWith('/media/')) {
          if (cacheControl) reply.header('cache-control', cacheControl);
          return reply.code(upstream.status).header('location', location).send('');
        }
        request.log.warn({ path, status: upstream.status }, 'images API redirected outside /media/');
        return reply.code(502).send({ error: 'Image unavailable' });
      }
      return reply.code(upstream.status).headers(upstream.headers).send(upstream.body);
    } catch (error) {
      const code = error instanceof UpstreamError && error.code === 'UPSTREAM_TIMEOUT' ? 504 : 502;
      return reply.code(code).send({ error: 'Image unavailable' });
    }
  });
}

/**
 * No image path holds a control character once decoded: such a path (`%0d%0aSet-Cookie:…`) is refused here, so
 * whatever the images API does with it can never reach the shopper as a 500 or as a header.
 */
function isImagePath(path: string): boolean {
  try {
    // eslint-disable-next-line no-control-regex
    return !/[\u0000-\u001f\u007f]/.test(decodeURIComponent(path));
  } catch {
    return false;
  }
}
