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

/** A path parameter that must be a positive whole number. */
export function positiveIntParam(value: string, name: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value)) throw new HttpError(400, `${name} must be a positive whole number.`);
  return Number(value);
}
