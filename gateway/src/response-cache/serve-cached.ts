import type {
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
} from 'fastify';
import type { Catalogue, CatalogueCache } from '../catalog/catalogue-cache.ts';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, PUBLIC_VARY } from './cache-policy.ts';
import { catalogueGeneration } from './catalogue-generation.ts';
import { chooseEncoding, encodeResponse, type CachedResponse } from './encodings.ts';
import { isGuest } from './guest.ts';
import { requestKey } from './request-key.ts';
import type { ResponseStore } from './response-store.ts';

/** The /graphql handler (Apollo's, behind the response cap): answers the serialized result. */
export type GraphQLHandler = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  { Reply: string }
>;

export interface ServeCachedOptions {
  store: ResponseStore;
  catalogue: Pick<CatalogueCache, 'current' | 'get'>;
  /** Names the answers of this schema (catalogue-generation.ts). */
  schema: string;
  onError(error: unknown): void;
}

function sendStored(request: FastifyRequest, reply: FastifyReply, response: CachedResponse) {
  const encoding = chooseEncoding(request.headers['accept-encoding'], response);
  void reply
    .header('content-type', response.contentType)
    .header('cache-control', request.method === 'GET' ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL)
    .header('vary', PUBLIC_VARY)
    .header('x-cache', 'hit');
  // Already compressed: a compression hook (@fastify/compress) leaves a body with a Content-Encoding alone.
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return response[encoding] ?? response.identity;
}

/**
 * The response cache in front of Apollo. A guest's request (no session cookie) that names its query, operation
 * and variables (request-key.ts) is answered with the stored bytes when the current catalogue's answer is
 * stored, skipping Apollo altogether; otherwise Apollo answers, and an answer it marked public (cache-policy.ts:
 * a guest's error-free catalogue query) is stored for the next one. A signed-in shopper or staff member is
 * never answered from the cache nor written to it. Public Cache-Control goes on GET answers only.
 */
export function serveCached(handler: GraphQLHandler, options: ServeCachedOptions): RouteHandlerMethod {
  const { store, catalogue } = options;
  const generationOf = (copy: Catalogue) => `${options.schema}:${catalogueGeneration(copy)}`;

  /**
   * The stored answer for the catalogue copy in use, and that copy. The catalogue is asked (its version check,
   * at most once a second) only when an answer may be served: one is held for the copy in hand, or Redis may
   * hold one. So a request Apollo refuses never makes an upstream call, and a cold catalogue is loaded by
   * the resolvers alone, once, within their deadline.
   */
  async function lookup(key: string, held: Catalogue) {
    const candidate = store.local(generationOf(held), key);
    if (!candidate && !store.isShared) return { copy: held, stored: undefined };
    const copy = await catalogue.get();
    if (copy === held && candidate) return { copy, stored: candidate };
    const generation = generationOf(copy);
    return { copy, stored: store.local(generation, key) ?? (await store.shared(generation, key)) };
  }

  return async function cached(request, reply) {
    const key = isGuest(request.headers.cookie) ? requestKey(request) : null;
    const held = catalogue.current;
    const found =
      key === null || held === null
        ? null
        : await lookup(key, held).catch((error: unknown) => {
            options.onError(error);
            return null;
          });
    if (found?.stored) return sendStored(request, reply, found.stored);

    const body = await handler.call(this, request as never, reply as never);
    if (reply.getHeader('cache-control') !== PUBLIC_CACHE_CONTROL) {
      // Refusals made before Apollo's plugins run (CSRF, malformed GET parameters) carry none of their own.
      if (!reply.hasHeader('cache-control')) void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return body;
    }
    const storable = typeof body === 'string' && reply.statusCode === 200 && !reply.hasHeader('set-cookie');
    // Only when the copy did not change while Apollo ran: the answer was made from it.
    if (key !== null && found && storable && catalogue.current === found.copy) {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json');
      const generation = generationOf(found.copy);
      encodeResponse(contentType, body)
        .then((response) => store.set(generation, key, response))
        .catch(options.onError);
    }
    if (request.method !== 'GET' || reply.hasHeader('set-cookie'))
      void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return body;
  };
}
