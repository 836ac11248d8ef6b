import { request, type IncomingMessage } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { CLOSE_DEADLINE_MS } from '../datasources/http.ts';
import { buildGateway } from '../server.ts';
import { startFakeUpstream } from '../testing/fake-upstream.ts';
import { gatewayConfigFor } from '../testing/test-gateway.ts';

/** An image that starts and never ends: the images API's answer stays in flight, and so does the shopper's. */
const upstream = await startFakeUpstream((_request, response) => {
  response.writeHead(200, { 'content-type': 'image/svg+xml' });
  response.write('<svg xmlns="http://www.w3.org/2000/svg">');
});
afterAll(() => upstream.close());

describe('stopping the gateway', () => {
  it('ends within its deadline while a shopper is still receiving an image that never ends', async () => {
    const { app } = await buildGateway(gatewayConfigFor(upstream.url.replace(/\/$/, '')));
    const url = new URL(await app.listen({ host: '127.0.0.1', port: 0 }));
    const shopper = await new Promise<IncomingMessage>((resolve, reject) =>
      request({ host: url.hostname, port: url.port, path: '/media/v3/products/1/black-front.svg' }, resolve)
        .on('error', reject)
        .end(),
    );
    expect(shopper.statusCode).toBe(200);
    shopper.on('error', () => {});
    const started = performance.now();
    const stopped = await Promise.race([
      app.close().then(() => 'stopped'),
      new Promise((resolve) => setTimeout(() => resolve('still running'), 2 * CLOSE_DEADLINE_MS)),
    ]);
    expect(stopped).toBe('stopped');
    expect(performance.now() - started).toBeGreaterThanOrEqual(CLOSE_DEADLINE_MS - 100);
  }, 30_000);
});
