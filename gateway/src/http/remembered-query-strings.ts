import querystring from 'fast-querystring';
import { LRUCache } from 'lru-cache';

/** A request's parsed query string, as Fastify's router hands it to `request.query`. */
export type ParsedQueryString = Readonly<Record<string, unknown>>;

/** Longer query strings are parsed each time: the remembered ones stay small. */
const MAX_REMEMBERED_CHARS = 4_096;
/** The remembered query strings' total length, in characters: 4 MB at most, with their parsed values. */
const MAX_REMEMBERED_TOTAL_CHARS = 2_000_000;

const remembered = new LRUCache<string, ParsedQueryString>({
  maxSize: MAX_REMEMBERED_TOTAL_CHARS,
  sizeCalculation: (_parsed, text) => text.length,
});

/**
 * Fastify's query-string parser (the router's own, fast-querystring), remembering what it made of the query
 * strings seen last. Every guest of a page sends the same GraphQL GET, and parsing its hundreds of characters of
 * escaped JSON was a twentieth of the gateway's work on a cached answer. The object is frozen, so one request cannot
 * change what the next one reads; no route here writes to `request.query`.
 */
export function parseQueryString(text: string): ParsedQueryString {
  if (text.length === 0) return {};
  if (text.length > MAX_REMEMBERED_CHARS) return querystring.parse(text) as ParsedQueryString;
  let parsed = remembered.get(text);
  if (parsed === undefined) remembered.set(text, (parsed = Object.freeze(querystring.parse(text))));
  return parsed;
}
