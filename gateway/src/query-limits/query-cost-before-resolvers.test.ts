import { specifiedRules, validate } from 'graphql';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_CART_LINES, MAX_WISHLIST_ITEMS } from '@store/domain';
import { armor } from './armor.ts';
import { contractSchema } from './contract-schema.ts';
import { INPUT_TOO_LARGE } from './input-caps.ts';
import { requestCost } from './query-cost.ts';
import { MAX_QUERY_COST, QUERY_TOO_COSTLY } from './query-cost-plugin.ts';
import { isTooLarge, MAX_RESPONSE_BYTES, RESPONSE_TOO_LARGE } from './response-cap.ts';
import { buildGateway } from '../server.ts';
import { forwardTo, startFakeUpstream } from '../testing/fake-upstream.ts';
import { useTestStack, type GraphQLAnswer } from '../testing/test-gateway.ts';
import { WEB_OPERATION_VARIABLES } from '../testing/web-operation-variables.ts';
import { webOperations } from '../testing/web-operations.ts';

/**
 * The cost limit multiplies by list sizes (issue 9: one anonymous query took the gateway to a 4 GB heap).
 * Every upstream goes through a counting proxy in front of the real backend: a refused request leaves the
 * count unchanged, so it was refused before any resolver ran.
 */
const proxy = await startFakeUpstream(() => {});
const stack = useTestStack({
  imagesApiUrl: proxy.url,
  orderManagementUrl: proxy.url,
  accountsApiUrl: proxy.url,
  newsletterUrl: `${proxy.url}newsletter/subscribers`,
  contactMailUrl: `${proxy.url}contact-mail/api/v1.0/email/send`,
});
proxy.handler = forwardTo(() => stack.backend.url);
afterAll(() => proxy.close());

const ATTACK_FIELD =
  'products(pageSize: 48) { items { related(limit: 7) { related(limit: 7) { related(limit: 7) { related(limit: 7) { related(limit: 7) { id title } } } } } } }';

function aliases(count: number, field: string): string {
  return `query { ${Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ')} }`;
}

/** Sends the request, requires that it made no upstream call, and returns its status and first error. */
async function refused(query: string, variables: Record<string, unknown> = {}) {
  const before = proxy.count();
  const response = await stack.client().raw({ query, variables });
  const answer = (await response.json()) as GraphQLAnswer;
  expect(proxy.count(), `upstream calls for a refused request: ${JSON.stringify(answer)}`).toBe(before);
  expect(answer.data).toBeUndefined();
  return { status: response.status, error: answer.errors?.[0] };
}

describe('the query cost, checked before any resolver runs', () => {
  it('refuses the issue 9 query, even one alias of it, with 400 QUERY_TOO_COSTLY and no upstream call', async () => {
    const { status, error } = await refused(aliases(1, ATTACK_FIELD));
    expect(status).toBe(400);
    expect(error?.extensions?.code).toBe(QUERY_TOO_COSTLY);
    expect(error?.message).toMatch(/asks for too much data/);
  });

  it('refuses the issue 9 query with ten aliases the same way', async () => {
    const { status, error } = await refused(aliases(10, ATTACK_FIELD));
    expect(status).toBe(400);
    expect(error?.extensions?.code).toBe(QUERY_TOO_COSTLY);
  });

  it('counts a $pageSize variable by its value', async () => {
    const query = `query ($n: PositiveInt) {
      products(pageSize: $n) { items { related(limit: 48) { related(limit: 48) { id } } } }
    }`;
    const { status, error } = await refused(query, { n: 48 });
    expect(status).toBe(400);
    expect(error?.extensions?.code).toBe(QUERY_TOO_COSTLY);
    const { products } = await stack.client().data(query, { n: 1 });
    expect(products.items).toHaveLength(1);
  });

  it('counts what fragments and inline fragments expand to', async () => {
    // Each costs 1 + 1 + 48 × (1 + 48 × (1 + 48)) = 112,946, as the same fields written out do.
    const spread = `query { products(pageSize: 48) { items { ...Deep } } }
      fragment Deep on Product { related(limit: 48) { related(limit: 48) { id } } }`;
    const inline = `query {
      products(pageSize: 48) { items { ... on Product { related(limit: 48) { related(limit: 48) { id } } } } }
    }`;
    for (const query of [spread, inline]) {
      const { status, error } = await refused(query);
      expect(status).toBe(400);
      expect(error?.extensions?.code).toBe(QUERY_TOO_COSTLY);
    }
  });

  it('answers a normal query right after a refusal', async () => {
    await refused(aliases(10, ATTACK_FIELD));
    const { products } = await stack.client().data('{ products(pageSize: 48) { totalCount items { id title } } }');
    expect(products.items.length).toBeGreaterThan(0);
  });
});

