import { describe, expect, it } from 'vitest';
import { useTestStack } from '../testing/test-gateway.ts';

const stack = useTestStack();

describe('productsById', () => {
  it('answers products in the order asked, with null for ids that name no product', async () => {
    const data = await stack.client().data(`{ productsById(ids: ["3", "99999", "1", "abc"]) { id title } }`);
    expect(data.productsById.map((product: { id: string } | null) => product?.id ?? null)).toEqual([
      '3',
      null,
      '1',
      null,
    ]);
  });
});
