import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Gateway settings, read once from the environment and checked at start. */
export interface GatewayConfig {
  host: string;
  port: number;
  production: boolean;
  /** Base URL of the images/ REST API (catalogue, customers, orders). */
  imagesApiUrl: string;
  /** The newsletter/contacts service: POST {email}. */
  newsletterUrl: string;
  /** Base URL of the order-management host (images/cancel-order/). */
  orderManagementUrl: string;
  /** The backend's accounts API: customer profiles, and sessions when there is no Redis. */
  accountsApiUrl: string;
  /** The backend's back-office API (catalogue, stock, orders, staff, mail). */
  adminApiUrl: string;
  /** The e-mail send service used by the contact form. */
  contactMailUrl: string;
  contactMail: { serviceId: string; templateId: string; publicKey: string };
  /** Sent as x-upstream-key to every upstream when set. */
  upstreamKey: string | null;
  sessionSecret: string;
  /** Introspection and the GraphQL sandbox. */
  sandbox: boolean;
  /** How long the cached catalogue is served before a background refresh. */
  catalogueTtlMs: number;
  /** The built web client (client/ for the browser, server/ for the page render), served at / when present. */
  webDist: string;
  /**
   * The store's public origin (https://shop.example), for canonical links, Open Graph URLs and the sitemap;
   * null takes it from each request's Host (fine in development, set it in production).
   */
  publicUrl: string | null;
  /** The longest a page may take to render on the server before the shell is served instead. */
  renderTimeoutMs: number;
  logRequests: boolean;
  /** Redis that gateway instances share sessions and throttle counts through; null keeps them in process. */
  redisUrl: string | null;
  /** Put before every Redis key, so that several shops (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  /**
   * Proxies whose X-Forwarded-For is believed (addresses or CIDR ranges, or `loopback`); false believes
   * none, so the client address is the peer's and a forged header cannot spread guesses over addresses.
   */
  trustProxy: string[] | false;
}

/** The repository's root (this module sits directly under gateway/src/, as the bundle does under gateway/dist/). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The SDL files of the GraphQL schema, the public contract. */
export const SCHEMA_DIR = `${REPO_ROOT}schema/`;

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`Invalid port: ${value}`);
  return parsed;
}

function milliseconds(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) {
    throw new Error(`${name} is not a positive number of milliseconds: ${value}`);
  }
  return parsed;
}

function url(value: string | undefined, fallback: string, name: string): string {
  const chosen = value || fallback;
  try {
    return new URL(chosen).toString();
  } catch {
    throw new Error(`${name} is not a URL: ${chosen}`);
  }
}

/** In development a secret is made once and kept under ./data/, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = resolve(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function trustedProxies(value: string | undefined): string[] | false {
  const list = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return list.length ? list : false;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const production = env.NODE_ENV === 'production';
  const backend = `http://127.0.0.1:${port(env.BACKEND_PORT, 4000)}/`;
  const sessionSecret =
    env.SESSION_SECRET || (production ? '' : developmentSecret(env.DATA_DIR || resolve(REPO_ROOT, 'data')));
  if (sessionSecret.length < 32) throw new Error('SESSION_SECRET must be set to at least 32 characters in production.');
  return {
    host: env.HOST || '127.0.0.1',
    port: port(env.PORT, 3000),
    production,
    imagesApiUrl: url(env.IMAGES_API_URL, backend, 'IMAGES_API_URL'),
    newsletterUrl: url(env.NEWSLETTER_URL, `${backend}newsletter/subscribers`, 'NEWSLETTER_URL'),
    orderManagementUrl: url(env.ORDER_MANAGEMENT_URL, backend, 'ORDER_MANAGEMENT_URL'),
    accountsApiUrl: url(env.ACCOUNTS_API_URL, backend, 'ACCOUNTS_API_URL'),
    adminApiUrl: url(env.ADMIN_API_URL, backend, 'ADMIN_API_URL'),
    contactMailUrl: url(env.CONTACT_MAIL_URL, `${backend}contact-mail/api/v1.0/email/send`, 'CONTACT_MAIL_URL'),
    contactMail: {
      serviceId: env.CONTACT_SERVICE_ID || 'service_store',
      templateId: env.CONTACT_TEMPLATE_ID || 'template_contact',
      publicKey: env.CONTACT_PUBLIC_KEY || 'store-public-key',
    },
    upstreamKey: env.UPSTREAM_KEY || null,
    sessionSecret,
    sandbox: !production || env.GRAPHQL_SANDBOX === '1',
    catalogueTtlMs: Number(env.CATALOGUE_TTL_MS || 30_000),
    webDist: resolve(env.WEB_DIST || resolve(REPO_ROOT, 'web/dist')),
    publicUrl: env.PUBLIC_URL ? new URL(url(env.PUBLIC_URL, '', 'PUBLIC_URL')).origin : null,
    renderTimeoutMs: milliseconds(env.RENDER_TIMEOUT_MS, 3_000, 'RENDER_TIMEOUT_MS'),
    logRequests: env.LOG_REQUESTS !== '0',
    redisUrl: env.REDIS_URL ? url(env.REDIS_URL, '', 'REDIS_URL') : null,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'store:',
    trustProxy: trustedProxies(env.TRUST_PROXY),
  };
}