describe('cart and id lists, capped at what a real cart or wishlist holds', () => {
  const line = { productId: '1', quantity: 1 };
  const quote = 'query ($lines: [CartLineInput!]!) { cartQuote(lines: $lines) { itemCount } }';
  const byId = 'query ($ids: [ID!]!) { productsById(ids: $ids) { id } }';

  it('refuses cartQuote with MAX_CART_LINES + 1 lines without an upstream call, and quotes MAX_CART_LINES', async () => {
    const { status, error } = await refused(quote, { lines: Array(MAX_CART_LINES + 1).fill(line) });
    expect(status).toBe(400);
    expect(error?.extensions?.code).toBe(INPUT_TOO_LARGE);
    expect(error?.message).toBe(`A cart can hold at most ${MAX_CART_LINES} lines.`);
    const { cartQuote } = await stack.client().data(quote, { lines: Array(MAX_CART_LINES).fill(line) });
    expect(cartQuote.itemCount).toBe(MAX_CART_LINES);
  });

  it('refuses productsById with MAX_WISHLIST_ITEMS + 1 ids without an upstream call, and answers MAX', async () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1));
    const { status, error } = await refused(byId, { ids: ids(MAX_WISHLIST_ITEMS + 1) });
    expect(status).toBe(400);
    expect(error?.extensions?.code).toBe(INPUT_TOO_LARGE);
    const { productsById } = await stack.client().data(byId, { ids: ids(MAX_WISHLIST_ITEMS) });
    expect(productsById).toHaveLength(MAX_WISHLIST_ITEMS);
  });

  it('refuses placeOrder with MAX_CART_LINES + 1 lines before anything else is looked at', async () => {
    const { status, error } = await refused(
      'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input, idempotencyKey: "checkout-key-1") { errors { message } } }',
      {
        input: {
          ...(WEB_OPERATION_VARIABLES.PlaceOrder?.input as object),
          lines: Array(MAX_CART_LINES + 1).fill(line),
        },
      },
    );
    expect(status).toBe(400);
    expect(error?.extensions?.code).toBe(INPUT_TOO_LARGE);
  });
});

describe('the web client', () => {
  const schema = contractSchema();

  it('sends only operations within MAX_QUERY_COST and MAX_DEPTH, with the largest variables it sends', () => {
    const operations = webOperations();
    expect(operations.length).toBeGreaterThan(20);
    // The server's own validation rules: depth counts through fragment spreads, as the server counts it.
    const rules = [...specifiedRules, ...(armor(false).validationRules ?? [])];
    const costs = operations.map(({ name, document, operation }) => {
      expect(
        validate(schema, document, rules).map((error) => error.message),
        name,
      ).toEqual([]);
      const variables = WEB_OPERATION_VARIABLES[name];
      expect(variables, `WEB_OPERATION_VARIABLES has no entry for ${name}`).toBeDefined();
      return { name, cost: requestCost(schema, document, operation, variables) };
    });
    for (const { name, cost } of costs) {
      expect(cost, `${name}: variables do not coerce`).not.toBeNull();
      expect(cost, name).toBeLessThanOrEqual(MAX_QUERY_COST);
    }
  });
});

describe('the answer size cap', () => {
  it('replaces an answer over the cap by a 400 RESPONSE_TOO_LARGE error, and keeps answering', async () => {
    const capped = await buildGateway(stack.gateway.services.config, { maxResponseBytes: 4096 });
    try {
      const post = (query: string) =>
        capped.app.inject({
          method: 'POST',
          url: '/graphql',
          payload: { query },
          headers: { 'x-forwarded-for': '10.9.9.9' },
        });
      const large = await post('{ products(pageSize: 48) { items { id title description } } }');
      expect(large.statusCode).toBe(400);
      expect(large.headers['cache-control']).toBe('no-store');
      expect(large.json()).toEqual({
        errors: [{ message: expect.stringMatching(/too large/), extensions: { code: RESPONSE_TOO_LARGE } }],
      });
      const small = await post('{ storeInfo { currency } }');
      expect(small.statusCode).toBe(200);
      expect(small.json()).toEqual({ data: { storeInfo: { currency: 'AED' } } });
    } finally {
      await capped.app.close();
    }
  });

  it('leaves a full shop page far below the default cap', async () => {
    const response = await stack.client().raw({
      query: '{ products(pageSize: 48) { items { id title description price imageSrc colours { name imageSrc } } } }',
    });
    expect(response.status).toBe(200);
    expect((await response.text()).length).toBeLessThan(MAX_RESPONSE_BYTES / 10);
  });

  it('measures UTF-8 bytes, not characters', () => {
    expect(isTooLarge('a'.repeat(1000), 1000)).toBe(false);
    expect(isTooLarge('é'.repeat(600), 1000)).toBe(true);
  });
});
