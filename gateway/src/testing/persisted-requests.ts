/** Requests as Apollo Client's persisted-query link sends them, for the response-cache tests. */
import { createHash } from 'node:crypto';
import { print } from 'graphql';
import { expect } from 'vitest';
import { webOperations } from './web-operations.ts';

/** What Apollo Client sends with every request (it keeps the JSON content type on GET, which passes CSRF). */
export const CLIENT_HEADERS = {
  accept: 'application/graphql-response+json,application/json;q=0.9',
  'content-type': 'application/json',
};

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A web operation's text as the web client sends it. */
export function webQuery(name: string): string {
  const operation = webOperations().find((candidate) => candidate.name === name);
  if (!operation) throw new Error(`no web operation ${name}`);
  return print(operation.document);
}

export interface PersistedRequest {
  hash: string;
  /** Sent along with the hash: registers the query. */
  query?: string;
  operationName?: string;
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
}

function extensions(hash: string) {
  return { persistedQuery: { version: 1, sha256Hash: hash } };
}

/** GET /graphql with the hash (and the query, to register it) in the address, as the link sends queries. */
export function getPersisted(baseUrl: string, request: PersistedRequest): Promise<Response> {
  const params = new URLSearchParams();
  if (request.query) params.set('query', request.query);
  if (request.operationName) params.set('operationName', request.operationName);
  if (request.variables) params.set('variables', JSON.stringify(request.variables));
  params.set('extensions', JSON.stringify(extensions(request.hash)));
  return fetch(`${baseUrl}/graphql?${params}`, { headers: { ...CLIENT_HEADERS, ...request.headers } });
}

/** POST /graphql with the hash, and the query when given: how the link registers a query the server lacks. */
export function postPersisted(baseUrl: string, request: PersistedRequest): Promise<Response> {
  const { query, operationName, variables } = request;
  return fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { ...CLIENT_HEADERS, ...request.headers },
    body: JSON.stringify({ query, operationName, variables, extensions: extensions(request.hash) }),
  });
}

/** The answer's body, requiring HTTP 200 and no GraphQL errors. */
export async function okBody(response: Response): Promise<string> {
  const body = await response.text();
  expect(response.status, body.slice(0, 300)).toBe(200);
  expect(JSON.parse(body).errors, body.slice(0, 300)).toBeUndefined();
  return body;
}

/** The first error code of an answer. */
export async function errorCode(response: Response): Promise<string | undefined> {
  const answer = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return answer.errors?.[0]?.extensions?.code;
}
