import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closing503,
  dropConnection,
  forwardTo,
  hang,
  resetConnection,
  startFakeUpstream,
  type FakeHandler,
} from '../testing/fake-upstream.ts';
import { loggedInClient, useTestStack, type TestClient } from '../testing/test-gateway.ts';

/**
 * Checkout while the backend restarts, drains or is gone, through a fake images API on 127.0.0.1 in front of
 * the real backend: an order whose connection was lost is sent once more with its key and placed once, the
 * whole operation keeps to its deadline, and a dead backend is answered by the circuit breaker without
 * touching the network until it is back.
 */
const OPERATION_DEADLINE_MS = 2_000;
/** Longer than any run of the test: only the test's own clock (below) ends it. */
const COOL_DOWN_MS = 60_000;
/** The breakers' clock: the test moves it past the cool-down, so a slow machine cannot end it early. */
let clockOffsetMs = 0;
/** Far past the operation deadline: a call that only stopped at its own deadline would time the test out. */
const CALL_DEADLINE_MS = 60_000;
const UNAVAILABLE = 'The store is unavailable right now. Please try again in a moment.';

const upstream = await startFakeUpstream(hang);
const stack = useTestStack(
  { imagesApiUrl: upstream.url },
  {
    upstreamDeadlineMs: CALL_DEADLINE_MS,
    operationDeadlineMs: OPERATION_DEADLINE_MS,
    breaker: { failureThreshold: 5, failureWindowMs: 30_000, coolDownMs: COOL_DOWN_MS },
    breakerClock: () => Date.now() + clockOffsetMs,
  },
);
const forward = forwardTo(() => stack.backend.url);
afterAll(() => upstream.close());

const EMAIL = 'mariam.checkout@example.ae';
const MY_ORDERS = `query { myOrders { id } }`;
const PLACE_ORDER = `
  mutation ($input: PlaceOrderInput!, $key: String!) {
    placeOrder(input: $input, idempotencyKey: $key) { order { id status } errors { message } }
  }
`;
const ORDER_INPUT = {
  lines: [{ productId: '2', quantity: 1 }],
  shipping: {
    firstName: 'Mariam',
    lastName: 'Haddad',
    phone: '0551234567',
    whatsapp: '0551234567',
    emirate: 'DUBAI',
    postalCode: '00000',
    flatNo: '12',
    buildingName: 'Marina Heights',
    area: 'Dubai Marina',
    street: 'Al Sufouh Road',
  },
};

/** `first` for the first order request, then everything forwarded. */
function firstOrder(first: FakeHandler): FakeHandler {
  let used = false;
  return (request, response) => {
    if (!used && (request.url ?? '').startsWith('/images/Orders/')) {
      used = true;
      first(request, response);
    } else forward(request, response);
  };
}

/** The orders the backend stored with this checkout key. */
async function storedOrders(key: string) {
  return stack.backend.db.db.selectFrom('orders').select('id').where('idempotency_key', '=', key).execute();
}

function orderRequests(key: string) {
  return upstream.requests.filter((seen) => seen.path.startsWith('/images/Orders/') && seen.idempotencyKey === key);
}

let mariam: TestClient;
let checkouts = 0;
const newKey = () => `resilience-checkout-${(checkouts += 1)}`;

beforeAll(async () => {
  upstream.handler = forward;
  mariam = await loggedInClient(stack, EMAIL);
});

describe('a connection lost on the order request', () => {
  it.each([
    ['closed after the backend placed the order', forwardTo(() => stack.backend.url, { loseAnswer: true })],
    ['reset after the backend placed the order', forwardTo(() => stack.backend.url, { loseAnswer: true, reset: true })],
    ['reset before the order reached the backend', resetConnection],
    ['answered 503 by a closing backend', closing503],
  ])('is sent once more with the same key and places one order: %s', async (_, first) => {
    const key = newKey();
    const before = (await mariam.data(MY_ORDERS)).myOrders.length;
    upstream.handler = firstOrder(first);
    const { placeOrder } = await mariam.data(PLACE_ORDER, { input: ORDER_INPUT, key });
    expect(placeOrder).toMatchObject({ order: { status: 'PLACED' }, errors: [] });
    expect(orderRequests(key)).toHaveLength(2);
    expect(await storedOrders(key)).toEqual([{ id: placeOrder.order.id }]);
    expect((await mariam.data(MY_ORDERS)).myOrders).toHaveLength(before + 1);
  });
});

