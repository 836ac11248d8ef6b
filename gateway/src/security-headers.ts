import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The contact page embeds the OpenStreetMap map of the shop. */
const MAP_FRAME = 'https://www.openstreetmap.org';

/**
 * The browser's own defences on every response, by @fastify/helmet: a Content-Security-Policy that lets
 * the store's pages load only their own scripts, styles, images and API, no framing of the store
 * (clickjacking), nosniff, a strict Referrer-Policy, and HSTS in production.
 */
export function storePolicy(production: boolean): FastifyHelmetOptions {
  return {
    global: true,
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

export async function registerSecurityHeaders(app: FastifyInstance, production: boolean): Promise<void> {
  await app.register(fastifyHelmet, storePolicy(production));
}

/**
 * /graphql answers JSON, which no browser renders; with the sandbox on (development) it also serves
 * Apollo's explorer page, which loads from Apollo's CDN, so there it carries no CSP.
 */
export function graphqlPolicy(sandbox: boolean) {
  return sandbox
    ? { contentSecurityPolicy: false }
    : { contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } } };
}
