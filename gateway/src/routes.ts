import type { FastifyInstance } from 'fastify';
import type { GatewayServices } from './context.ts';
import { UpstreamError } from './errors.ts';

/** Product images pass through from the images API, with its cache headers. */
export function mediaRoutes(app: FastifyInstance, { upstreams }: GatewayServices): void {
  app.get('/media/*', async (request, reply) => {
    const path = request.url.slice(1).split('?')[0] ?? '';
    try {
      const upstream = await upstreams.imagesClient.stream(path);
      return reply.code(upstream.status).headers(upstream.headers).send(upstream.body);
    } catch (error) {
      const code = error instanceof UpstreamError && error.code === 'UPSTREAM_TIMEOUT' ? 504 : 502;
      return reply.code(code).send({ error: 'Image unavailable' });
    }
  });
}

/** 200 when every upstream answers, 503 (naming the ones that do not) otherwise. */
export function healthRoutes(app: FastifyInstance, { upstreams }: GatewayServices): void {
  app.get('/healthz', async (_request, reply) => {
    const checks = await Promise.all(
      upstreams.clients.map(async (client) => {
        try {
          // Any HTTP answer means the host is up; the images API must also serve its banners.
          const response = await client.call(client.name === 'images-api' ? 'images/banners/' : '', {});
          return [client.name, client.name !== 'images-api' || response.status === 200 ? 'ok' : 'failing'] as const;
        } catch {
          return [client.name, 'unreachable'] as const;
        }
      }),
    );
    const healthy = checks.every(([, state]) => state === 'ok');
    return reply
      .code(healthy ? 200 : 503)
      .send({ status: healthy ? 'ok' : 'degraded', upstreams: Object.fromEntries(checks) });
  });
}
