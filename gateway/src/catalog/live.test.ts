import { afterAll, describe, expect, it } from 'vitest';
import { CatalogueCache } from './catalogue-cache.ts';
import { LEGACY_TESTIMONIALS } from './testimonials.ts';
import { forwardTo, startFakeUpstream, type FakeHandler } from '../testing/fake-upstream.ts';
import { buildGateway } from '../server.ts';
import { TestClient, useTestStack } from '../testing/test-gateway.ts';
import { within } from '../testing/within.ts';

/**
 * Back-office changes reach the shop on every gateway instance within 2 s, without Redis: the catalogue cache
 * asks the backend for its catalogue version (the TTL here is far longer than the test).
 */
const upstream = await startFakeUpstream(() => {});
const stack = useTestStack({ imagesApiUrl: upstream.url, catalogueTtlMs: 10 * 60_000 });
const forward = forwardTo(() => stack.backend.url);
upstream.handler = forward;
afterAll(() => upstream.close());

/** A legacy images API: the same answers, without testimonials and versions. */
const legacy: FakeHandler = (request, response) => {
  if (/^\/images\/(testimonials|catalogue-version)\//.test(request.url ?? '')) {
    response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
  } else forward(request, response);
};

const PRODUCT = `query ($id: ID!) { product(id: $id) { id title price } }`;

async function admin(method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${stack.backend.url}${path}`, {
    method,
    headers: { 'x-staff-email': 'layla@shop.test', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  expect(response.status, JSON.stringify(answer)).toBeLessThan(300);
  return answer;
}

describe('a change made in the back office', () => {
  it('shows in the GraphQL product within 2 s, on each of two gateway instances', async () => {
    const other = await buildGateway({ ...stack.gateway.services.config, port: 0 });
    const otherUrl = await other.app.listen({ host: '127.0.0.1', port: 0 });
    const shoppers = [stack.client(), new TestClient(() => otherUrl)];
    const [shopper] = shoppers as [TestClient, TestClient];
    const before = (await shopper.data(PRODUCT, { id: '2' })).product;
    // Both catalogues warm and in use, as in a running shop.
    for (const client of shoppers) await client.data(`{ banners { id } }`);
    const {
      variants: _variants,
      photos: _photos,
      id: _id,
      hidden: _hidden,
      position: _p,
      imageSrc: _i,
      ...input
    } = await admin('GET', '/admin-api/products/2');
    await admin('PUT', '/admin-api/products/2', {
      ...input,
      title: 'Midnight Edit Tee',
      priceFils: 12300,
      oldPriceFils: null,
    });
    const edited = { id: '2', title: 'Midnight Edit Tee', price: 123 };
    try {
      await Promise.all(
        shoppers.map((client) => within(2_000, async () => (await client.data(PRODUCT, { id: '2' })).product, edited)),
      );
    } finally {
      await other.app.close();
    }
    expect(before.title).not.toBe('Midnight Edit Tee');
  });

  it('hides a product from the shop within 2 s, and edits the testimonials', async () => {
    const shopper = stack.client();
    await admin('POST', '/admin-api/products/3/hide', {});
    await within(2_000, async () => (await shopper.data(PRODUCT, { id: '3' })).product, null);
    await admin('PUT', '/admin-api/testimonials/2', {
      author: 'Priya Nair',
      text: 'Third order now.',
      product: 'JDM graphic tee',
      priceFils: 6500,
      stars: 5,
      position: 2,
    });
    const second = async () => (await shopper.data(`{ testimonials { text price stars } }`)).testimonials[1];
    await within(2_000, second, { text: 'Third order now.', price: 65, stars: 5 });
  });
});

describe('a legacy images API', () => {
  it('has no versions and no testimonials: the spec three are shown, the TTL keeps the copy fresh', async () => {
    upstream.handler = legacy;
    try {
      const images = stack.gateway.services.upstreams.images;
      expect(await images.catalogueVersion()).toBeNull();
      const cache = new CatalogueCache(images, 60_000, (error) => {
        throw error;
      });
      const { testimonials, products } = await cache.get();
      expect(testimonials).toEqual(LEGACY_TESTIMONIALS);
      expect(products.length).toBeGreaterThan(0);
    } finally {
      upstream.handler = forward;
    }
  });
});
