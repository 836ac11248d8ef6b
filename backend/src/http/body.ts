import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/** The request's JSON body, which must be an object. */
export function jsonBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'Request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}
