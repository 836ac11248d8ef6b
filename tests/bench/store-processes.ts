// The store's services as processes of their own on 127.0.0.1, and the calls the order bench makes to them.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { seedProducts } from '@store/backend/seed/catalogue';
import { orderBody, registration } from '@store/backend/testing/fixtures';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REQUEST_TIMEOUT_MS = 30_000;
const PASSWORD = 'desert-rally-7';

export interface Service {
  url: string;
  port: number;
  stop(): Promise<void>;
  kill(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts `backend` or `gateway` (its src/main.ts) with a temporary data dir; resolves once it answers. */
export async function startService(
  name: 'backend' | 'gateway',
  dataDir: string,
  env: Record<string, string> = {},
): Promise<Service> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', `${name}/src/main.ts`], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_REQUESTS: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${join(dataDir, 'store.sqlite')}`,
      BACKEND_HOST: '127.0.0.1',
      HOST: '127.0.0.1',
      [name === 'backend' ? 'BACKEND_PORT' : 'PORT']: String(port),
      // The flood comes from many addresses (X-Forwarded-For), as a botnet's would.
      TRUST_PROXY: '127.0.0.1',
      WEB_DIST: join(dataDir, 'no-web-build'),
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const service = {
    url,
    port,
    kill: () => child.kill('SIGKILL'),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    if (child.exitCode !== null) throw new Error(`the ${name} exited with ${child.exitCode}`);
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return service;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  service.kill();
  throw new Error(`the ${name} did not start within 60 s`);
}

/** The parts of a legacy or GraphQL answer the bench reads. */
interface Answer {
  status?: string;
  errors?: { extensions?: { code?: string } }[];
  data?: Record<string, { order?: { id?: string } | null; customer?: unknown; errors?: { message: string }[] } | null>;
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const json = (await response.json().catch(() => ({}))) as Answer;
  return { response, json };
}

/** Variants with stock to spare, taken in turn, one unit per order. */
const variants = seedProducts.flatMap((product) =>
  product.stock.filter((entry) => entry.quantity >= 10).map((entry) => ({ id: product.id, ...entry })),
);
let nextVariant = 0;
const takeVariant = () => variants[nextVariant++ % variants.length]!;

const randomAddress = () => `10.${[...randomBytes(3)].join('.')}`;
const strangerEmail = () => `stranger-${randomBytes(6).toString('hex')}@example.ae`;
const bogusToken = () => randomBytes(32).toString('base64url');

/** What the bench does, whichever door it goes through; flood calls say how they were answered. */
export interface Target {
  placeOrder(worker: number): Promise<boolean>;
  /** A reset with a made-up token. */
  bogusReset(): Promise<string>;
  /** A login of an unknown e-mail: the backend verifies against a decoy hash, one scrypt. */
  costlyLogin(): Promise<string>;
}

/** The backend's images/ REST contract, directly. */
export function backendTarget(url: string): Target {
  const outcome = ({ response, json }: Awaited<ReturnType<typeof postJson>>) =>
    `HTTP ${response.status} status '${json.status}'`;
  return {
    async placeOrder(worker) {
      const variant = takeVariant();
      const body = orderBody(`buyer-${worker}@example.ae`, [
        { id: variant.id, quantity: 1, ssize: variant.size, scolor: variant.colour },
      ]);
      const { response, json } = await postJson(`${url}/images/Orders/`, body);
      return response.status === 200 && json.status === '1';
    },
    bogusReset: async () =>
      outcome(await postJson(`${url}/images/reset-password/`, { token: bogusToken(), newPassword: 'fresh-pass-99' })),
    costlyLogin: async () =>
      outcome(await postJson(`${url}/images/login/`, { email: strangerEmail(), password: PASSWORD })),
  };
}

const PLACE_ORDER = `mutation ($input: PlaceOrderInput!, $key: String!) {
  placeOrder(input: $input, idempotencyKey: $key) { order { id } errors { message } }
}`;
const RESET = `mutation ($token: String!, $password: String!) {
  resetPassword(token: $token, newPassword: $password, confirmPassword: $password) { ok errors { message } }
}`;
const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { customer { email } errors { message } }
}`;
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { ok errors { message } } }`;
const SHIPPING = {
  firstName: 'Aisha',
  lastName: 'Khan',
  phone: '050 123 4567',
  whatsapp: '+971 55 765 4321',
  emirate: 'DUBAI',
  postalCode: '00000',
  flatNo: '1203',
  buildingName: 'Marina Heights',
  area: 'Dubai Marina',
  street: 'Al Marsa Street',
};

/** The GraphQL API, as the web client calls it: one logged-in customer (cookie) per order worker. */
export async function gatewayTarget(url: string, workers: number): Promise<Target> {
  const graphql = (query: string, variables: unknown, headers: Record<string, string> = {}) =>
    postJson(`${url}/graphql`, { query, variables }, headers);
  const outcome = ({ response, json }: Awaited<ReturnType<typeof graphql>>) => {
    const fault = json.errors?.[0]?.extensions?.code;
    if (fault) return `fault ${fault}`;
    const data = Object.values(json.data ?? {})[0];
    return data?.errors?.[0]?.message ?? `HTTP ${response.status}`;
  };

  const sessions: Record<string, string>[] = [];
  for (let worker = 0; worker < workers; worker++) {
    const email = `buyer-${worker}@example.ae`;
    const headers = { 'x-forwarded-for': `10.200.0.${worker + 1}` };
    const person = registration(email);
    await graphql(
      REGISTER,
      {
        input: {
          firstName: person.fname,
          lastName: person.lname,
          email,
          phone: person.phone,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          agreeToTerms: true,
        },
      },
      headers,
    );
    const { response, json } = await graphql(LOGIN, { email, password: PASSWORD }, headers);
    if (!json.data?.login?.customer) throw new Error(`login of ${email} failed: ${JSON.stringify(json)}`);
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    sessions.push({ ...headers, cookie });
  }

  return {
    async placeOrder(worker) {
      const variant = takeVariant();
      const lines = [{ productId: String(variant.id), quantity: 1, size: variant.size, colour: variant.colour }];
      const key = `bench-${randomBytes(12).toString('hex')}`;
      const { json } = await graphql(PLACE_ORDER, { input: { shipping: SHIPPING, lines }, key }, sessions[worker]);
      return Boolean(json.data?.placeOrder?.order?.id);
    },
    bogusReset: async () =>
      outcome(
        await graphql(
          RESET,
          { token: bogusToken(), password: 'fresh-pass-99' },
          { 'x-forwarded-for': randomAddress() },
        ),
      ),
    costlyLogin: async () =>
      outcome(
        await graphql(LOGIN, { email: strangerEmail(), password: PASSWORD }, { 'x-forwarded-for': randomAddress() }),
      ),
  };
}
