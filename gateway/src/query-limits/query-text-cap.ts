import type { RouteHandlerMethod } from 'fastify';

export const QUERY_TOO_LONG = 'QUERY_TOO_LONG';

/**
 * The longest query text accepted, in characters. The web client's longest operation is under 2 KB, and the
 * token limit (2,000) bounds what a real query needs; comments are not tokens, so without this a request could
 * carry 100 KB of `#` padding the parser reads and the document store keeps.
 */
export const MAX_QUERY_CHARS = 32 * 1024;

const TOO_LONG_BODY = JSON.stringify({
  errors: [
    {
      message: `The query text is too long (at most ${MAX_QUERY_CHARS} characters). Remove comments or send a shorter query.`,
      extensions: { code: QUERY_TOO_LONG },
    },
  ],
});

function queryField(source: unknown): unknown {
  return source && typeof source === 'object' ? (source as Record<string, unknown>).query : undefined;
}

/** The query text of a GraphQL request over HTTP: in a POST's JSON body or a GET's `query` parameter. */
function queryText(body: unknown, query: unknown): unknown {
  return queryField(body) ?? queryField(query);
}

/** Wraps the /graphql handler: a request whose query text is over `maxChars` is answered 400 before it is parsed. */
export function capQueryText(handler: RouteHandlerMethod, maxChars: number = MAX_QUERY_CHARS): RouteHandlerMethod {
  return async function capped(request, reply) {
    const text = queryText(request.body, request.query);
    if (typeof text === 'string' && text.length > maxChars) {
      void reply
        .code(400)
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', 'no-store');
      return TOO_LONG_BODY;
    }
    return handler.call(this, request, reply);
  };
}
