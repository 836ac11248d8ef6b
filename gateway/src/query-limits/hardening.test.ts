import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { forwardTo, startFakeUpstream } from '../testing/fake-upstream.ts';
import { useTestStack, type GraphQLAnswer } from '../testing/test-gateway.ts';

/**
 * Abusive requests are refused before any resolver runs: every upstream is reached through a counting
 * proxy in front of the real backend, and a refused request leaves the count unchanged. The catalogue
 * stays cold until 'the counting proxy' test, so any resolver that ran before it would have called the upstream.
 */
const proxy = await startFakeUpstream(() => {});
const stack = useTestStack({
  imagesApiUrl: proxy.url,
  orderManagementUrl: proxy.url,
  newsletterUrl: `${proxy.url}newsletter/subscribers`,
  contactMailUrl: `${proxy.url}contact-mail/api/v1.0/email/send`,
});
proxy.handler = forwardTo(() => stack.backend.url);
afterAll(() => proxy.close());
afterEach(() => {
  vi.restoreAllMocks();
});

/** `product { related { … related { id } } }`, `levels` related deep. */
function relatedChain(levels: number): string {
  return `query { product(id: "1") { ${'related { '.repeat(levels)}id${' }'.repeat(levels)} } }`;
}

function aliases(count: number, field: string): string {
  return `query { ${Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ')} }`;
}

/** Sends the request and requires that no upstream call was made for it; returns the HTTP answer. */
async function refusedUpstreamFree(send: () => Promise<Response>): Promise<{ status: number; body: string }> {
  const before = proxy.count();
  const response = await send();
  const body = await response.text();
  expect(proxy.count(), `upstream calls for a refused request: ${body.slice(0, 200)}`).toBe(before);
  return { status: response.status, body };
}

function post(body: unknown, headers: Record<string, string> = {}): () => Promise<Response> {
  return () => stack.client().raw(body, headers);
}

function errorsOf(body: string): NonNullable<GraphQLAnswer['errors']> {
  return (JSON.parse(body) as GraphQLAnswer).errors ?? [];
}

