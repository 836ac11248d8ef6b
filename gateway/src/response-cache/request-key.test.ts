import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_HEADER } from '@store/domain';
import { parseQueryString } from '../http/remembered-query-strings.ts';
import { sha256 } from '../testing/persisted-requests.ts';
import { MAX_KEYED_VARIABLES_CHARS, requestKey } from './request-key.ts';

const QUERY = '{ banners { id } }';
const HASH = sha256(QUERY);
const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

/** A GET as Fastify hands it over: its query string read by the gateway's parser (remembered when short). */
function get(params: Record<string, string> | string, headers: Record<string, string> = JSON_HEADERS) {
  const search = typeof params === 'string' ? params : new URLSearchParams(params).toString();
  const query = parseQueryString(search);
  return requestKey({ method: 'GET', url: `/graphql?${search}`, query, headers } as unknown as FastifyRequest);
}

function post(body: unknown, headers: Record<string, string> = JSON_HEADERS) {
  const length = String(JSON.stringify(body)?.length ?? 0);
  return requestKey({
    method: 'POST',
    url: '/graphql',
    body,
    headers: { 'content-length': length, ...headers },
  } as unknown as FastifyRequest);
}

const persisted = (hash = HASH) => JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } });

describe('requestKey', () => {
  it('names a query by its hash, whether sent as text or by hash, over GET or POST', () => {
    const byHash = get({ extensions: persisted() });
    expect(byHash).toContain(HASH);
    expect(get({ query: QUERY })).toBe(byHash);
    expect(get({ query: QUERY, extensions: persisted() })).toBe(byHash);
    expect(post({ query: QUERY })).toBe(get({ query: QUERY, variables: '' }));
  });

  it('tells apart operation names, variables and the Accept header', () => {
    const base = get({ extensions: persisted(), variables: '{"id":"1"}' });
    expect(get({ extensions: persisted(), variables: '{"id":"2"}' })).not.toBe(base);
    expect(get({ extensions: persisted(), variables: '{"id":"1"}', operationName: 'Other' })).not.toBe(base);
    expect(get({ extensions: persisted(), variables: '{"id":"1"}', operationName: '' })).not.toBe(base);
    expect(
      get(
        { extensions: persisted(), variables: '{"id":"1"}' },
        { ...JSON_HEADERS, accept: 'application/graphql-response+json' },
      ),
    ).not.toBe(base);
  });

  it('reads a URL seen before as it read it the first time, refusals and Accept included', () => {
    const url = { extensions: persisted(), variables: '{"id":"7"}' };
    const first = get(url);
    expect(get(url)).toBe(first);
    expect(get(url, { ...JSON_HEADERS, accept: 'application/graphql-response+json' })).not.toBe(first);
    const repeated = `query=${encodeURIComponent(QUERY)}&query=${encodeURIComponent(QUERY)}`;
    expect(get(repeated)).toBeNull();
    expect(get(repeated)).toBeNull();
    // Past the remembered length, a URL is read afresh each time, the same way.
    const long = {
      extensions: persisted(),
      variables: JSON.stringify({ pad: 'x'.repeat(1_900) }),
      operationName: 'x'.repeat(3_000),
    };
    expect(get(long)).toBe(get(long));
    expect(get(long)).toContain(HASH);
  });

  it('keys one URL apart for each Accept header and language, however many come, the same each time', () => {
    const url = { extensions: persisted(), variables: '{"id":"9"}' };
    const headersOf = (n: number, language: string) => ({
      ...JSON_HEADERS,
      accept: `application/json;q=0.${n}`,
      [LANGUAGE_HEADER]: language,
    });
    const keys = (language: string) => Array.from({ length: 20 }, (_, n) => get(url, headersOf(n, language)));
    const english = keys('en');
    const arabic = keys('ar');
    expect(new Set([...english, ...arabic]).size).toBe(40);
    expect(keys('en')).toEqual(english);
    expect(keys('ar')).toEqual(arabic);
    expect(get(url, headersOf(3, 'fr'))).toBe(english[3]);
  });

  it('gives no key to what Apollo refuses: a wrong or malformed hash, repeated parameters, no query', () => {
    expect(get({ query: QUERY, extensions: persisted(sha256('{ other }')) })).toBeNull();
    expect(get({ extensions: persisted('not-a-hash') })).toBeNull();
    expect(get({ extensions: JSON.stringify({ persistedQuery: { version: 2, sha256Hash: HASH } }) })).toBeNull();
    expect(get({ extensions: '{not json' })).toBeNull();
    expect(get(`query=${encodeURIComponent(QUERY)}&query=${encodeURIComponent(QUERY)}`)).toBeNull();
    expect(get({ operationName: 'Shop' })).toBeNull();
    expect(post({ query: 5 })).toBeNull();
    expect(post({ query: QUERY, variables: 'a string' })).toBeNull();
    expect(post([QUERY])).toBeNull();
  });

  it('gives no key to a request CSRF prevention refuses, or a GET with a body type', () => {
    expect(get({ query: QUERY }, { accept: 'application/json' })).toBeNull();
    expect(get({ query: QUERY }, { 'apollo-require-preflight': 'true' })).not.toBeNull();
    expect(get({ query: QUERY }, { 'content-type': 'text/plain' })).toBeNull();
    expect(post({ query: QUERY }, { 'content-type': 'text/plain; charset=utf-8' })).toBeNull();
  });

  it('gives no key to oversized or deeply nested variables', () => {
    const long = JSON.stringify({ text: 'x'.repeat(MAX_KEYED_VARIABLES_CHARS) });
    expect(get({ query: QUERY, variables: long })).toBeNull();
    expect(post({ query: QUERY, variables: { text: 'x'.repeat(MAX_KEYED_VARIABLES_CHARS) } })).toBeNull();
    let nested: Record<string, unknown> = {};
    for (let depth = 0; depth < 100_000; depth++) nested = { a: nested };
    expect(
      requestKey({
        method: 'POST',
        url: '/graphql',
        body: { query: QUERY, variables: nested },
        headers: { ...JSON_HEADERS, 'content-length': '1000' },
      } as unknown as FastifyRequest),
    ).toBeNull();
  });
});
