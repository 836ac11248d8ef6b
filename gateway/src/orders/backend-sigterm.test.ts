import { connect } from '@store/backend/db/connect';
import { spawnBackend, type BackendProcess } from '@store/backend/testing/backend-process';
import { createPostgresDatabase, type TestDatabase } from '@store/backend/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, type Gateway } from '../server.ts';
import { SHIPPING, stocked } from '../testing/order-fixtures.ts';
import { gatewayConfigFor, loggedInClient, TestClient, type TestStack } from '../testing/test-gateway.ts';

/**
 * The audit's checkout during a deploy: 150 orders placed through the gateway at once on a PostgreSQL backend,
 * SIGTERM to the backend 150 ms later. An order the backend saved must reach its shopper as placed, never as
 * UPSTREAM_UNAVAILABLE (the shopper would order again); one it did not save may fail.
 */
const ORDERS = 150;
const SHOPPERS = 10;
const PLACE_ORDER = `
  mutation ($input: PlaceOrderInput!, $key: String!) {
    placeOrder(input: $input, idempotencyKey: $key) { order { id } errors { message } }
  }
`;

let database: TestDatabase;
let backend: BackendProcess;
let gateway: Gateway;
let url = '';

beforeAll(async () => {
  database = await createPostgresDatabase();
  backend = await spawnBackend({ DATABASE_URL: database.url });
  gateway = await buildGateway(gatewayConfigFor(backend.url));
  url = await gateway.app.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);

afterAll(async () => {
  backend?.kill();
  await gateway?.app.close();
  await database?.drop();
});

const keyOf = (n: number) => `sigterm-order-${String(n).padStart(4, '0')}`;

describe('a PostgreSQL backend stopped with checkouts in flight', () => {
  it('reports no saved order as failed: each reaches its shopper as placed', async () => {
    const stack = { client: (address?: string) => new TestClient(() => url, address) } as TestStack;
    const shoppers: TestClient[] = [];
    // One after another: the backend refuses password hashing beyond its own bound.
    for (let n = 0; n < SHOPPERS; n++) shoppers.push(await loggedInClient(stack, `sigterm.shopper${n}@example.ae`));
    const answers = Array.from({ length: ORDERS }, (_, n) =>
      shoppers[n % SHOPPERS]!.query(PLACE_ORDER, {
        input: { shipping: SHIPPING, lines: [stocked(1 + (n % 4))] },
        key: keyOf(n),
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    backend.child.kill('SIGTERM');
    const outcomes = await Promise.all(answers);
    expect(await backend.exited).toBe(0);

    const db = connect(database.url);
    try {
      const saved = await db.db.selectFrom('orders').select(['id', 'idempotency_key']).execute();
      const savedByKey = new Map(saved.map((order) => [order.idempotency_key, order.id]));
      const savedButFailed = outcomes.flatMap((outcome, n) => {
        const id = savedByKey.get(keyOf(n));
        return id && outcome.data?.placeOrder?.order?.id !== id ? [{ key: keyOf(n), outcome }] : [];
      });
      expect(savedButFailed).toEqual([]);
      expect(saved.length).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, 120_000);
});