describe('query limits, checked before any upstream call', () => {
  it('refuses an over-deep query', async () => {
    const { status, body } = await refusedUpstreamFree(post({ query: relatedChain(8) }));
    expect(status).toBe(400);
    const [error] = errorsOf(body);
    expect(error?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(error?.message).toMatch(/depth/i);
    expect(JSON.parse(body).data).toBeUndefined();
  });

  it('refuses a query with too many aliases', async () => {
    const stored = await refusedUpstreamFree(post({ query: aliases(20, 'storeInfo { currency }') }));
    expect(stored.status).toBe(400);
    expect(errorsOf(stored.body)[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(errorsOf(stored.body)[0]?.message).toMatch(/alias/i);

    const products = await refusedUpstreamFree(
      post({ query: aliases(11, 'product(id: "1") { id stock { quantity } }') }),
    );
    expect(products.status).toBe(400);
    expect(errorsOf(products.body)[0]?.message).toMatch(/alias/i);
  });

  it('refuses a query over the token limit', async () => {
    const fields = Array.from({ length: 3000 }, () => 'currency').join(' ');
    const { status, body } = await refusedUpstreamFree(post({ query: `query { storeInfo { ${fields} } }` }));
    expect(status).toBe(400);
    const [error] = errorsOf(body);
    expect(error?.message).toMatch(/tokens/i);
    expect(error?.extensions).toEqual({ code: 'GRAPHQL_PARSE_FAILED' });
  });

  it('answers a malformed query with 400 GRAPHQL_PARSE_FAILED, not a server error', async () => {
    const { status, body } = await refusedUpstreamFree(post({ query: '{ products { totalCount ' }));
    expect(status).toBe(400);
    const [error] = errorsOf(body);
    expect(error?.message).toMatch(/^Syntax Error/);
    expect(error?.extensions).toEqual({ code: 'GRAPHQL_PARSE_FAILED' });
  });

  it('refuses a body over 100 KB with HTTP 413', async () => {
    const padding = 'x'.repeat(110 * 1024);
    const { status } = await refusedUpstreamFree(
      post({ query: 'query ($pad: String) { products { totalCount } }', variables: { pad: padding } }),
    );
    expect(status).toBe(413);
  });

  it('refuses a compressed body with a 4xx and a message, never inflating it', async () => {
    // 10 MB of spaces gzip to about 10 KB: inflated, the body would be a hundred times the limit.
    const bomb = gzipSync(`{"query": "{ products { totalCount } }"${' '.repeat(10 * 1024 * 1024)}}`);
    const { status, body } = await refusedUpstreamFree(() =>
      fetch(`${stack.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body: bomb,
      }),
    );
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(JSON.parse(body).message).toEqual(expect.any(String));
  });

  it('refuses batched operations', async () => {
    const { status } = await refusedUpstreamFree(
      post([{ query: '{ products { totalCount } }' }, { query: '{ products { totalCount } }' }]),
    );
    expect(status).toBe(400);
  });
});

describe('CSRF prevention', () => {
  it('refuses a simple (text/plain) POST without the preflight header', async () => {
    const { status, body } = await refusedUpstreamFree(
      post(JSON.stringify({ query: '{ products { totalCount } }' }), { 'content-type': 'text/plain' }),
    );
    expect(status).toBe(400);
    expect(body).toMatch(/CSRF|preflight/i);
  });

  it('refuses a GET query without the preflight header', async () => {
    const query = encodeURIComponent('{ products { totalCount } }');
    const { status, body } = await refusedUpstreamFree(() => fetch(`${stack.url}/graphql?query=${query}`));
    expect(status).toBe(400);
    expect(body).toMatch(/CSRF|preflight/i);
  });

  it('refuses a mutation over GET even with the preflight header', async () => {
    const query = encodeURIComponent('mutation { subscribeNewsletter(email: "csrf@example.ae") { ok } }');
    const { status } = await refusedUpstreamFree(() =>
      fetch(`${stack.url}/graphql?query=${query}`, { headers: { 'apollo-require-preflight': 'true' } }),
    );
    expect(status).toBe(405);
  });

  it('answers a GET query that carries the preflight header', async () => {
    const query = encodeURIComponent('{ storeInfo { currency } }');
    const response = await fetch(`${stack.url}/graphql?query=${query}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { storeInfo: { currency: 'AED' } } });
  });
});

describe('the counting proxy', () => {
  it('does see the upstream calls of a query within the limits (so the checks above can fail)', async () => {
    const before = proxy.count();
    const { product } = await stack.client().data(relatedChain(3));
    expect(product.related.length).toBeGreaterThan(0);
    expect(proxy.count()).toBeGreaterThan(before);
    expect(proxy.count('/images/all-products/')).toBe(1);
  });
});

describe('error masking', () => {
  it('masks an unexpected internal error: no stack trace, no internal text', async () => {
    const secret =
      'Cannot read properties of undefined at /srv/gateway/src/orders/secret.ts:42 (postgres://admin:pw@db)';
    vi.spyOn(stack.gateway.services.catalogue, 'get').mockRejectedValue(new TypeError(secret));
    const response = await stack.client().raw({ query: '{ collections { name } }' });
    const answer = (await response.json()) as { data: unknown; errors: Record<string, unknown>[] };
    expect(answer.data).toBeNull();
    expect(answer.errors).toEqual([
      {
        message: 'Something went wrong on our side.',
        path: ['collections'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      },
    ]);
    const text = JSON.stringify(answer);
    for (const leak of ['stacktrace', 'TypeError', 'secret.ts', 'postgres', 'Cannot read']) {
      expect(text).not.toContain(leak);
    }
  });

  it('masks an upstream answer that breaks the contract (a negative price)', async () => {
    const forward = forwardTo(() => stack.backend.url);
    proxy.handler = (request, response) => {
      if (request.url === '/images/product/4242/') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify([{ product_json: JSON.stringify({ id: 4242, title: 'Broken Tee', price: -5 }) }]));
      } else forward(request, response);
    };
    try {
      const answer = await stack.client().query(`query { product(id: "4242") { id title price } }`);
      expect(answer.data).toEqual({ product: null });
      expect(answer.errors).toEqual([
        {
          message: 'Something went wrong on our side.',
          path: ['product', 'price'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ]);
      expect(JSON.stringify(answer)).not.toMatch(/stacktrace|-5|non-negative/i);
    } finally {
      proxy.handler = forward;
    }
  });
});
