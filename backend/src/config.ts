import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** ./data at the repository root, whichever folder the service was started from. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../data', import.meta.url));

/** Backend settings, read once from the environment. Defaults make a fresh clone run as it is. */
export interface BackendConfig {
  host: string;
  port: number;
  /** `sqlite:PATH`, `postgres://…`, or unset for ./data/store.sqlite. */
  databaseUrl: string;
  /** Key for the staff endpoint; the endpoint is closed when unset. */
  staffToken: string | null;
  /** When set, every upstream call must carry it in `x-upstream-key`. */
  upstreamKey: string | null;
  /** Base of links in outgoing e-mails (password reset, order confirmation). */
  publicUrl: string;
  /** Where contact-form messages are mailed. */
  shopEmail: string;
  /** When set, the contact-mail endpoint accepts only this public key. */
  contactPublicKey: string | null;
  logRequests: boolean;
}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`Invalid port: ${value}`);
  return parsed;
}

export function defaultSqliteUrl(dataDir = DEFAULT_DATA_DIR): string {
  return `sqlite:${resolve(dataDir, 'store.sqlite')}`;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const databaseUrl = env.DATABASE_URL || defaultSqliteUrl(env.DATA_DIR);
  if (!/^(sqlite:|postgres(ql)?:\/\/)/.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with sqlite: or postgres://');
  }
  return {
    host: env.BACKEND_HOST || '127.0.0.1',
    port: port(env.BACKEND_PORT, 4000),
    databaseUrl,
    staffToken: env.STAFF_TOKEN || null,
    upstreamKey: env.UPSTREAM_KEY || null,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port(env.PORT, 3000)}`).replace(/\/$/, ''),
    shopEmail: env.SHOP_EMAIL || 'shop@localhost',
    contactPublicKey: env.CONTACT_PUBLIC_KEY || null,
    logRequests: env.LOG_REQUESTS !== '0',
  };
}
