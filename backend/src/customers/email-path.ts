import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The legacy API puts e-mail addresses in paths (`images/forgot-password/{email}`,
 * `images/order-details/{email}`). Fastify refuses a `:param` of more than 100 characters (find-my-way's
 * `maxParamLength`) with 414, but an address may have 254: such routes match the rest of the path as a
 * wildcard (`…/*`), which has no such bound, and read it here; `isEmail` then bounds it to 254.
 */
export type EmailPath = { Params: { '*': string } };

export function emailInPath(request: FastifyRequest<EmailPath>): string {
  const rest = request.params['*'] ?? '';
  return rest.endsWith('/') ? rest.slice(0, -1) : rest; // the router ignores a trailing slash elsewhere too
}

/** Route hook: a 503 (password work refused while busy) says when to try again. */
export async function retryAfterWhenBusy(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode === 503) reply.header('retry-after', '1');
  return payload;
}
