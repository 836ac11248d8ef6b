import { once } from 'node:events';
import { connect as connectTcp } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_PASSWORD_HASH_COST, readConfig } from './config.ts';
import { connect } from './db/connect.ts';
import { startBackend } from './start.ts';
import { spawnBackend, type BackendProcess } from './testing/backend-process.ts';
import { orderBody, registration } from './testing/fixtures.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

let database: TestDatabase;
let backend: BackendProcess | undefined;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(() => backend?.kill());
afterAll(() => database.drop());

type Outcome = { placed: string } | { failed: string };

const keyOf = (n: number) => `drain-order-${String(n).padStart(4, '0')}`;

/**
 * What the gateway does for one checkout: POST the order with an Idempotency-Key, then read it back. A dropped
 * connection, an answer that is not JSON or not status '1', or a failed read-back is a failed checkout.
 */
async function checkout(url: string, n: number): Promise<Outcome> {
  try {
    const response = await fetch(`${url}/images/Orders/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': keyOf(n) },
      body: JSON.stringify(orderBody(`drain${n}@example.ae`, [{ id: 1 + (n % 4), quantity: 1 }])),
    });
    const answer = (await response.json()) as { status?: string; order_id?: string };
    if (answer.status !== '1' || !answer.order_id) return { failed: JSON.stringify(answer) };
    const readBack = await fetch(`${url}/images/order-tracking/${answer.order_id}/`);
    const rows = (await readBack.json()) as { order_id: string }[];
    return rows[0]?.order_id === answer.order_id ? { placed: answer.order_id } : { failed: JSON.stringify(rows) };
  } catch (error) {
    return { failed: String(error) };
  }
}

/** Polls /healthz until it answers 503 (the signal takes a moment to arrive), and returns that answer. */
async function healthWhileDraining(url: string): Promise<unknown> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`${url}/healthz`);
    if (response.status === 503) return response.json();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return 'never 503';
}

describe('the backend process', () => {
  it('logs one line per request and, on SIGTERM, finishes the request in flight before exiting', async () => {
    // Registration hashes a password at production's cost (hundreds of ms): still running when SIGTERM arrives.
    backend = await spawnBackend({
      DATABASE_URL: database.url,
      PASSWORD_HASH_COST: String(PRODUCTION_PASSWORD_HASH_COST),
    });
    const inFlight = fetch(`${backend.url}/images/customers/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration('sigterm@example.ae')),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    backend.child.kill('SIGTERM');

    const answer = await (await inFlight).json();
    expect(answer).toMatchObject({ status: '1' });
    expect(await backend.exited).toBe(0);
    expect(backend.lines.filter((line) => line.includes('POST /images/customers/ 200'))).toHaveLength(1);
  });

  it('on SIGTERM with 20 checkouts in flight, every saved order reaches its shopper as placed', async () => {
    backend = await spawnBackend({ DATABASE_URL: database.url });
    const url = backend.url;
    // Keep-alive connections already open, as the gateway's pool has them.
    await Promise.all(Array.from({ length: 20 }, () => fetch(`${url}/images/banners/`).then((r) => r.text())));
    const checkouts = Array.from({ length: 20 }, (_, n) => checkout(url, n));
    await new Promise((resolve) => setTimeout(resolve, 5));
    backend.child.kill('SIGTERM');
    expect(await healthWhileDraining(url)).toMatchObject({ status: 'unavailable' });
    const outcomes = await Promise.all(checkouts);
    expect(await backend.exited).toBe(0);

    const db = connect(database.url);
    try {
      const saved = await db.db.selectFrom('orders').select(['id', 'idempotency_key']).execute();
      const savedByKey = new Map(saved.map((order) => [order.idempotency_key, order.id]));
      outcomes.forEach((outcome, n) => {
        const id = savedByKey.get(keyOf(n));
        expect(outcome, keyOf(n)).toEqual(id ? { placed: id } : { failed: expect.any(String) });
      });
      expect(saved.length).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });

  it('answers every request it has read before closing, one queued behind another on its connection too, and refuses later ones', async () => {
    const running = await startBackend({ ...readConfig({}), databaseUrl: database.url, port: 0, logRequests: false });
    const { hostname, port } = new URL(running.url);
    const order = JSON.stringify(orderBody('pipelined@example.ae', [{ id: 1, quantity: 1 }]));
    const late = JSON.stringify(orderBody('late@example.ae', [{ id: 1, quantity: 1 }]));
    const slow = JSON.stringify(registration('pipelined@example.ae'));
    const post = (path: string, body: string) =>
      `POST ${path} HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    // Two pipelined requests on one connection: the order is carried out at once, but its answer waits for
    // the registration's (a password hash, still running when the close starts). Were the registration
    // answered with Connection: close, Node would end the connection and the placed order's answer be lost.
    const socket = connectTcp(Number(port), hostname);
    await once(socket, 'connect');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.write(post('/images/customers/', slow) + post('/images/Orders/', order));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = running.stop();
    // A third request sent once the close has started: refused, with the contract's JSON, and not carried out.
    socket.write(post('/images/Orders/', late));
    await stopped;
    await once(socket, 'close');

    const [first, second, third] = received.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200 .*"status":"1"/s);
    expect(second).toMatch(/^HTTP\/1\.1 200 .*"status":"1"/s);
    expect(third).toMatch(/^HTTP\/1\.1 503 .*connection: close/is);
    expect(third).toContain('{"status":"2","message":"The backend is restarting: nothing was done, try again."}');
    const db = connect(database.url);
    try {
      const saved = await db.db.selectFrom('orders').where('email', '=', 'pipelined@example.ae').select('id').execute();
      expect(saved).toHaveLength(1);
      expect(second).toContain(saved[0]!.id);
      expect(await db.db.selectFrom('orders').where('email', '=', 'late@example.ae').select('id').execute()).toEqual(
        [],
      );
    } finally {
      await db.close();
    }
  });
});
