import { beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '@store/backend/seed/catalogue';
import { loggedInClient, useTestStack, type GraphQLAnswer, type TestClient } from '../testing/test-gateway.ts';

/**
 * The backend goes down while the gateway keeps running: the shop keeps answering from the cached
 * catalogue, and what needs the backend fails fast with a stable code and no internal detail.
 */
const DEADLINE_MS = 4_000;
const CATALOGUE_TTL_MS = 50;
const stack = useTestStack({ catalogueTtlMs: CATALOGUE_TTL_MS }, { upstreamDeadlineMs: DEADLINE_MS });

const SHOP_PAGE = `
  query { products(pageSize: 6) { totalCount pageCount items { id title price } facets { minPrice maxPrice } } }
`;
const PRODUCT = `query ($id: ID!) { product(id: $id) { id title price stockFor(size: "M", colour: "Black") } }`;
const MY_ORDERS = `query { myOrders { id status total } }`;

/** Words that would tell a shopper (or an attacker) how the gateway reaches the backend. */
function expectNoInternalDetail(answer: GraphQLAnswer, backendUrl: string): void {
  const text = JSON.stringify(answer.errors);
  const { port, hostname } = new URL(backendUrl);
  for (const leak of ['ECONNREFUSED', 'ECONNRESET', 'images-api', 'order-details', 'http', hostname, `:${port}`]) {
    expect(text).not.toContain(leak);
  }
  expect(text).not.toMatch(/stack|\bat .+\.ts:\d+/);
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

let shopper: TestClient;
let before: { totalCount: number; pageCount: number; items: { id: string }[] };
let backendUrl: string;

beforeAll(async () => {
  shopper = await loggedInClient(stack, 'noura.outage@example.ae');
  // The shop page loads the catalogue once while the backend is up.
  before = (await shopper.data(SHOP_PAGE)).products;
  backendUrl = stack.backend.url;
  const health = await fetch(`${stack.url}/healthz`);
  expect(health.status).toBe(200);
  await stack.stopBackend();
  // Let the cached catalogue go stale, so that every shop query below also tries a refresh (which fails).
  await new Promise((resolve) => setTimeout(resolve, CATALOGUE_TTL_MS * 3));
});

describe('with the backend stopped', () => {
  it('keeps serving the shop page from the cached catalogue', async () => {
    expect(before.totalCount).toBe(seedProducts.length);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { products } = await stack.client().data(SHOP_PAGE);
      expect(products.totalCount).toBe(before.totalCount);
      expect(products.pageCount).toBe(before.pageCount);
      expect(products.items.map((item: { id: string }) => item.id)).toEqual(before.items.map((item) => item.id));
    }
    const { product } = await stack.client().data(PRODUCT, { id: '1' });
    expect(product).toMatchObject({ id: '1', title: seedProducts[0]!.title, price: seedProducts[0]!.price });
    const { search } = await stack.client().data(`query { search(text: "tee", first: 4) { totalCount } }`);
    expect(search.totalCount).toBeGreaterThan(0);
  });

  it("fails the shopper's order list fast with UPSTREAM_UNAVAILABLE and no internal detail", async () => {
    const { value: answer, ms } = await timed(() => shopper.query(MY_ORDERS));
    expect(answer.data).toBeNull();
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors![0]!.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(answer.errors![0]!.message).toBe('The store is unavailable right now. Please try again in a moment.');
    expectNoInternalDetail(answer, backendUrl);
    // A refused connection is known at once: no waiting for the call deadline.
    expect(ms).toBeLessThan(DEADLINE_MS);
  });

  it('fails placing an order with UPSTREAM_UNAVAILABLE, not a refusal the shopper would act on', async () => {
    const { value: answer, ms } = await timed(() =>
      shopper.query(
        `mutation ($input: PlaceOrderInput!) {
          placeOrder(input: $input, idempotencyKey: "outage-checkout-1") { order { id } errors { message } }
        }`,
        {
          input: {
            lines: [{ productId: '1', quantity: 1 }],
            shipping: {
              firstName: 'Noura',
              lastName: 'Saeed',
              phone: '0501234567',
              whatsapp: '0501234567',
              emirate: 'SHARJAH',
              postalCode: '00000',
              flatNo: '7',
              buildingName: 'Al Noor Tower',
              area: 'Al Majaz',
              street: 'Corniche Street',
            },
          },
        },
      ),
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expectNoInternalDetail(answer, backendUrl);
    expect(ms).toBeLessThan(DEADLINE_MS);
  });

  it('does not tell the shopper their cart items no longer exist', async () => {
    const answer = await shopper.query(
      `query { cartQuote(lines: [{ productId: "1", quantity: 1 }]) { total problems { productId problem } } }`,
    );
    // The products exist; the store just cannot check the stock now (it used to say "no longer available").
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expectNoInternalDetail(answer, backendUrl);
  });

  it('fails logging in with UPSTREAM_UNAVAILABLE rather than "wrong password"', async () => {
    const answer = await stack
      .client()
      .query(
        `mutation { login(email: "noura.outage@example.ae", password: "desert-rally-7") { customer { email } errors { message } } }`,
      );
    expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expectNoInternalDetail(answer, backendUrl);
  });

  it('reports 503 on /healthz, naming the upstreams that do not answer', async () => {
    const { value: response, ms } = await timed(() => fetch(`${stack.url}/healthz`));
    expect(response.status).toBe(503);
    const down = expect.stringMatching(/^(unreachable|circuit-open)$/);
    expect(await response.json()).toEqual({
      status: 'degraded',
      upstreams: {
        // The failed catalogue refreshes above opened its circuit: the gateway no longer even tries it.
        'images-api': 'circuit-open',
        'order-management': down,
        newsletter: down,
        'contact-mail': down,
        'accounts-api': down,
        'admin-api': down,
      },
    });
    expect(ms).toBeLessThan(DEADLINE_MS);
  });

  it('keeps answering from the open circuit with the same code and message', async () => {
    expect(stack.gateway.services.upstreams.imagesClient.circuit).toBe('open');
    const answer = await stack.client().query(`query { product(id: "999") { id } }`);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'The store is unavailable right now. Please try again in a moment.',
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
    expectNoInternalDetail(answer, backendUrl);
  });
});
