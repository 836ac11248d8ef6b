import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { LANGUAGE_HEADER, languageOfHeader } from '@store/domain';

/** Longer variables are not cached (their answers are computed each time): keys stay small. */
export const MAX_KEYED_VARIABLES_CHARS = 2_048;
/** A POST body over this (a query text with variables) is not cached. */
const MAX_KEYED_BODY_BYTES = 16 * 1024;

const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
const PREFLIGHT_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'];

interface Operation {
  /** sha256 of the query text, hex, as automatic persisted queries name it. */
  queryHash: string;
  /** Null when not sent (the document's only operation), which differs from '' (no operation of that name). */
  operationName: string | null;
  /** The variables as JSON text: the GET parameter as sent, or the POST body's object serialized. */
  variables: string;
  /** A remembered GET's keys made so far, by Accept header and language (see `rememberedKeyOf`). */
  keys?: Map<string, string>;
}

/** How many keys (Accept header and language pairs) a remembered GET keeps: browsers send few different ones. */
const MAX_KEYS_PER_OPERATION = 8;

type Fields = Record<string, unknown>;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function essence(contentType: string | undefined): string | undefined {
  if (contentType === undefined) return undefined;
  const end = contentType.indexOf(';');
  return (end === -1 ? contentType : contentType.slice(0, end)).trim().toLowerCase();
}

/**
 * Apollo's CSRF prevention and GET content-type rule, checked before a cached answer is sent: a request Apollo
 * would refuse is passed on to it, never answered from the cache.
 */
function passesApolloChecks(request: FastifyRequest): boolean {
  const type = essence(request.headers['content-type']);
  if (request.method === 'GET' && type !== undefined && type !== 'application/json') return false;
  if (type !== undefined && !SIMPLE_CONTENT_TYPES.includes(type)) return true;
  return PREFLIGHT_HEADERS.some((name) => Boolean(request.headers[name]));
}

/** The one value of a search parameter, null when absent, undefined when repeated (Apollo refuses that). */
function single(params: URLSearchParams, name: string): string | null | undefined {
  const values = params.getAll(name);
  return values.length > 1 ? undefined : (values[0] ?? null);
}

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseObject(text: string): Fields | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isFields(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The hash a persisted-query extension names: undefined when there is none, null when it is malformed. */
function sentHash(extensions: Fields | null): string | null | undefined {
  const persisted = extensions?.persistedQuery;
  if (persisted === undefined) return undefined;
  if (!isFields(persisted) || persisted.version !== 1) return null;
  const hash = persisted.sha256Hash;
  return typeof hash === 'string' && /^[0-9a-f]{64}$/.test(hash) ? hash : null;
}

/**
 * The query's hash: computed from the text when there is one (and any hash sent must match it), else the
 * persisted-query hash sent. Undefined for anything Apollo would refuse, and for malformed extensions.
 */
function queryHashOf(query: unknown, extensions: Fields | null | undefined): string | undefined {
  const sent = extensions === undefined ? null : sentHash(extensions);
  if (sent === null) return undefined;
  if (typeof query === 'string') {
    const computed = sha256(query);
    return sent === undefined || sent === computed ? computed : undefined;
  }
  return query === undefined || query === null ? sent : undefined;
}

/**
 * What `fromSearch` made of the query strings seen last, by their parsed object: Fastify's parser hands every
 * guest of a page the same remembered (frozen) object for the same query string (http/remembered-query-strings.ts),
 * and parsing the URL again (URL, search parameters, the extensions' JSON) was a tenth of the gateway's work on a
 * cached answer. The reading depends on the query string alone, so a remembered one is the same as a fresh one.
 */
const readSearches = new WeakMap<object, Operation | 'none'>();

function fromSearch(request: FastifyRequest): Operation | undefined {
  const parsed = request.query;
  if (typeof parsed !== 'object' || parsed === null) return readSearch(request.url);
  let operation = readSearches.get(parsed);
  if (operation === undefined) readSearches.set(parsed, (operation = readSearch(request.url) ?? 'none'));
  return operation === 'none' ? undefined : operation;
}

function readSearch(url: string): Operation | undefined {
  // Parsed as Apollo's Fastify integration does (new URL, then URLSearchParams), so both read the same values.
  const params = new URLSearchParams(new URL(url, 'http://gateway/').search);
  const [query, operationName, variables, extensions] = ['query', 'operationName', 'variables', 'extensions'].map(
    (name) => single(params, name),
  );
  if ([query, operationName, variables, extensions].includes(undefined)) return undefined;
  const queryHash = queryHashOf(query, extensions ? parseObject(extensions) : null);
  if (!queryHash || (variables?.length ?? 0) > MAX_KEYED_VARIABLES_CHARS) return undefined;
  return { queryHash, operationName: operationName ?? null, variables: variables ?? '' };
}

/** Undefined for a value too deeply nested to serialize (execution refuses such variables anyway). */
function stringify(value: Fields): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

function fromBody(body: unknown, length: number): Operation | undefined {
  if (!isFields(body) || length > MAX_KEYED_BODY_BYTES) return undefined;
  const { query, operationName, variables, extensions } = body;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return undefined;
  if (variables !== undefined && variables !== null && !isFields(variables)) return undefined;
  if (extensions !== undefined && extensions !== null && !isFields(extensions)) return undefined;
  const queryHash = queryHashOf(query, extensions ?? null);
  const text = variables ? stringify(variables) : '';
  if (!queryHash || text === undefined || text.length > MAX_KEYED_VARIABLES_CHARS) return undefined;
  return { queryHash, operationName: operationName ?? null, variables: text };
}

/**
 * The response-cache key of a GraphQL GET or POST: the query's hash, the operation name, the variables, the
 * Accept header (it picks the answer's content type) and the page's language (content answers in it; read as
 * the resolvers read it, so an unknown value shares English's key), as one string. Null when the request is not one to
 * cache: another method, a malformed or oversized request, or one Apollo would refuse.
 */
export function requestKey(request: FastifyRequest): string | null {
  let operation: Operation | undefined;
  if (request.method === 'GET') operation = fromSearch(request);
  else if (request.method === 'POST')
    operation = fromBody(request.body, Number(request.headers['content-length'] ?? Infinity));
  if (!operation || !passesApolloChecks(request)) return null;
  const accept = request.headers.accept ?? '';
  const language = languageOfHeader(request.headers[LANGUAGE_HEADER]);
  return request.method === 'GET' ? rememberedKeyOf(operation, accept, language) : keyOf(operation, accept, language);
}

function keyOf({ queryHash, operationName, variables }: Operation, accept: string, language: string): string {
  return JSON.stringify([queryHash, operationName, variables, accept, language]);
}

/**
 * A GET's key, remembered with its reading: every guest of a page then looks its answer up with the same string
 * (whose hash the engine keeps) instead of one made afresh.
 */
function rememberedKeyOf(operation: Operation, accept: string, language: string): string {
  const made = operation.keys?.get(`${language}${accept}`);
  if (made !== undefined) return made;
  const key = keyOf(operation, accept, language);
  if (operation.keys === undefined || operation.keys.size >= MAX_KEYS_PER_OPERATION) operation.keys = new Map();
  operation.keys.set(`${language}${accept}`, key);
  return key;
}
