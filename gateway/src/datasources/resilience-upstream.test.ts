import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedProducts } from '@store/backend/seed/catalogue';
import { dropConnection, forwardTo, hang, startFakeUpstream, type FakeHandler } from '../testing/fake-upstream.ts';
import { loggedInClient, useTestStack, type GraphQLAnswer, type TestClient } from '../testing/test-gateway.ts';

/**
 * The images API reached through a fake on 127.0.0.1 that forwards to the real backend, or hangs, or drops
 * connections: a slow upstream costs the shopper at most the call deadline, a GET is retried once after a
 * dropped connection and never after a timeout, and an order is never placed twice (resilience-checkout.test.ts
 * has the order's own retry, deadline and circuit breaker).
 */
const DEADLINE_MS = 1_500;
/** Generous room over the deadline for a loaded machine. */
const MARGIN_MS = 2_000;

const upstream = await startFakeUpstream(hang);
const stack = useTestStack({ imagesApiUrl: upstream.url }, { upstreamDeadlineMs: DEADLINE_MS });
const forward = forwardTo(() => stack.backend.url);
afterAll(() => upstream.close());

const SHOP_PAGE = `query { products { totalCount items { id } } }`;
const MY_ORDERS = `query { myOrders { id status total } }`;
const PLACE_ORDER = `
  mutation ($input: PlaceOrderInput!, $key: String!) {
    placeOrder(input: $input, idempotencyKey: $key) { order { id status total } errors { message } }
  }
`;
const ORDER_INPUT = {
  lines: [{ productId: '1', quantity: 2 }],
  shipping: {
    firstName: 'Khalid',
    lastName: 'Rahman',
    phone: '0521234567',
    whatsapp: '0521234567',
    emirate: 'ABU_DHABI',
    postalCode: '00000',
    flatNo: '44',
    buildingName: 'Corniche Residence',
    area: 'Al Khalidiyah',
    street: 'Corniche Road',
  },
};

/** Drops the first `times` requests whose path starts with `prefix`; forwards everything else. */
function dropFirst(prefix: string, times: number): FakeHandler {
  let left = times;
  return (request, response) => {
    if ((request.url ?? '').startsWith(prefix) && left > 0) {
      left -= 1;
      dropConnection(request, response);
    } else forward(request, response);
  };
}

function expectNoInternalDetail(answer: GraphQLAnswer): void {
  const text = JSON.stringify(answer.errors);
  for (const leak of ['exceeded', `${DEADLINE_MS}`, 'images-api', '/images/', 'http', '127.0.0.1', 'UND_ERR']) {
    expect(text).not.toContain(leak);
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe('a hanging upstream', () => {
  beforeEach(() => {
    upstream.handler = hang;
  });

  it('answers a shop query on a cold cache with UPSTREAM_TIMEOUT within the deadline, calling each once', async () => {
    const { value: answer, ms } = await timed(() => stack.client().query(SHOP_PAGE));
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_TIMEOUT' });
    expect(answer.errors?.[0]?.message).toBe('The store took too long to answer. Please try again.');
    expectNoInternalDetail(answer);
    expect(ms).toBeLessThan(DEADLINE_MS + MARGIN_MS);
    // A timed-out GET is not repeated: the shopper would wait twice as long.
    for (const path of ['/images/all-products/', '/images/collects/', '/images/banners/', '/images/top-picks/']) {
      expect(upstream.count(path), path).toBe(1);
    }
  });

  it('serves the shop again once the upstream answers (a failed load is not kept)', async () => {
    upstream.handler = forward;
    const { products } = await stack.client().data(SHOP_PAGE);
    expect(products.totalCount).toBe(seedProducts.length);
  });

  it('answers a product image with 504 within the deadline', async () => {
    const { value: response, ms } = await timed(() => fetch(`${stack.url}/media/products/1/black-front.jpg`));
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ error: 'Image unavailable' });
    expect(ms).toBeLessThan(DEADLINE_MS + MARGIN_MS);
  });

  it('reports 503 on /healthz naming the images API, within the deadline', async () => {
    const { value: response, ms } = await timed(() => fetch(`${stack.url}/healthz`));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'degraded',
      upstreams: {
        'images-api': 'unreachable',
        'order-management': 'ok',
        newsletter: 'ok',
        'contact-mail': 'ok',
        'accounts-api': 'ok',
        'admin-api': 'ok',
      },
    });
    expect(ms).toBeLessThan(DEADLINE_MS + MARGIN_MS);
  });

  it('answers a login with UPSTREAM_TIMEOUT within the deadline, sending it once', async () => {
    const before = upstream.count('/images/login/', 'POST');
    const { value: answer, ms } = await timed(() =>
      stack
        .client()
        .query(`mutation { login(email: "slow@example.ae", password: "desert-rally-7") { customer { email } } }`),
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_TIMEOUT');
    expectNoInternalDetail(answer);
    expect(ms).toBeLessThan(DEADLINE_MS + MARGIN_MS);
    expect(upstream.count('/images/login/', 'POST')).toBe(before + 1);
  });
});

describe('dropped connections', () => {
  let khalid: TestClient;

  beforeAll(async () => {
    upstream.handler = forward;
    khalid = await loggedInClient(stack, 'khalid.flaky@example.ae');
  });

  it('absorbs one dropped connection on a read: the retry answers', async () => {
    const before = upstream.count('/images/order-details/');
    upstream.handler = dropFirst('/images/order-details/', 1);
    const { myOrders } = await khalid.data(MY_ORDERS);
    expect(myOrders).toEqual([]);
    expect(upstream.count('/images/order-details/') - before).toBe(2);
  });

  it('retries a read only once: a second drop is UPSTREAM_UNAVAILABLE', async () => {
    const before = upstream.count('/images/order-details/');
    upstream.handler = dropFirst('/images/order-details/', 2);
    const answer = await khalid.query(MY_ORDERS);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expectNoInternalDetail(answer);
    expect(upstream.count('/images/order-details/') - before).toBe(2);
  });

  it('sends an order whose answer is lost only twice, with one key: placed once, and that key returns it', async () => {
    const key = 'lost-answer-checkout-0001';
    const before = upstream.count('/images/Orders/', 'POST');
    const lossy = forwardTo(() => stack.backend.url, { loseAnswer: true });
    upstream.handler = (request, response) =>
      (request.url ?? '').startsWith('/images/Orders/') ? lossy(request, response) : forward(request, response);

    const lost = await khalid.query(PLACE_ORDER, { input: ORDER_INPUT, key });
    expect(lost.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    // The retry carries the same key: the backend answers it with the order the first send placed.
    expect(upstream.count('/images/Orders/', 'POST') - before).toBe(2);

    upstream.handler = forward;
    const placed = await khalid.data(MY_ORDERS);
    expect(placed.myOrders).toHaveLength(1);
    const [order] = placed.myOrders;
    expect(order).toMatchObject({ status: 'PLACED', total: 2 * seedProducts[0]!.price - 20 });

    const retried = await khalid.data(PLACE_ORDER, { input: ORDER_INPUT, key });
    expect(retried.placeOrder).toEqual({ order: { id: order.id, status: 'PLACED', total: order.total }, errors: [] });
    expect((await khalid.data(MY_ORDERS)).myOrders).toHaveLength(1);
  });
});
