import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, type Gateway } from '../server.ts';
import { placed, stocked } from '../testing/order-fixtures.ts';
import { errorCode, getPersisted, okBody, postPersisted, sha256 } from '../testing/persisted-requests.ts';
import { within } from '../testing/within.ts';
import { loggedInClient, TEST_REDIS_URL, useTestStack } from '../testing/test-gateway.ts';

/**
 * Two gateway instances sharing one Redis (REDIS_URL), as behind a load balancer: a query registered on one is
 * known to the other, an answer one computed the other serves, and a catalogue change reaches both within 2 s.
 */
const stack = useTestStack({ redisUrl: TEST_REDIS_URL });
let other: Gateway;
let otherUrl = '';
let redis: Redis;

beforeAll(async () => {
  other = await buildGateway({ ...stack.gateway.services.config, port: 0 });
  otherUrl = await other.app.listen({ host: '127.0.0.1', port: 0 });
  redis = new Redis(TEST_REDIS_URL, { keyPrefix: stack.gateway.services.config.redisKeyPrefix });
});

afterAll(async () => {
  await other?.app.close();
  const prefix = stack.gateway.services.config.redisKeyPrefix;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys.map((key) => key.slice(prefix.length)));
  redis.disconnect();
});

const PRODUCT = `query Product($id: ID!) { product(id: $id) { id title stock { quantity } } }`;
const PRODUCT_HASH = sha256(PRODUCT);

async function product(url: string, id: string) {
  const answer = await getPersisted(url, { hash: PRODUCT_HASH, operationName: 'Product', variables: { id } });
  const body = await okBody(answer);
  const { title, stock } = JSON.parse(body).data.product as { title: string; stock: { quantity: number }[] };
  return { title, units: stock.reduce((sum, entry) => sum + entry.quantity, 0), hit: answer.headers.get('x-cache') };
}

describe('two instances sharing Redis', () => {
  it('know a query registered on either', async () => {
    const query = `query Banners { banners { id imageSrc } }`;
    const hash = sha256(query);
    expect(await errorCode(await getPersisted(otherUrl, { hash }))).toBe('PERSISTED_QUERY_NOT_FOUND');
    await okBody(await postPersisted(stack.url, { hash, query }));
    await expect.poll(async () => (await getPersisted(otherUrl, { hash })).status).toBe(200);
    expect(JSON.parse(await okBody(await getPersisted(otherUrl, { hash }))).data.banners.length).toBeGreaterThan(0);
  });

  it('serve what the other computed, from Redis', async () => {
    const stored = async () => (await redis.keys(`${stack.gateway.services.config.redisKeyPrefix}rc:*`)).length;
    const before = await stored();
    await okBody(
      await postPersisted(stack.url, {
        hash: PRODUCT_HASH,
        query: PRODUCT,
        operationName: 'Product',
        variables: { id: '4' },
      }),
    );
    // Stored in the background once the answer is sent.
    await expect.poll(stored).toBeGreaterThan(before);
    expect((await product(otherUrl, '4')).hit).toBe('hit');
  });

  it('show a back-office edit and the stock an order takes within 2 s, on both', async () => {
    const urls = [stack.url, otherUrl];
    for (const url of urls) await product(url, '5');
    await expect.poll(async () => (await product(otherUrl, '5')).hit).toBe('hit');
    const before = await product(stack.url, '5');

    const admin = async (method: 'GET' | 'PUT', body?: unknown) => {
      const response = await fetch(`${stack.backend.url}/admin-api/products/5`, {
        method,
        headers: { 'x-staff-email': 'layla@shop.test', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(response.status).toBeLessThan(300);
      return response.json();
    };
    const { variants: _v, photos: _p, id: _i, hidden: _h, position: _o, imageSrc: _s, ...input } = await admin('GET');
    await admin('PUT', { ...input, title: 'Shared Cache Tee' });
    await Promise.all(
      urls.map((url) => within(2_000, async () => (await product(url, '5')).title, 'Shared Cache Tee')),
    );

    const shopper = await loggedInClient(stack, 'shared-cache-order@example.ae');
    await placed(shopper, [stocked(5, 2)]);
    await Promise.all(urls.map((url) => within(2_000, async () => (await product(url, '5')).units, before.units - 2)));
  });
});
