import type { Problems } from '@store/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure, HttpError } from '../http/errors.ts';
import { idParam, NO_SUCH_ID } from '../http/ids.ts';

/** A refusal whose JSON carries more than the message: `fields` for a 400, `available` for a stock 409. */
export class AdminRefusal extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly extra: Record<string, unknown>,
  ) {
    super(statusCode, message);
  }
}

/** 400 naming the first bad field in the message, and every bad field in `fields`. */
export function refuseFields(problems: Problems): never {
  const [field, problem] = Object.entries(problems)[0] ?? ['body', 'Invalid request.'];
  throw new AdminRefusal(400, `${field}: ${problem}`, { fields: problems });
}

/** The checked value, or a 400 naming the bad fields. */
export function valid<T>(result: { ok: true; value: T } | { ok: false; problems: Problems }): T {
  if (!result.ok) refuseFields(result.problems);
  return result.value;
}

export function notFound(what: string): never {
  throw new HttpError(404, `${what} not found.`);
}

/**
 * Registers back-office routes in a scope of their own, whose refusals answer `{status:'2', message, …extra}`;
 * every other error goes to the app's handler (http/errors.ts map).
 */
export function adminScope(app: FastifyInstance, routes: (scope: FastifyInstance) => void | Promise<void>): void {
  app.register(async (scope) => {
    scope.setErrorHandler((error, _request, reply) => {
      if (error instanceof AdminRefusal) {
        return reply.code(error.statusCode).send({ ...failure(error.message), ...error.extra });
      }
      throw error;
    });
    await routes(scope);
  });
}

/** A path id: 400 when malformed, 404 when too large to be any row's. */
export function pathId(value: string, what: string): number {
  const id = idParam(value, `${what} id`);
  return id === NO_SUCH_ID ? notFound(what) : id;
}

export type Query = Record<string, unknown>;
export const queryOf = (request: FastifyRequest): Query => (request.query ?? {}) as Query;
