import { timingSafeEqual } from 'node:crypto';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts/accounts.routes.ts';
import { catalogueAdminRoutes } from './admin/catalog/routes.ts';
import { adminCustomerRoutes } from './admin/customers/customers.routes.ts';
import { dashboardRoutes } from './admin/dashboard/dashboard.routes.ts';
import { adminMessageRoutes } from './admin/messages/messages.routes.ts';
import { staffAccountRoutes } from './admin/staff/staff.routes.ts';
import { adminOrderRoutes } from './admin/orders/admin-orders.routes.ts';
import { settingsRoutes } from './admin/settings/settings.routes.ts';
import { pageTextRoutes } from './admin/page-texts/page-texts.routes.ts';
import { promotionAdminRoutes } from './admin/promotions/promotions-admin.routes.ts';
import { returnAdminRoutes } from './admin/returns/returns-admin.routes.ts';
import type { AppDeps } from './app-deps.ts';
import { catalogRoutes } from './catalog/catalog.routes.ts';
import { mediaRoutes } from './catalog/media.routes.ts';
import { contactRoutes } from './contact/contact.routes.ts';
import { customerRoutes } from './customers/customers.routes.ts';
import { databaseProbe, HEALTH_CHECK_DEADLINE_MS } from './db/health.ts';
import { isDatabaseUnavailable } from './db/errors.ts';
import { mailRoutes } from './mail/mail.routes.ts';
import { trackRequests, type Drain } from './http/drain.ts';
import { failure, HttpError, LegacyFailure } from './http/errors.ts';
import { refuseNulCharacters } from './http/nul-guard.ts';
import { newsletterRoutes } from './newsletter/newsletter.routes.ts';
import { orderRoutes } from './orders/orders.routes.ts';
import { promotionRoutes } from './promotions/promotions.routes.ts';
import { returnRoutes } from './returns/returns.routes.ts';
import { staffRoutes } from './orders/staff.routes.ts';
import { loadArabicFonts } from './admin/orders/pdf-mixed-text.ts';

const BODY_LIMIT_BYTES = 64 * 1024;

function sameKey(presented: unknown, expected: string): boolean {
  if (typeof presented !== 'string') return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The HTTP status and shopper-readable message for an error thrown while handling a request. */
function describeError(error: FastifyError): { statusCode: number; message: string; details?: object } {
  if (error instanceof HttpError) {
    return { statusCode: error.statusCode, message: error.message, details: error.details };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return { statusCode: 400, message: 'Malformed JSON body.' };
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return { statusCode: 400, message: 'The JSON body is empty.' };
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return { statusCode: 413, message: 'The request body is too large.' };
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return { statusCode: 415, message: 'Send the body as application/json.' };
  }
  if (isDatabaseUnavailable(error)) {
    return { statusCode: 503, message: 'The database is not answering: try again in a moment.' };
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) return { statusCode, message: error.message };
  return { statusCode: 500, message: 'Internal error.' };
}

export function buildApp(deps: AppDeps): { app: FastifyInstance; drain: Drain } {
  loadArabicFonts();
  const app = Fastify({
    logger: deps.config.logRequests ? { level: 'info' } : false,
    // Fastify's own two lines per request are replaced by the one line of the onResponse hook.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    // Requests arriving while closing get the contract's JSON 503 from http/drain.ts, not Fastify's own.
    return503OnClosing: false,
  });

  // The images/ contract is JSON only: anything else is 415, not a string handed to the routes.
  app.removeContentTypeParser('text/plain');

  // First: counts the requests in flight for the drain on SIGTERM, refuses new ones once closing.
  const drain = trackRequests(app);

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

  // Before any route: text PostgreSQL cannot store is refused the same way on both databases.
  refuseNulCharacters(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof LegacyFailure) return reply.code(200).send(failure(error.message));
    const { statusCode, message, details } = describeError(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(statusCode).send({ ...details, ...failure(message) });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(failure(`No route for ${request.method} ${request.url.split('?')[0]}.`));
  });

  // 503 while draining or when the database does not answer `select 1` in time: balancers stop sending work.
  const databaseAnswers = databaseProbe(deps.db);
  app.get('/healthz', async (_request, reply) => {
    const database = deps.db.dialect;
    if (drain.draining) {
      return reply.code(503).send({ status: 'unavailable', database, message: 'The backend is shutting down.' });
    }
    if (!(await databaseAnswers())) {
      const message = `The database did not answer within ${HEALTH_CHECK_DEADLINE_MS} ms.`;
      return reply.code(503).send({ status: 'unavailable', database, message });
    }
    return { status: 'ok', database };
  });

  catalogRoutes(app, deps);
  mediaRoutes(app, deps);
  customerRoutes(app, deps);
  orderRoutes(app, deps);
  promotionRoutes(app, deps);
  returnRoutes(app, deps);
  staffRoutes(app, deps);
  newsletterRoutes(app, deps);
  contactRoutes(app, deps);
  accountRoutes(app, deps);
  mailRoutes(app, deps);
  staffAccountRoutes(app, deps);
  adminCustomerRoutes(app, deps);
  adminMessageRoutes(app, deps);
  dashboardRoutes(app, deps);
  adminOrderRoutes(app, deps);
  settingsRoutes(app, deps);
  pageTextRoutes(app, deps);
  promotionAdminRoutes(app, deps);
  returnAdminRoutes(app, deps);
  catalogueAdminRoutes(app, deps);
  return { app, drain };
}
