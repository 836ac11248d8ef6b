import { describe, expect, it } from 'vitest';
import { useTestStack } from '../testing/test-gateway.ts';
import { parseQueryString } from './remembered-query-strings.ts';

describe('remembered query strings', () => {
  it('hands the same frozen reading to every request with the same query string', () => {
    const first = parseQueryString('operationName=ShopPage&variables=%7B%22page%22%3A1%7D');
    expect(first).toEqual({ operationName: 'ShopPage', variables: '{"page":1}' });
    expect(parseQueryString('operationName=ShopPage&variables=%7B%22page%22%3A1%7D')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => {
      (first as Record<string, unknown>).operationName = 'Other';
    }).toThrow(TypeError);
    expect(parseQueryString('operationName=ShopPage&variables=%7B%22page%22%3A1%7D').operationName).toBe('ShopPage');
  });

  it('reads repeated names as a list and an empty query string as nothing', () => {
    expect(parseQueryString('a=1&a=2')).toEqual({ a: ['1', '2'] });
    expect(parseQueryString('')).toEqual({});
  });

  it('parses a long query string each time, and forgets the oldest when many differ', () => {
    const long = `q=${'x'.repeat(5_000)}`;
    expect(parseQueryString(long)).not.toBe(parseQueryString(long));
    expect(parseQueryString(long)).toEqual({ q: 'x'.repeat(5_000) });
    const first = parseQueryString(`n=0&pad=${'p'.repeat(4_000)}`);
    for (let n = 1; n <= 600; n++) parseQueryString(`n=${n}&pad=${'p'.repeat(4_000)}`);
    expect(parseQueryString(`n=0&pad=${'p'.repeat(4_000)}`)).not.toBe(first);
  });
});

describe('query strings through the gateway', () => {
  const stack = useTestStack();

  it('answers the same GraphQL GET the same way many times, and a repeated parameter is still refused', async () => {
    const path = '/graphql?query=%7B__typename%7D';
    const headers = { 'apollo-require-preflight': '1' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${stack.url}${path}`, { headers }).then((r) => r.json())),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, () => ({ data: { __typename: 'Query' } })));
    const repeated = await fetch(`${stack.url}${path}&query=%7B__typename%7D`, { headers });
    expect(repeated.status).toBe(400);
  });
});
