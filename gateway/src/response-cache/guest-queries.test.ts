import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './cache-policy.ts';
import { CANCEL_ORDER, placed, stocked, type CancelOrderAnswer } from '../testing/order-fixtures.ts';
import {
  CLIENT_HEADERS,
  errorCode,
  getPersisted,
  okBody,
  postPersisted,
  sha256,
  webQuery,
} from '../testing/persisted-requests.ts';
import { within } from '../testing/within.ts';
import { cookieHeader, loggedInClient, staffClient, useTestStack } from '../testing/test-gateway.ts';

/**
 * Guests' catalogue answers come from the response cache (in process here: no Redis), asked for as the web
 * client asks, by persisted-query hash over GET; everything else is answered by Apollo every time.
 */
const stack = useTestStack();

const SHOP = webQuery('ShopPage');
const SHOP_HASH = sha256(SHOP);
const shopVariables = (page = 1) => ({
  filter: { price: { min: 0, max: 1000 } },
  sort: 'DEFAULT',
  page,
  pageSize: 6,
  collection: '',
  inCollection: false,
});
const PRODUCT = `query Stock($id: ID!) { product(id: $id) { id title stock { size colour quantity } } }`;
const PRODUCT_HASH = sha256(PRODUCT);

async function shopPage(page = 1, headers: Record<string, string> = {}) {
  const request = { hash: SHOP_HASH, operationName: 'ShopPage', variables: shopVariables(page), headers };
  let response = await getPersisted(stack.url, request);
  if (response.headers.get('cache-control') === PRIVATE_CACHE_CONTROL && response.status === 200) return response;
  if ((await response.clone().json()).errors?.[0]?.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND') {
    response = await postPersisted(stack.url, { ...request, query: SHOP });
  }
  return response;
}

