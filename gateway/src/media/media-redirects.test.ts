import type { ServerResponse } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { seedProducts } from '@store/backend/seed/catalogue';
import { startFakeUpstream } from '../testing/fake-upstream.ts';
import { useTestStack } from '../testing/test-gateway.ts';

/**
 * An image path of an older media version (in every mail sent before the move) answers with a redirect to this
 * version's path: the redirect must reach the browser through the gateway with its Location, as a path on the
 * store's own origin.
 */
const colour = seedProducts[0]!.colours[0]!.toLowerCase();
const OLD_PATH = `/media/v1/products/1/${colour}-front.svg`;
const NEW_PATH = `/media/v3/products/1/${colour}-front.svg`;

describe('old image links through the store', () => {
  const stack = useTestStack();

  it('redirects an old image path to the current one, with its Location', async () => {
    const response = await fetch(`${stack.url}${OLD_PATH}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(NEW_PATH);
  });

  it('lets a browser that accepts compression follow the redirect', async () => {
    const response = await fetch(`${stack.url}${OLD_PATH}`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.status).toBe(200);
    expect(response.url).toBe(`${stack.url}${NEW_PATH}`);
  });

  it('shows the image a mail sent before the move links to', async () => {
    const response = await fetch(`${stack.url}${OLD_PATH}`);
    expect(response.status).toBe(200);
    expect(response.url).toBe(`${stack.url}${NEW_PATH}`);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toContain('<svg');
  });

  it('answers a CR/LF in an image path 404, never a 500 or a header of its own', async () => {
    for (const path of ['/media/v1/%0d%0aSet-Cookie:x=1', '/media/v2/products/1/a.svg%0d%0aSet-Cookie:x=1']) {
      const response = await fetch(`${stack.url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('location'), path).toBeNull();
      expect(response.headers.get('set-cookie'), path).toBeNull();
      expect(await response.json(), path).toEqual({ error: 'Image not found' });
    }
  });

  it('answers 404 for a version that never was or a missing image, never a redirect', async () => {
    for (const path of [`/media/v9999/products/1/${colour}-front.svg`, `/media/vX/products/1/${colour}-front.svg`]) {
      const response = await fetch(`${stack.url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('location'), path).toBeNull();
    }
  });
});

let answer: (response: ServerResponse) => void = (response) => response.end();
const upstream = await startFakeUpstream((_request, response) => answer(response));

describe('redirects of a legacy images API under a base path', () => {
  const stack = useTestStack({ imagesApiUrl: `${upstream.url}legacy/` });
  afterAll(() => upstream.close());
  const redirectTo = (location: string) => {
    answer = (response) => {
      response.writeHead(301, { location, 'cache-control': 'public, max-age=86400', 'content-type': 'text/html' });
      response.end(`<a href="${location}">Moved</a>`);
    };
  };

  it('turns a Location on the upstream (absolute or relative) into the same path on the store', async () => {
    for (const location of [`${upstream.url}legacy/media/v2/a.svg`, '/legacy/media/v2/a.svg', '../v2/a.svg']) {
      redirectTo(location);
      const response = await fetch(`${stack.url}/media/v1/a.svg`, { redirect: 'manual' });
      expect(response.status, location).toBe(301);
      expect(response.headers.get('location'), location).toBe('/media/v2/a.svg');
      expect(response.headers.get('cache-control'), location).toBe('public, max-age=86400');
      expect(await response.text(), location).toBe('');
    }
  });

  it('never sends the shopper to another host or outside the images: 502, no Location', async () => {
    for (const location of ['https://evil.example/media/v2/a.svg', '//evil.example/a.svg', '/other/media/a.svg']) {
      redirectTo(location);
      const response = await fetch(`${stack.url}/media/v1/a.svg`, { redirect: 'manual' });
      expect(response.status, location).toBe(502);
      expect(response.headers.get('location'), location).toBeNull();
      expect(await response.json()).toEqual({ error: 'Image unavailable' });
    }
  });

  it('never sends a path with a control character to the images API, whatever it would answer', async () => {
    answer = (response) => {
      response.writeHead(500);
      response.end();
    };
    const before = upstream.requests.length;
    const response = await fetch(`${stack.url}/media/v1/%0d%0aSet-Cookie:x=1`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(upstream.requests.length).toBe(before);
  });

  it('answers 502 to a redirect without a Location', async () => {
    answer = (response) => {
      response.writeHead(301);
      response.end();
    };
    const response = await fetch(`${stack.url}/media/v1/a.svg`, { redirect: 'manual' });
    expect(response.status).toBe(502);
  });
});
