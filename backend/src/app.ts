import { timingSafeEqual } from 'node:crypto';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from './app-deps.ts';
import { catalogRoutes } from './catalog/catalog.routes.ts';
import { mediaRoutes } from './catalog/media.routes.ts';
import { contactRoutes } from './contact/contact.routes.ts';
import { customerRoutes } from './customers/customers.routes.ts';
import { failure, HttpError, LegacyFailure } from './http/errors.ts';
import { newsletterRoutes } from './newsletter/newsletter.routes.ts';
import { orderRoutes } from './orders/orders.routes.ts';
import { staffRoutes } from './orders/staff.routes.ts';

const BODY_LIMIT_BYTES = 64 * 1024;

function sameKey(presented: unknown, expected: string): boolean {
  if (typeof presented !== 'string') return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The HTTP status and shopper-readable message for an error thrown while handling a request. */
function describeError(error: FastifyError): { statusCode: number; message: string } {
  if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.message };
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return { statusCode: 400, message: 'Malformed JSON body.' };
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return { statusCode: 400, message: 'The JSON body is empty.' };
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return { statusCode: 413, message: 'The request body is too large.' };
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return { statusCode: 415, message: 'Send the body as application/json.' };
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) return { statusCode, message: error.message };
  return { statusCode: 500, message: 'Internal error.' };
}

export function buildApp(deps: AppDeps): FastifyInstance {
  const app = Fastify({
    logger: deps.config.logRequests ? { level: 'info' } : false,
    // Fastify's own two lines per request are replaced by the one line of the onResponse hook.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
  });

  // The images/ contract is JSON only: anything else is 415, not a string handed to the routes.
  app.removeContentTypeParser('text/plain');

  // While closing, answers in flight say Connection: close, so keep-alive clients do not hold the shutdown open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  // One line per request.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(`${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`);
  });

  const upstreamKey = deps.config.upstreamKey;
  if (upstreamKey) {
    app.addHook('onRequest', async (request) => {
      if (request.url !== '/healthz' && !sameKey(request.headers['x-upstream-key'], upstreamKey)) {
        throw new HttpError(401, 'A valid x-upstream-key header is required.');
      }
    });
  }

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof LegacyFailure) return reply.code(200).send(failure(error.message));
    const { statusCode, message } = describeError(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(statusCode).send(failure(message));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(failure(`No route for ${request.method} ${request.url.split('?')[0]}.`));
  });

  app.get('/healthz', async () => {
    await sql`select 1`.execute(deps.db.db);
    return { status: 'ok', database: deps.db.dialect };
  });

  catalogRoutes(app, deps);
  mediaRoutes(app, deps);
  customerRoutes(app, deps);
  orderRoutes(app, deps);
  staffRoutes(app, deps);
  newsletterRoutes(app, deps);
  contactRoutes(app, deps);
  return app;
}
