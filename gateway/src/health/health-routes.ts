import type { FastifyInstance } from 'fastify';
import type { GatewayServices } from '../context.ts';
import type { UpstreamClient } from '../datasources/http.ts';

/** Any HTTP answer means the host is up; the images API must also be able to serve (see imagesApiState). */
async function upstreamState(client: UpstreamClient): Promise<'ok' | 'failing'> {
  if (client.name !== 'images-api') {
    await client.call('', {});
    return 'ok';
  }
  return imagesApiState(client);
}

/**
 * The bundled backend has a /healthz that checks its database (within its own short deadline) and answers 503
 * while it drains or the database does not answer: that is its state. A legacy images API has no such path
 * (any other answer): it must serve its banners.
 */
async function imagesApiState(client: UpstreamClient): Promise<'ok' | 'failing'> {
  const health = await client.call('healthz', {});
  if (health.status === 200) return 'ok';
  if (health.status === 503) return 'failing';
  return (await client.call('images/banners/', {})).status === 200 ? 'ok' : 'failing';
}

/**
 * 200 when every upstream answers, 503 (naming the ones that do not) otherwise. The checks go through each
 * upstream's circuit breaker like any call: an open circuit answers at once, and after its cool-down a check
 * may be the trial call that closes it.
 */
export function healthRoutes(app: FastifyInstance, { upstreams }: GatewayServices): void {
  app.get('/healthz', async (_request, reply) => {
    const checks = await Promise.all(
      upstreams.clients.map(async (client) => {
        try {
          return [client.name, await upstreamState(client)] as const;
        } catch {
          // An open circuit refuses calls (this check's too) until its cool-down ends: say so.
          return [client.name, client.circuit === 'open' ? 'circuit-open' : 'unreachable'] as const;
        }
      }),
    );
    const healthy = checks.every(([, state]) => state === 'ok');
    return reply
      .code(healthy ? 200 : 503)
      .send({ status: healthy ? 'ok' : 'degraded', upstreams: Object.fromEntries(checks) });
  });
}
