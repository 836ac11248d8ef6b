import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { forwardTo, startFakeUpstream } from '../testing/fake-upstream.ts';
import { useTestStack } from '../testing/test-gateway.ts';

/**
 * The gateway's /healthz reports the images API by the backend's own /healthz (which checks its database
 * and says when it drains), and by its banners for a legacy images API that has no /healthz.
 */
const upstream = await startFakeUpstream(() => {});
const stack = useTestStack({ imagesApiUrl: upstream.url });
afterAll(() => upstream.close());

const forward = forwardTo(() => stack.backend.url);
const answer = (status: number) => (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(status === 200 ? '[]' : '{"error":"Not Found"}');
};

async function imagesApiHealth() {
  const response = await fetch(`${stack.url}/healthz`);
  const body = (await response.json()) as { upstreams: Record<string, string> };
  return { status: response.status, imagesApi: body.upstreams['images-api'] };
}

describe('/healthz and the images API', () => {
  it('is healthy when the bundled backend says it is', async () => {
    upstream.handler = forward;
    expect(await imagesApiHealth()).toEqual({ status: 200, imagesApi: 'ok' });
  });

  it('falls back to the banners for a legacy images API without /healthz', async () => {
    upstream.handler = (request, response) => answer(request.url === '/images/banners/' ? 200 : 404)(request, response);
    expect(await imagesApiHealth()).toEqual({ status: 200, imagesApi: 'ok' });
    upstream.handler = answer(404);
    expect(await imagesApiHealth()).toEqual({ status: 503, imagesApi: 'failing' });
  });

  it('answers 503 while the backend drains, though the backend still serves its banners', async () => {
    upstream.handler = forward;
    const drained = stack.backend.drain();
    try {
      expect((await fetch(`${stack.backend.url}/images/banners/`)).status).toBe(200);
      expect(await imagesApiHealth()).toEqual({ status: 503, imagesApi: 'failing' });
    } finally {
      await drained;
    }
  });
});
