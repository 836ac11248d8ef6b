import type {
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
} from 'fastify';

export const RESPONSE_TOO_LARGE = 'RESPONSE_TOO_LARGE';

/** The largest GraphQL answer sent: a full shop page (48 product cards) is under 20 KB, this a hundred times that. */
export const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

const TOO_LARGE_BODY = JSON.stringify({
  errors: [
    {
      message: 'The answer to this query is too large to send. Ask for fewer items or fewer fields.',
      extensions: { code: RESPONSE_TOO_LARGE },
    },
  ],
});

/** Whether a serialized answer is over `maxBytes` (UTF-8), without measuring the short ones. */
export function isTooLarge(body: string, maxBytes: number): boolean {
  return body.length * 3 > maxBytes && Buffer.byteLength(body, 'utf8') > maxBytes;
}

/** What fastifyApolloHandler makes: a handler answering the serialized GraphQL result. */
type ApolloHandler = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  { Reply: string }
>;

/**
 * Wraps the /graphql handler: an answer over `maxBytes` is replaced by a RESPONSE_TOO_LARGE error (HTTP 400,
 * not cached) instead of being sent. It measures the string Apollo has already serialized, so nothing is
 * serialized twice; the cost limit keeps such answers from being built in the first place, and this catches
 * what its estimates miss (long texts, lists longer than LIST_SIZES expects).
 */
export function capResponse(handler: ApolloHandler, maxBytes: number = MAX_RESPONSE_BYTES): ApolloHandler {
  return async function capped(request, reply) {
    const body = await handler.call(this, request, reply);
    if (typeof body !== 'string' || !isTooLarge(body, maxBytes)) return body;
    request.log.warn(`GraphQL answer of ${Buffer.byteLength(body)} bytes refused (limit ${maxBytes})`);
    void reply.code(400).header('cache-control', 'no-store');
    return TOO_LARGE_BODY;
  };
}
