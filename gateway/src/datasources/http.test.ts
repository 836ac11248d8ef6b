import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamError } from '../errors.ts';
import {
  closing503,
  dropConnection,
  hang,
  resetConnection,
  startFakeUpstream,
  type FakeHandler,
} from '../testing/fake-upstream.ts';
import { withDeadline } from './deadline.ts';
import { CLOSE_DEADLINE_MS, UpstreamClient, type CallOptions } from './http.ts';

/** The client on its own against a fake upstream: which calls are sent again, the deadline, the breaker. */
const BREAKER = { failureThreshold: 3, failureWindowMs: 30_000, coolDownMs: 60_000 };
/** The breakers' clock: a test moves it past the cool-down, so a slow machine cannot end one early. */
let clockOffsetMs = 0;
const breakerClock = () => Date.now() + clockOffsetMs;
const ORDER: CallOptions = { method: 'POST', body: { cart: 1 }, headers: { 'idempotency-key': 'checkout-key-0001' } };

const upstream = await startFakeUpstream(hang);
const clients: UpstreamClient[] = [];
afterAll(() => upstream.close());
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  upstream.requests.length = 0;
});

function client(url = upstream.url, deadlineMs = 60_000): UpstreamClient {
  const made = new UpstreamClient('test-upstream', url, null, { deadlineMs, breaker: BREAKER, breakerClock });
  clients.push(made);
  return made;
}

const ok: FakeHandler = (_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"status":"1"}');
};

/** `first` for the first request, `ok` after. */
function firstThen(first: FakeHandler): FakeHandler {
  let seen = 0;
  return (request, response) => (seen++ === 0 ? first(request, response) : ok(request, response));
}

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe('sending again', () => {
  it.each([
    ['reset', resetConnection],
    ['closed', dropConnection],
    ['answered 503 (closing)', closing503],
  ])('sends an idempotent POST once more, with the same key, when the connection was %s', async (_, first) => {
    upstream.handler = firstThen(first);
    const response = await client().call('images/Orders/', { ...ORDER, idempotent: true });
    expect(response).toEqual({ status: 200, body: { status: '1' } });
    expect(upstream.requests.map((seen) => seen.idempotencyKey)).toEqual(['checkout-key-0001', 'checkout-key-0001']);
  });

  it('never sends a POST twice unless the caller says it is idempotent, whatever its headers', async () => {
    upstream.handler = firstThen(resetConnection);
    const error = await failure(client().call('images/Orders/', ORDER));
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    upstream.handler = firstThen(closing503);
    expect((await client().call('images/Orders/', ORDER)).status).toBe(503);
    expect(upstream.count('/images/Orders/', 'POST')).toBe(2);
  });

  it('sends again at most once', async () => {
    upstream.handler = resetConnection;
    const error = await failure(client().call('images/Orders/', { ...ORDER, idempotent: true }));
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(upstream.count()).toBe(2);
  });
});

describe('the operation deadline', () => {
  it('bounds a call whose own deadline is longer', async () => {
    upstream.handler = hang;
    const error = await failure(withDeadline({}, 200, () => client().call('images/banners/')));
    expect(error.code).toBe('UPSTREAM_TIMEOUT');
    expect(upstream.count()).toBe(1);
  });

  it('leaves a retry only the time that is left', async () => {
    let seen = 0;
    upstream.handler = (request, response) => {
      seen += 1;
      if (seen === 1) setTimeout(() => resetConnection(request, response), 300);
    };
    const error = await failure(
      withDeadline({}, 600, () => client().call('images/Orders/', { ...ORDER, idempotent: true })),
    );
    expect(error.code).toBe('UPSTREAM_TIMEOUT');
    expect(upstream.count()).toBe(2);
  });

  it('sends nothing once the time is up', async () => {
    upstream.handler = ok;
    const error = await failure(
      withDeadline({}, 1, async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return client().call('images/banners/');
      }),
    );
    expect(error.code).toBe('UPSTREAM_TIMEOUT');
    expect(upstream.count()).toBe(0);
  });
});

describe('the circuit breaker', () => {
  /** A TCP server that accepts each connection and resets it at once, counting them. */
  let resetter: Server;
  let connections = 0;
  beforeAll(async () => {
    resetter = createServer((socket) => {
      connections += 1;
      socket.resetAndDestroy();
    });
    await new Promise<void>((resolve) => resetter.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => resetter.close(() => resolve())));

  it('opens after consecutive connection failures and then refuses without touching the network', async () => {
    const dead = client(`http://127.0.0.1:${(resetter.address() as AddressInfo).port}/`);
    connections = 0;
    // A GET is tried twice: two calls are the three failures that open the circuit (the fourth try is refused).
    for (let call = 0; call < 2; call += 1) {
      expect((await failure(dead.call('images/banners/'))).code).toBe('UPSTREAM_UNAVAILABLE');
    }
    expect(connections).toBe(3);
    expect(dead.circuit).toBe('open');
    for (let call = 0; call < 5; call += 1) {
      expect((await failure(dead.call('images/Orders/', { ...ORDER, idempotent: true }))).code).toBe(
        'UPSTREAM_UNAVAILABLE',
      );
    }
    expect(connections).toBe(3);
  });

  it('lets one trial through after the cool-down, and closes when the upstream answers', async () => {
    upstream.handler = dropConnection;
    const flaky = client();
    await failure(flaky.call('images/banners/'));
    await failure(flaky.call('images/banners/'));
    expect(flaky.circuit).toBe('open');
    upstream.handler = ok;
    clockOffsetMs += BREAKER.coolDownMs;
    expect(flaky.circuit).toBe('half-open');
    expect((await flaky.call('images/banners/')).status).toBe(200);
    expect(flaky.circuit).toBe('closed');
  });

  it('never counts an answer, even a 4xx or 5xx, as a failure', async () => {
    upstream.handler = (_request, response) => {
      response.writeHead(404);
      response.end();
    };
    const answering = client();
    for (let call = 0; call < 5; call += 1) {
      expect((await failure(answering.callOk('images/product/9/'))).code).toBe('UPSTREAM_ERROR');
    }
    expect(answering.circuit).toBe('closed');
  });

  it('counts a call timing out on its own deadline, but not one cut short by the operation deadline', async () => {
    upstream.handler = hang;
    const slow = client(upstream.url, 100);
    for (let call = 0; call < 3; call += 1) await failure(withDeadline({}, 50, () => slow.call('images/banners/')));
    expect(slow.circuit).toBe('closed');
    for (let call = 0; call < 3; call += 1) await failure(slow.call('images/banners/'));
    expect(slow.circuit).toBe('open');
  });
});

describe('closing', () => {
  it('cuts an answer nobody reads once its deadline is past, so shutdown never hangs', async () => {
    // An image that starts and never ends, its body never read by the gateway's caller.
    upstream.handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.write('<svg');
    };
    const images = client();
    const answer = await images.stream('media/v3/products/1/black-front.svg');
    expect(answer.status).toBe(200);
    const closed = await Promise.race([
      images.close().then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), CLOSE_DEADLINE_MS + 3_000)),
    ]);
    expect(closed).toBe('closed');
  }, 20_000);
});