describe('a POST without an idempotency key', () => {
  it('is never sent twice', async () => {
    upstream.handler = (request, response) =>
      (request.url ?? '').startsWith('/images/login/') ? dropConnection(request, response) : forward(request, response);
    const before = upstream.count('/images/login/', 'POST');
    const answer = await stack
      .client()
      .query(`mutation { login(email: "${EMAIL}", password: "desert-rally-7") { customer { email } } }`);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(upstream.count('/images/login/', 'POST') - before).toBe(1);
  });
});

describe('a black-holed backend (accepts, never answers)', () => {
  it('fails placing an order with UPSTREAM_TIMEOUT at the operation deadline, sending it once', async () => {
    upstream.handler = hang;
    const key = newKey();
    const answer = await mariam.query(PLACE_ORDER, { input: ORDER_INPUT, key });
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_TIMEOUT' });
    expect(orderRequests(key)).toHaveLength(1);
  });

  it('leaves the retry after a reset only the time that is left', async () => {
    let orders = 0;
    upstream.handler = (request, response) => {
      if (!(request.url ?? '').startsWith('/images/Orders/')) return forward(request, response);
      orders += 1;
      // The first attempt is reset after a while; the retry is never answered.
      if (orders === 1) setTimeout(() => resetConnection(request, response), OPERATION_DEADLINE_MS / 4);
    };
    const key = newKey();
    const answer = await mariam.query(PLACE_ORDER, { input: ORDER_INPUT, key });
    expect(answer.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_TIMEOUT' });
    expect(orderRequests(key)).toHaveLength(2);
  });
});

describe('the backend down: the circuit breaker', () => {
  const images = () => stack.gateway.services.upstreams.imagesClient;

  beforeAll(async () => {
    upstream.handler = forward;
    // An answered call starts the run of failures afresh.
    await mariam.data(MY_ORDERS);
    expect(images().circuit).toBe('closed');
  });

  it('answers placeOrder with UPSTREAM_UNAVAILABLE, then stops calling the backend at all', async () => {
    upstream.handler = dropConnection;
    // Each order is sent twice (its key makes that safe): three orders are the five failures that open it.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await mariam.query(PLACE_ORDER, { input: ORDER_INPUT, key: newKey() });
      expect(answer.errors).toEqual([
        { message: UNAVAILABLE, path: ['placeOrder'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } },
      ]);
    }
    expect(images().circuit).toBe('open');

    const sent = upstream.requests.length;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await mariam.query(PLACE_ORDER, { input: ORDER_INPUT, key: newKey() });
      expect(answer.errors?.[0]).toMatchObject({ message: UNAVAILABLE, extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    }
    expect((await mariam.query(MY_ORDERS)).errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    const health = await fetch(`${stack.url}/healthz`);
    expect(health.status).toBe(503);
    expect((await health.json()).upstreams['images-api']).toBe('circuit-open');
    // None of these reached the network.
    expect(upstream.requests.length).toBe(sent);
  });

  it('places orders again once the backend is back and the cool-down is over', async () => {
    upstream.handler = forward;
    clockOffsetMs += COOL_DOWN_MS;
    const key = newKey();
    const { placeOrder } = await mariam.data(PLACE_ORDER, { input: ORDER_INPUT, key });
    expect(placeOrder).toMatchObject({ order: { status: 'PLACED' }, errors: [] });
    expect(await storedOrders(key)).toHaveLength(1);
    expect(images().circuit).toBe('closed');
    expect((await fetch(`${stack.url}/healthz`)).status).toBe(200);
  });
});
