import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isEmail, normaliseEmail } from '@store/domain';
import { PRODUCTION_PASSWORD_HASH_COST } from './customers/passwords.ts';

export { PRODUCTION_PASSWORD_HASH_COST };

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
  /**
   * SHOP_EMAIL: the shop's mailbox until the owner sets the e-mail in the back office's settings, which then
   * decide where contact messages and new-order mail go and the From and Reply-To of every mail. Null when unset.
   */
  shopEmail: string | null;
  /** When set, the contact-mail endpoint accepts only this public key. */
  contactPublicKey: string | null;
  logRequests: boolean;
  production: boolean;
  /** Where the store keeps its files (the SQLite database, the development owner's password, media). */
  dataDir: string;
  /** The first owner of the back office, created at start when no owner exists. */
  owner: { email: string; password: string } | null;
  mail: MailConfig;
  /**
   * PASSWORD_HASH_COST: scrypt's N for new password hashes (each hash keeps its own, so old ones still verify).
   * OWASP's 2^17 by default and at least that in production; tests and development machines may go down to 2^14.
   */
  passwordHashCost: number;
}

/** The outbox worker (backend/src/mail/mail-worker.ts). */
export interface MailConfig {
  /** `smtp://user:pass@host:587` or `smtps://…`; unset: mail is kept in the outbox, not sent. */
  smtpUrl: string | null;
  /**
   * MAIL_FROM, for an SMTP service that sends from one verified address only: the From of every mail, e.g.
   * `Graphic Tees Dubai <shop@example.ae>`. Null when unset: the From is the settings' trading name and e-mail.
   */
  from: string | null;
  /** How often the worker looks for mail to send (it also wakes at once after a mail is queued). */
  pollMs: number;
  /** Sending attempts before a mail is marked failed. */
  maxAttempts: number;
  /** The wait after the first failed attempt; it doubles after each failure, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** The deadline of each SMTP step (socket inactivity); connecting and the greeting get at most 10 s. */
  smtpTimeoutMs: number;
}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`Invalid port: ${value}`);
  return parsed;
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a whole number of at least 1.`);
  return parsed;
}

function readMailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const from = env.MAIL_FROM || null;
  // eslint-disable-next-line no-control-regex
  if (from !== null && (!from.includes('@') || /[\u0000-\u001f]/.test(from))) {
    throw new Error('MAIL_FROM must be one address.');
  }
  return {
    smtpUrl,
    from,
    pollMs: positive(env.MAIL_POLL_MS, 2_000, 'MAIL_POLL_MS'),
    maxAttempts: positive(env.MAIL_MAX_ATTEMPTS, 10, 'MAIL_MAX_ATTEMPTS'),
    retryBaseMs: positive(env.MAIL_RETRY_BASE_MS, 30_000, 'MAIL_RETRY_BASE_MS'),
    retryMaxMs: positive(env.MAIL_RETRY_MAX_MS, 60 * 60_000, 'MAIL_RETRY_MAX_MS'),
    smtpTimeoutMs: positive(env.SMTP_TIMEOUT_MS, 30_000, 'SMTP_TIMEOUT_MS'),
  };
}

function shopEmailOf(env: NodeJS.ProcessEnv): string | null {
  const email = env.SHOP_EMAIL?.trim();
  if (!email) return null;
  if (!isEmail(email)) throw new Error('SHOP_EMAIL must be an e-mail address.');
  return normaliseEmail(email);
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
    shopEmail: shopEmailOf(env),
    contactPublicKey: env.CONTACT_PUBLIC_KEY || null,
    logRequests: env.LOG_REQUESTS !== '0',
    production: env.NODE_ENV === 'production',
    dataDir: resolve(env.DATA_DIR || DEFAULT_DATA_DIR),
    owner:
      env.OWNER_EMAIL || env.OWNER_PASSWORD
        ? { email: env.OWNER_EMAIL ?? '', password: env.OWNER_PASSWORD ?? '' }
        : null,
    mail: readMailConfig(env),
    passwordHashCost: passwordHashCost(env),
  };
}

/** scrypt's N: a power of two from 2^14 (2^17 in production) to 2^20. */
function passwordHashCost(env: NodeJS.ProcessEnv): number {
  const value = env.PASSWORD_HASH_COST;
  if (value === undefined || value === '') return PRODUCTION_PASSWORD_HASH_COST;
  const cost = Number(value);
  const floor = env.NODE_ENV === 'production' ? PRODUCTION_PASSWORD_HASH_COST : 2 ** 14;
  if (!Number.isInteger(cost) || cost < floor || cost > 2 ** 20 || (cost & (cost - 1)) !== 0) {
    throw new Error(`PASSWORD_HASH_COST must be a power of two from ${floor} to ${2 ** 20}.`);
  }
  return cost;
}
