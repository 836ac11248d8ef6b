import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import {
  PRODUCTION_PASSWORD_HASH_COST,
  readConfig as readBackendConfig,
  type BackendConfig,
} from '@store/backend/config';
import { listOutbox } from '@store/backend/mail/outbox';
import { startBackend, type RunningBackend } from '@store/backend/start';
import { TEST_OWNER, TEST_PASSWORD_HASH_COST } from '@store/backend/testing/fixtures';
import { createTestDatabase, type TestDatabase } from '@store/backend/testing/test-database';
import type { GatewayConfig } from '../config.ts';
import { buildGateway, type Gateway } from '../server.ts';

export const TEST_STAFF_TOKEN = 'staff-token-for-gateway-tests';
/** The Redis the Redis-backed tests run against (CI starts one on 127.0.0.1:6379). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

export interface GraphQLAnswer<T = Record<string, any>> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A browser-like client: keeps the cookies the gateway sets, sends JSON like Apollo Client does. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  lastSetCookie: string[] = [];

  constructor(
    private readonly url: () => string,
    /** The shopper's address, sent as X-Forwarded-For (the test gateway trusts loopback proxies). */
    readonly address = randomAddress(),
  ) {}

  async raw(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.url()}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': this.address,
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    this.lastSetCookie = response.headers.getSetCookie();
    for (const line of this.lastSetCookie) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async query<T = Record<string, any>>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphQLAnswer<T>> {
    return (await this.raw({ query, variables })).json() as Promise<GraphQLAnswer<T>>;
  }

  /** Query and require no errors. */
  async data<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const answer = await this.query<T>(query, variables);
    if (answer.errors?.length || !answer.data) throw new Error(`GraphQL errors: ${JSON.stringify(answer.errors)}`);
    return answer.data;
  }
}

function randomAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** The test gateway's settings, with every upstream on the backend at `backendUrl`. */
export function gatewayConfigFor(backendBase: string, overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  const backendUrl = `${backendBase}/`;
  return {
    host: '127.0.0.1',
    port: 0,
    production: false,
    imagesApiUrl: backendUrl,
    newsletterUrl: `${backendUrl}newsletter/subscribers`,
    orderManagementUrl: backendUrl,
    accountsApiUrl: backendUrl,
    adminApiUrl: backendUrl,
    contactMailUrl: `${backendUrl}contact-mail/api/v1.0/email/send`,
    contactMail: { serviceId: 'service_store', templateId: 'template_contact', publicKey: 'store-public-key' },
    upstreamKey: null,
    sessionSecret: 'a-test-session-secret-of-at-least-32-chars',
    sandbox: true,
    catalogueTtlMs: 60_000,
    webDist: '/nonexistent',
    publicUrl: null,
    // Pages are rendered in full even on a loaded machine; the deadline's own tests set theirs.
    renderTimeoutMs: 15_000,
    logRequests: false,
    redisUrl: null,
    redisKeyPrefix: `store-test-${randomBytes(6).toString('hex')}:`,
    // Each TestClient comes from an address of its own, as shoppers do, through a proxy on loopback.
    trustProxy: ['loopback'],
    ...overrides,
  };
}

/** For tests of the password hashing queue: the backend hashes at production's cost. */
export const AT_PRODUCTION_COST: Partial<BackendConfig> = { passwordHashCost: PRODUCTION_PASSWORD_HASH_COST };

export interface TestStack {
  /** The gateway's base URL, e.g. http://127.0.0.1:41234. */
  url: string;
  backend: RunningBackend;
  gateway: Gateway;
  client(address?: string): TestClient;
  /** Stops the backend (to test an upstream outage); the gateway keeps running. */
  stopBackend(): Promise<void>;
}

/**
 * The real backend on a fresh SQLite database and the gateway in front of it, both over real HTTP,
 * for one test file.
 */
