import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from '@apollo/server/plugin/landingPage/default';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { CatalogueCache, CHANGE_WAIT_MS } from './catalog/catalogue-cache.ts';
import type { GatewayConfig } from './config.ts';
import { createContext, type GatewayContext, type GatewayServices } from './context.ts';
import { createUpstreams, type UpstreamOptions } from './datasources/index.ts';
import { createFormatError } from './format-error.ts';
import { LoginThrottle } from './limits/login-throttle.ts';
import { RateLimits } from './limits/rate-limits.ts';
import { armor } from './query-limits/armor.ts';
import { queryCostPlugin } from './query-limits/query-cost-plugin.ts';
import { DocumentStore } from './query-limits/document-store.ts';
import { capQueryText } from './query-limits/query-text-cap.ts';
import { capResponse } from './query-limits/response-cap.ts';
import { resolvers } from './resolvers/index.ts';
import { createResponseCache } from './response-cache/index.ts';
import { loadTypeDefs } from './schema/type-defs.ts';
import { adminExportRoutes } from './admin/export-routes.ts';
import { adminUploadRoutes } from './admin/upload-routes.ts';
import { healthRoutes } from './health/health-routes.ts';
import { closeWithinDeadline } from './http/close-deadline.ts';
import { parseQueryString } from './http/remembered-query-strings.ts';
import { logDestination, logEachRequest } from './http/request-log.ts';
import { mediaRoutes } from './media/media-routes.ts';
import { newsletterRoutes } from './newsletter/newsletter-routes.ts';
import { graphqlPolicy, registerSecurityHeaders } from './http/security-headers.ts';
import { creditNoteRoutes } from './orders/credit-note-route.ts';
import { BackendSessionStore } from './sessions/backend-session-store.ts';
import { RedisSessionStore } from './sessions/redis-session-store.ts';
import type { SessionKind } from './sessions/session-store.ts';
import { Sessions } from './sessions/sessions.ts';
import { connectRedis, redisReady } from './shared-state/redis.ts';
import { registerCompression } from './web-client/compression.ts';
import { serveWebClient } from './web-client/index.ts';

const BODY_LIMIT_BYTES = 100 * 1024;
const MAX_TOKENS = 2000;

export interface Gateway {
  app: FastifyInstance;
  services: GatewayServices;
  /** Parsed queries kept for reuse, bounded by their real size. */
  documentStore: DocumentStore;
}

export async function buildGateway(
  config: GatewayConfig,
  options: UpstreamOptions & { maxResponseBytes?: number } = {},
): Promise<Gateway> {
  const app = Fastify({
    logger: config.logRequests ? { level: 'info', stream: logDestination() } : false,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { querystringParser: parseQueryString },
  });
  // Only when logging: the line is built on every answer, cached ones included.
  if (config.logRequests) logEachRequest(app);
  registerSecurityHeaders(app, config.production);
  await registerCompression(app);
  await app.register(fastifyCookie, { secret: config.sessionSecret });

  const redis = config.redisUrl
    ? connectRedis(config.redisUrl, config.redisKeyPrefix, (error) => app.log.error(`Redis: ${error.message}`))
    : null;
  if (redis) {
    app.addHook('onClose', async () => void redis.disconnect());
    await redisReady(redis).catch((error: Error) => app.log.error(error.message));
  }
  const limits = new RateLimits(redis);
  const upstreams = createUpstreams(config, options);
  const sessionsOf = (kind: SessionKind) =>
    new Sessions(
      kind,
      redis ? new RedisSessionStore(redis, kind) : new BackendSessionStore(upstreams.accounts, kind),
      config.production,
    );
  const services: GatewayServices = {
    config,
    upstreams,
    catalogue: new CatalogueCache(upstreams.images, config.catalogueTtlMs, (error) =>
      app.log.warn(`catalogue refresh failed, serving the last copy: ${String(error)}`),
    ),
    limits,
    loginThrottle: new LoginThrottle(limits),
    sessions: sessionsOf('customer'),
    staffSessions: sessionsOf('staff'),
  };

  // A change staff make through this gateway shows in the shop it serves once they are told it is made; other
  // instances see it within about a second (their catalogues check the backend's version).
  upstreams.admin.afterEachChange(() => services.catalogue.checkNow(CHANGE_WAIT_MS));

  const protection = armor(config.production);
  const typeDefs = loadTypeDefs();
  const responseCache = createResponseCache({
    redis,
    catalogue: services.catalogue,
    typeDefs,
    onError: (error) => app.log.warn(`response cache: ${String(error)}`),
  });
  const documentStore = new DocumentStore();
  const apollo = new ApolloServer<GatewayContext>({
    typeDefs,
    documentStore,
    resolvers,
    introspection: config.sandbox,
    csrfPrevention: true,
    parseOptions: { maxTokens: MAX_TOKENS },
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    persistedQueries: responseCache.persistedQueries,
    validationRules: protection.validationRules,
    formatError: createFormatError((error) => app.log.error({ err: error }, 'graphql error')),
    plugins: [
      ...protection.plugins,
      queryCostPlugin({ exposeLimits: !config.production }),
      responseCache.plugin,
      fastifyApolloDrainPlugin(app),
      config.sandbox
        ? ApolloServerPluginLandingPageLocalDefault({ embed: true })
        : ApolloServerPluginLandingPageProductionDefault({ footer: false }),
    ],
  });
  await apollo.start();

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    config: { securityHeaders: graphqlPolicy(config.sandbox) },
    handler: capQueryText(
      responseCache.serve(
        capResponse(
          fastifyApolloHandler(apollo, {
            context: async (request, reply) => createContext(services, request, reply),
          }),
          options.maxResponseBytes,
        ),
      ),
    ),
  });
  mediaRoutes(app, services);
  await newsletterRoutes(app, services);
  adminExportRoutes(app, services);
  creditNoteRoutes(app, services);
  await adminUploadRoutes(app, services);
  healthRoutes(app, services);
  await serveWebClient(app, services, apollo);
  app.addHook('onClose', async () => upstreams.close());
  closeWithinDeadline(app);
  return { app, services, documentStore };
}
