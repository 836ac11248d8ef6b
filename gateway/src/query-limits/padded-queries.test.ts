import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { useTestStack } from '../testing/test-gateway.ts';
import { DOCUMENT_STORE_BYTES } from './document-store.ts';
import { MAX_QUERY_CHARS, QUERY_TOO_LONG } from './query-text-cap.ts';

/**
 * The audit's attack: distinct valid queries, each padded with a long `#` comment (comments are not tokens, so
 * the token limit does not see them). Apollo's parsed-document cache sized a document without its text and
 * kept them all: 162 MB → 3.4 GB over 62,000 requests.
 */
const stack = useTestStack();
const QUERY = '{products(pageSize:1){items{id}}}';

function padded(chars: number): string {
  return `${QUERY}\n#${randomBytes(Math.ceil((chars * 3) / 4))
    .toString('base64')
    .slice(0, chars)}`;
}

/** Heap in use after a full collection (V8's gc, reached without starting Node with --expose-gc). */
function heapAfterGc(): number {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed;
}

/** Sends `count` requests from `parallel` loops, as the audit did; returns the HTTP statuses seen. */
async function flood(count: number, parallel: number, body: () => unknown): Promise<Set<number>> {
  const statuses = new Set<number>();
  let sent = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (sent++ < count) {
        const response = await stack.client().raw(body());
        statuses.add(response.status);
        await response.arrayBuffer();
      }
    }),
  );
  return statuses;
}

describe('queries padded with comments', () => {
  it("refuses the audit's 70,000-character padding at once, with a message, and keeps nothing of it", async () => {
    const response = await stack.client().raw({ query: padded(70_000) });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(answer.errors[0]?.extensions.code).toBe(QUERY_TOO_LONG);
    expect(answer.errors[0]?.message).toMatch(/too long/);

    const statuses = await flood(200, 6, () => ({ query: padded(70_000) }));
    expect([...statuses]).toEqual([400]);
    expect(stack.gateway.documentStore.heldTextLength()).toBeLessThan(MAX_QUERY_CHARS);
  });

  it('keeps gateway memory flat under a loop of distinct padded queries the length limit lets through', async () => {
    const padding = MAX_QUERY_CHARS - QUERY.length - 100;
    await flood(20, 2, () => ({ query: padded(padding) }));
    const before = heapAfterGc();
    // 1,000 × 32 KB: about 32 MB of query text; kept whole, it would all stay in the heap.
    const statuses = await flood(1000, 6, () => ({ query: padded(padding) }));
    expect([...statuses]).toEqual([200]);
    const grown = heapAfterGc() - before;

    expect(stack.gateway.documentStore.heldTextLength() * 2).toBeLessThanOrEqual(DOCUMENT_STORE_BYTES);
    expect(grown, `heap grew by ${(grown / 2 ** 20).toFixed(1)} MB`).toBeLessThan(16 * 2 ** 20);
  });

  it('still answers and reuses an ordinary query', async () => {
    const client = stack.client();
    const first = await client.data<{ products: { items: unknown[] } }>(QUERY);
    const again = await client.data<{ products: { items: unknown[] } }>(QUERY);
    expect(first.products.items).toHaveLength(1);
    expect(again).toEqual(first);
  });
});