export function useTestStack(
  overrides: Partial<GatewayConfig> = {},
  /** Deadlines and breaker settings made smaller for a test (buildGateway's options). */
  options: Parameters<typeof buildGateway>[1] = {},
  /** Backend settings other than the test defaults (e.g. production's password hashing cost). */
  backendOverrides: Partial<BackendConfig> = {},
): TestStack {
  let database: TestDatabase;
  let backendStopped = false;
  const stack = { url: '' } as TestStack;

  beforeAll(async () => {
    database = await createTestDatabase();
    stack.backend = await startBackend({
      ...readBackendConfig({}),
      databaseUrl: database.url,
      port: 0,
      logRequests: false,
      staffToken: TEST_STAFF_TOKEN,
      publicUrl: 'http://store.test',
      dataDir: mkdtempSync(join(tmpdir(), 'store-data-')),
      owner: TEST_OWNER,
      passwordHashCost: TEST_PASSWORD_HASH_COST,
      ...backendOverrides,
    });
    stack.gateway = await buildGateway(gatewayConfigFor(stack.backend.url, overrides), options);
    stack.url = await stack.gateway.app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await stack.gateway?.app.close();
    if (!backendStopped) await stack.backend?.stop();
    await database?.drop();
  });

  stack.client = (address) => new TestClient(() => stack.url, address);
  stack.stopBackend = async () => {
    backendStopped = true;
    await stack.backend.stop();
  };
  return stack;
}

/** Registers and logs in a new customer; returns the logged-in client. */
export async function loggedInClient(
  stack: TestStack,
  email: string,
  password = 'desert-rally-7',
): Promise<TestClient> {
  const client = stack.client();
  await client.data(`mutation ($input: RegisterInput!) { register(input: $input) { ok errors { message } } }`, {
    input: {
      firstName: 'Aisha',
      lastName: 'Khan',
      email,
      phone: '050 123 4567',
      password,
      confirmPassword: password,
      agreeToTerms: true,
    },
  });
  const { login } = await client.data(
    `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { customer { email } errors { message } } }`,
    { email, password },
  );
  if (!login.customer) throw new Error(`login failed: ${JSON.stringify(login.errors)}`);
  return client;
}

/** The tokens of the reset links mailed to `email`, newest first (read from the backend's outbox). */
export async function resetTokens(stack: TestStack, email: string): Promise<string[]> {
  const mails = await listOutbox(stack.backend.db.db, email);
  return mails.flatMap((mail) => /token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1] ?? []);
}

/** The newest reset link's token, or an error naming the address. */
export async function resetToken(stack: TestStack, email: string): Promise<string> {
  const [token] = await resetTokens(stack, email);
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}

/** A client signed in to the back office (the test backend's owner by default). */
export async function staffClient(
  stack: TestStack,
  credentials: { email: string; password: string } = TEST_OWNER,
): Promise<TestClient> {
  const client = stack.client();
  const { staffLogin } = await client.data(
    `mutation ($email: String!, $password: String!) { staffLogin(email: $email, password: $password) { member { email } errors { message } } }`,
    credentials,
  );
  if (!staffLogin.member) throw new Error(`staff login failed: ${JSON.stringify(staffLogin.errors)}`);
  return client;
}

/** The client's cookies as a Cookie header, for plain fetches (downloads, uploads). */
export function cookieHeader(client: TestClient): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** A member the owner invited with the STAFF role, who accepted the mailed invitation, signed in. */
export async function invitedStaffClient(stack: TestStack, owner: TestClient, email: string): Promise<TestClient> {
  const invite = `mutation ($email: String!) { inviteStaff(email: $email, name: "Packer", role: STAFF) { ok } }`;
  if (!(await owner.data(invite, { email })).inviteStaff.ok) throw new Error(`could not invite ${email}`);
  const [mail] = await listOutbox(stack.backend.db.db, email);
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
  const accept = `mutation ($token: String!) {
    acceptStaffInvite(token: $token, password: "packing-line-42", confirmPassword: "packing-line-42") { ok }
  }`;
  if (!(await stack.client().data(accept, { token })).acceptStaffInvite.ok) throw new Error(`${email} not accepted`);
  return staffClient(stack, { email, password: 'packing-line-42' });
}