async function admin(method: 'GET' | 'PUT', path: string, body?: unknown) {
  const response = await fetch(`${stack.backend.url}${path}`, {
    method,
    headers: {
      'x-staff-email': 'layla@shop.test',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  expect(response.status, JSON.stringify(answer)).toBeLessThan(300);
  return answer;
}

describe('a guest catalogue query', () => {
  it('is answered by Apollo once, then from the cache, byte for byte, over GET with a public Cache-Control', async () => {
    const registered = await postPersisted(stack.url, {
      hash: SHOP_HASH,
      query: SHOP,
      operationName: 'ShopPage',
      variables: shopVariables(),
    });
    const first = await okBody(registered);
    expect(JSON.parse(first).data.products.items).toHaveLength(6);
    expect(registered.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL); // a POST answer

    const get = () =>
      getPersisted(stack.url, {
        hash: SHOP_HASH,
        operationName: 'ShopPage',
        variables: shopVariables(),
        headers: { 'accept-encoding': 'gzip, br' },
      });
    // The first answers load the catalogue; from then on answers are stored.
    await expect.poll(async () => (await get()).headers.get('x-cache')).toBe('hit');
    const cached = await get();
    expect(await okBody(cached)).toBe(first);
    expect(cached.headers.get('x-cache')).toBe('hit');
    expect(cached.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(cached.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    // Compressed once when stored: the hit is sent as stored (fetch decompresses it).
    expect(cached.headers.get('content-encoding')).toBe('br');
    expect(cached.headers.get('vary')).toBe('accept, accept-encoding, x-shop-language');
    // It carries the security headers Apollo's answers have.
    expect(cached.headers.get('x-content-type-options')).toBe('nosniff');
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'x-content-type-options']) {
      expect(cached.headers.get(name), name).toBe(registered.headers.get(name));
    }
  });

  it('answers another page by Apollo first (public over GET), then from the cache', async () => {
    const first = await shopPage(2);
    const body = await okBody(first);
    expect(first.headers.get('x-cache')).toBeNull();
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    await expect.poll(async () => (await shopPage(2)).headers.get('x-cache')).toBe('hit');
    expect(await okBody(await shopPage(2))).toBe(body);
  });

  it('is answered by Apollo for a plain POST too, and then from the cache', async () => {
    const client = stack.client();
    const query = `{ banners { id text } }`;
    expect((await client.raw({ query })).headers.get('x-cache')).toBeNull();
    await expect.poll(async () => (await client.raw({ query })).headers.get('x-cache')).toBe('hit');
    const hit = await client.raw({ query });
    expect(hit.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });
});

describe("the web client's persisted-query link (web/src/app/apollo-client.ts)", () => {
  it('registers a query once over POST, then asks by hash over GET and is answered from the cache', async () => {
    const sent: { method: string; cache: string | null }[] = [];
    const recording: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      sent.push({ method: init?.method ?? 'GET', cache: response.headers.get('x-cache') });
      return response;
    };
    const sha256Hex = async (text: string) => {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
      return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
    };
    const client = new ApolloClient({
      link: new PersistedQueryLink({ sha256: sha256Hex, useGETForHashedQueries: true }).concat(
        new HttpLink({ uri: `${stack.url}/graphql`, fetch: recording }),
      ),
      cache: new InMemoryCache(),
    });
    const query = parse(`query CollectionNames { collections { name routeKey } }`);
    for (let attempt = 0; attempt < 4; attempt++) {
      const { data } = await client.query({ query, fetchPolicy: 'network-only' });
      expect((data as { collections: unknown[] }).collections.length).toBeGreaterThan(0);
    }
    expect(sent.slice(0, 3).map((request) => request.method)).toEqual(['GET', 'POST', 'GET']);
    expect(sent.at(-1)).toEqual({ method: 'GET', cache: 'hit' });
  });
});

describe('what is never cached', () => {
  it("a signed-in shopper's answer: never stored, never served from the cache, never public", async () => {
    const shopper = await loggedInClient(stack, 'cache-shopper@example.ae');
    const headers = { cookie: cookieHeader(shopper) };
    await okBody(await shopPage(1)); // the guest's copy is stored
    await expect.poll(async () => (await shopPage(1)).headers.get('x-cache')).toBe('hit');
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await shopPage(1, headers);
      await okBody(answer);
      expect(answer.headers.get('x-cache')).toBeNull();
      expect(answer.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    }
    // A page only the shopper asked for is not stored for guests either.
    for (let attempt = 0; attempt < 2; attempt++) await okBody(await shopPage(3, headers));
    const guest = await shopPage(3);
    expect(guest.headers.get('x-cache')).toBeNull();
  });

  it("staff's answer", async () => {
    const staff = await staffClient(stack);
    const query = `{ collections { name } }`;
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await staff.raw({ query });
      expect(answer.headers.get('x-cache')).toBeNull();
    }
  });

  it('a query that asks for more than the catalogue (me, cart quotes), or answers with errors', async () => {
    const mixed = `query { collections { name } me { email } }`;
    const hash = sha256(mixed);
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await getPersisted(stack.url, { hash, query: mixed });
      await okBody(answer);
      expect(answer.headers.get('x-cache')).toBeNull();
      expect(answer.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    }
    const failing = `query Missing($id: ID!) { product(id: $id) { id } collection(name: 5) { name } }`;
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await getPersisted(stack.url, { hash: sha256(failing), query: failing, variables: { id: '1' } });
      expect(answer.status).toBe(400);
      expect(answer.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    }
  });
});

describe('persisted queries and GET', () => {
  it('answers an unknown hash with PERSISTED_QUERY_NOT_FOUND, privately', async () => {
    const answer = await getPersisted(stack.url, { hash: sha256('{ banners { id } } # never sent') });
    expect(await errorCode(answer)).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(answer.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('refuses a hash that does not match the query, and serves nothing cached for it', async () => {
    const other = '{ testimonials { id } }';
    const answer = await postPersisted(stack.url, { hash: SHOP_HASH, query: other });
    expect(answer.status).toBe(400);
    const body = await answer.json();
    expect(body.data).toBeUndefined();
    expect(body.errors[0]).toMatchObject({
      message: 'provided sha does not match query',
      extensions: { code: 'BAD_REQUEST' },
    });
    const asGet = await getPersisted(stack.url, { hash: SHOP_HASH, query: other });
    expect(asGet.status).toBe(400);
    expect(asGet.headers.get('x-cache')).toBeNull();
  });

  it('refuses a mutation over GET, registered or not', async () => {
    const logout = 'mutation { logout { ok } }';
    const answer = await getPersisted(stack.url, { hash: sha256(logout), query: logout });
    expect(answer.status).toBe(405);
    expect(await errorCode(answer)).toBe('BAD_REQUEST');
  });

  it('keeps CSRF prevention: a GET without the JSON content type or a preflight header is refused, cached or not', async () => {
    await okBody(await shopPage(1));
    await expect.poll(async () => (await shopPage(1)).headers.get('x-cache')).toBe('hit');
    const params = new URLSearchParams({
      operationName: 'ShopPage',
      variables: JSON.stringify(shopVariables(1)),
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: SHOP_HASH } }),
    });
    const simple = await fetch(`${stack.url}/graphql?${params}`, { headers: { accept: CLIENT_HEADERS.accept } });
    expect(simple.status).toBe(400);
    expect(simple.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(await simple.text()).toMatch(/Cross-Site Request Forgery/);
    const preflighted = await fetch(`${stack.url}/graphql?${params}`, {
      headers: { accept: CLIENT_HEADERS.accept, 'apollo-require-preflight': 'true' },
    });
    expect(preflighted.headers.get('x-cache')).toBe('hit');
  });

  it('keeps the depth and cost limits: an over-deep or over-costly query is not registered, nor run by hash', async () => {
    const deep = `query { product(id: "1") { ${'related { '.repeat(8)}id${' }'.repeat(8)} } }`;
    const refused = await getPersisted(stack.url, { hash: sha256(deep), query: deep });
    expect(refused.status).toBe(400);
    expect(await errorCode(refused)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(await errorCode(await getPersisted(stack.url, { hash: sha256(deep) }))).toBe('PERSISTED_QUERY_NOT_FOUND');

    // Cheap with small variables, so it is registered; the same hash with a page size the budget refuses is not run.
    const sized = `query Sized($n: PositiveInt) { products(pageSize: $n) { items { id related(limit: 8) { id title } } } }`;
    await okBody(await getPersisted(stack.url, { hash: sha256(sized), query: sized, variables: { n: 2 } }));
    const costly = await getPersisted(stack.url, { hash: sha256(sized), variables: { n: 5000 } });
    expect(costly.status).toBe(400);
    expect(await errorCode(costly)).toBe('QUERY_TOO_COSTLY');
  });

  it('answers oversized or deeply nested variables without caching them', async () => {
    const search = `query Find($filter: ProductFilterInput) { products(filter: $filter) { totalCount } }`;
    const hash = sha256(search);
    const long = { filter: { text: 'racing '.repeat(400) } };
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await postPersisted(stack.url, { hash, query: search, variables: long });
      await okBody(answer);
      expect(answer.headers.get('x-cache')).toBeNull();
    }
    const nested = JSON.parse(`${'{"filter":'.repeat(200)}null${'}'.repeat(200)}`) as Record<string, unknown>;
    const deep = await postPersisted(stack.url, { hash, query: search, variables: nested });
    expect(deep.status).toBe(400);
    expect(deep.headers.get('x-cache')).toBeNull();
  });
});

describe('a change to the catalogue', () => {
  it('moves the cached answers within 2 s: a back-office edit, the stock an order takes and a cancellation gives back', async () => {
    const read = async () => {
      const response = await getPersisted(stack.url, { hash: PRODUCT_HASH, query: PRODUCT, variables: { id: '2' } });
      return JSON.parse(await okBody(response)).data.product as { title: string; stock: { quantity: number }[] };
    };
    const before = await read();
    await expect
      .poll(async () =>
        (await getPersisted(stack.url, { hash: PRODUCT_HASH, variables: { id: '2' } })).headers.get('x-cache'),
      )
      .toBe('hit');

    const {
      variants: _v,
      photos: _p,
      id: _i,
      hidden: _h,
      position: _o,
      imageSrc: _s,
      ...input
    } = await admin('GET', '/admin-api/products/2');
    await admin('PUT', '/admin-api/products/2', { ...input, title: 'Cache Edit Tee' });
    await within(2_000, async () => (await read()).title, 'Cache Edit Tee');

    const shopper = await loggedInClient(stack, 'cache-order@example.ae');
    const line = stocked(2, 1);
    const units = (product: Awaited<ReturnType<typeof read>>) =>
      product.stock.reduce((sum, entry) => sum + entry.quantity, 0);
    const unitsBefore = units(await read());
    const order = await placed(shopper, [line]);
    await within(2_000, async () => units(await read()), unitsBefore - 1);
    const { cancelOrder } = await shopper.data<CancelOrderAnswer>(CANCEL_ORDER, {
      id: order.id,
      reason: 'SIZE_INCORRECT',
    });
    expect(cancelOrder.errors).toEqual([]);
    await within(2_000, async () => units(await read()), unitsBefore);
    expect(before.title).not.toBe('Cache Edit Tee');
  });
});
