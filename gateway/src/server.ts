import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from '@apollo/server/plugin/landingPage/default';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { CatalogueCache } from './catalog/catalogue-cache.ts';
import type { GatewayConfig } from './config.ts';
import { createContext, type GatewayContext, type GatewayServices } from './context.ts';
import { LoginThrottle } from './customers/login-throttle.ts';
import { createUpstreams } from './datasources/index.ts';
import { createFormatError } from './format-error.ts';
import { resolvers } from './resolvers/index.ts';
import { loadTypeDefs } from './schema.ts';
import { healthRoutes, mediaRoutes } from './routes.ts';

const BODY_LIMIT_BYTES = 100 * 1024;
const MAX_TOKENS = 2000;

/**
 * Depth, alias and cost limits, checked before any resolver (and so any upstream call) runs. The token
 * limit is graphql-js's own (`parseOptions` below): armor's max-tokens plugin for Apollo turns every
 * syntax error, and the token limit itself, into an HTTP 500 (graphql-armor issues #571, #751).
 */
function armor(production: boolean) {
  return new ApolloArmor({
    maxDepth: { n: 8, exposeLimits: !production },
    maxAliases: { n: 10, exposeLimits: !production },
    maxTokens: { enabled: false },
    costLimit: { maxCost: 5000, exposeLimits: !production },
    maxDirectives: { n: 20, exposeLimits: !production },
    blockFieldSuggestion: { enabled: production },
  }).protect();
}

export interface Gateway {
  app: FastifyInstance;
  services: GatewayServices;
}

export async function buildGateway(
  config: GatewayConfig,
  options: { upstreamDeadlineMs?: number } = {},
): Promise<Gateway> {
  const app = Fastify({
    logger: config.logRequests ? { level: 'info' } : false,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.production,
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(`${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`);
  });
  await app.register(fastifyCookie, { secret: config.sessionSecret });

  const upstreams = createUpstreams(config, options.upstreamDeadlineMs);
  const services: GatewayServices = {
    config,
    upstreams,
    catalogue: new CatalogueCache(upstreams.images, config.catalogueTtlMs, (error) =>
      app.log.warn(`catalogue refresh failed, serving the last copy: ${String(error)}`),
    ),
    throttle: new LoginThrottle(),
  };

  const protection = armor(config.production);
  const apollo = new ApolloServer<GatewayContext>({
    typeDefs: loadTypeDefs(),
    resolvers,
    introspection: config.sandbox,
    csrfPrevention: true,
    parseOptions: { maxTokens: MAX_TOKENS },
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    validationRules: protection.validationRules,
    formatError: createFormatError((error) => app.log.error({ err: error }, 'graphql error')),
    plugins: [
      ...protection.plugins,
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
    handler: fastifyApolloHandler(apollo, {
      context: async (request, reply) => createContext(services, request, reply),
    }),
  });
  mediaRoutes(app, services);
  healthRoutes(app, services);
  await serveWebClient(app, config.webDist);
  app.addHook('onClose', async () => upstreams.close());
  return { app, services };
}

/** The built SPA at /, with history fallback: unknown GET paths that want HTML get index.html. */
async function serveWebClient(app: FastifyInstance, webDist: string): Promise<void> {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return;
  // wildcard: files are looked up per request, so a rebuilt client is served without a restart.
  await app.register(fastifyStatic, { root: webDist, wildcard: true, index: ['index.html'] });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send({ error: 'Not found' });
  });
}
