import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's security headers, instead of the store's (securityHeaders below). */
    securityHeaders?: HelmetOptions;
    /** Those headers as helmet makes them, computed when the route is added. */
    securityHeaderValues?: Record<string, string>;
  }
}

/** The contact page embeds the OpenStreetMap map of the shop. */
const MAP_FRAME = 'https://www.openstreetmap.org';

/**
 * The browser's own defences on every response, by @fastify/helmet: a Content-Security-Policy that lets
 * the store's pages load only their own scripts, styles, images and API, no framing of the store
 * (clickjacking), nosniff, a strict Referrer-Policy, and HSTS in production.
 */
export function storePolicy(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React writes style attributes (positions, widths); style elements come only from our files.
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: [MAP_FRAME],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The store loads the OpenStreetMap frame, which does not send CORP headers.
    crossOriginEmbedderPolicy: false,
  };
}

/** Header name → value, as helmet sets them for `options` (it also removes X-Powered-By, which Fastify never sends). */
export function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, () => {});
  return headers;
}

/**
 * The headers are helmet's, computed once per policy when the route is registered and copied onto each reply:
 * @fastify/helmet built helmet's middleware (parsing every CSP directive) on every request, a tenth of the
 * gateway's work on a cached GraphQL answer.
 */
export function registerSecurityHeaders(app: FastifyInstance, production: boolean): void {
  const store = storePolicy(production);
  const storeHeaders = headersOf(store);
  app.addHook('onRoute', (route) => {
    const own = route.config?.securityHeaders;
    if (own) route.config = { ...route.config, securityHeaderValues: headersOf({ ...store, ...own } as HelmetOptions) };
  });
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(request.routeOptions.config.securityHeaderValues ?? storeHeaders);
    done();
  });
}

/**
 * /graphql answers JSON, which no browser renders; with the sandbox on (development) it also serves
 * Apollo's explorer page, which loads from Apollo's CDN, so there it carries no CSP.
 */
export function graphqlPolicy(sandbox: boolean): HelmetOptions {
  return sandbox
    ? { contentSecurityPolicy: false }
    : { contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } } };
}
