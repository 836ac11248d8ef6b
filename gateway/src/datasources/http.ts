import type { Readable } from 'node:stream';
import { Pool } from 'undici';
import { UpstreamError } from '../errors.ts';
import { BREAKER_DEFAULTS, CircuitBreaker, type BreakerOptions, type CircuitState } from './circuit-breaker.ts';
import { timeLeft } from './deadline.ts';

/** How long closing waits for the calls in flight before it cuts them. */
export const CLOSE_DEADLINE_MS = 5_000;

export const CONNECT_TIMEOUT_MS = 2_000;
/** One call's deadline; an operation's own deadline (deadline.ts) may leave it less. */
export const CALL_DEADLINE_MS = 8_000;

export interface UpstreamResponse {
  status: number;
  /** Parsed JSON, or the text when the answer is not JSON. */
  body: unknown;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * The POST may be sent twice: it carries a key that makes the upstream answer a repeat with the first
   * result (an order's Idempotency-Key). Never inferred from the headers: only the caller knows the upstream
   * honours the key. GETs are always repeatable.
   */
  idempotent?: boolean;
}

export interface ClientOptions {
  deadlineMs?: number;
  breaker?: BreakerOptions;
  breakerClock?: () => number;
}

/**
 * One upstream host: a keep-alive connection pool, a deadline per call (never past the operation's), a
 * circuit breaker, and one retry for calls that may be repeated (GETs, idempotent POSTs) when the connection
 * failed before an answer or the upstream answered 503 (a backend that is closing does nothing and says so).
 * A timeout is never retried: the shopper would wait twice as long.
 */
export class UpstreamClient {
  readonly #pool: Pool;
  #closed: Promise<void> | undefined;
  readonly #origin: string;
  readonly #basePath: string;
  readonly #exactPath: string;
  readonly #breaker: CircuitBreaker;
  readonly #deadlineMs: number;

  constructor(
    readonly name: string,
    baseUrl: string,
    private readonly upstreamKey: string | null,
    options: ClientOptions = {},
  ) {
    const url = new URL(baseUrl);
    this.#origin = url.origin;
    this.#exactPath = url.pathname;
    this.#basePath = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
    this.#deadlineMs = options.deadlineMs ?? CALL_DEADLINE_MS;
    this.#breaker = new CircuitBreaker(options.breaker ?? BREAKER_DEFAULTS, options.breakerClock);
    this.#pool = new Pool(url.origin, {
      connections: 32,
      connectTimeout: CONNECT_TIMEOUT_MS,
      keepAliveTimeout: 10_000,
    });
  }

  /** The circuit breaker's state, for health checks. */
  get circuit(): CircuitState {
    return this.#breaker.state;
  }

  /** `path` is relative to the base URL, e.g. `images/all-products/`; '' is the base URL itself. */
  async call(path: string, options: CallOptions = {}): Promise<UpstreamResponse> {
    const method = options.method ?? 'GET';
    const repeatable = method === 'GET' || options.idempotent === true;
    try {
      const response = await this.#once(path, method, options);
      if (!repeatable || response.status !== 503) return response;
    } catch (error) {
      if (!repeatable || !(error instanceof UpstreamError) || error.code !== 'UPSTREAM_UNAVAILABLE') throw error;
    }
    return this.#once(path, method, options);
  }

  /** Calls and requires a 2xx answer. */
  async callOk(path: string, options: CallOptions = {}): Promise<unknown> {
    const response = await this.call(path, options);
    if (response.status < 200 || response.status > 299) {
      throw new UpstreamError(
        'UPSTREAM_ERROR',
        this.name,
        `${options.method ?? 'GET'} ${path} answered ${response.status}`,
      );
    }
    return response.body;
  }

  #once(path: string, method: NonNullable<CallOptions['method']>, options: CallOptions): Promise<UpstreamResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.upstreamKey) headers['x-upstream-key'] = this.upstreamKey;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    return this.#guarded(`${method} ${path}`, async (signal) => {
      const response = await this.#pool.request({
        path: path === '' ? this.#exactPath : this.#basePath + path,
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal,
      });
      const text = await response.body.text();
      return { status: response.statusCode, body: parseBody(text) };
    });
  }

  /**
   * The raw answer, streamed (for images): status, the headers worth passing on, and the body. A `location`
   * is passed on as the same path relative to the base URL (`/media/…` for `base/media/…`), and left out
   * when it leads off the upstream's base URL.
   */
  stream(path: string, extraHeaders: Record<string, string> = {}) {
    const headers: Record<string, string> = { ...extraHeaders };
    if (this.upstreamKey) headers['x-upstream-key'] = this.upstreamKey;
    return this.#guarded(`GET ${path}`, async (signal) => {
      const response = await this.#pool.request({ path: this.#basePath + path, method: 'GET', headers, signal });
      const pass = ['content-type', 'cache-control', 'etag', 'last-modified', 'content-length'];
      const passed = Object.fromEntries(
        pass.flatMap((name) => (response.headers[name] === undefined ? [] : [[name, String(response.headers[name])]])),
      );
      const location = response.headers.location;
      const answered = new URL(this.#basePath + path, this.#origin);
      const relative = typeof location === 'string' ? pathUnderBase(location, answered, this.#basePath) : null;
      if (relative !== null) passed.location = relative;
      return { status: response.statusCode, headers: passed, body: response.body };
    });
  }

  /** Sends a body as a stream (an upload) and reads the JSON answer; never repeated. */
  forward(path: string, headers: Record<string, string>, body: Readable): Promise<UpstreamResponse> {
    const sent: Record<string, string> = { accept: 'application/json', ...headers };
    if (this.upstreamKey) sent['x-upstream-key'] = this.upstreamKey;
    return this.#guarded(`POST ${path}`, async (signal) => {
      const response = await this.#pool.request({
        path: this.#basePath + path,
        method: 'POST',
        headers: sent,
        body,
        signal,
      });
      return { status: response.statusCode, body: parseBody(await response.body.text()) };
    });
  }

  /** One request within the time left and through the breaker; failures become UpstreamErrors. */
  async #guarded<T>(what: string, send: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const budget = Math.min(this.#deadlineMs, timeLeft());
    if (budget <= 0) throw new UpstreamError('UPSTREAM_TIMEOUT', this.name, `${what}: the operation's time is up`);
    const admission = this.#breaker.admit();
    if (!admission) throw new UpstreamError('UPSTREAM_UNAVAILABLE', this.name, `${what}: circuit open`);
    const signal = AbortSignal.timeout(budget);
    try {
      const result = await send(signal);
      this.#breaker.settle(admission, 'success');
      return result;
    } catch (error) {
      const failure = this.#classify(error, signal, what, budget);
      // Cut short by the operation's deadline rather than the call's own: that says nothing about the upstream.
      const callersDeadline = failure.code === 'UPSTREAM_TIMEOUT' && budget < this.#deadlineMs;
      this.#breaker.settle(admission, callersDeadline ? 'neutral' : 'failure');
      throw failure;
    }
  }

  #classify(error: unknown, signal: AbortSignal, what: string, budget: number): UpstreamError {
    const code = (error as { code?: string }).code ?? '';
    if (signal.aborted || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
      return new UpstreamError('UPSTREAM_TIMEOUT', this.name, `${what} exceeded ${Math.round(budget)} ms`);
    }
    return new UpstreamError('UPSTREAM_UNAVAILABLE', this.name, `${what} failed: ${code || String(error)}`);
  }

  /**
   * Waits for the calls in flight, for CLOSE_DEADLINE_MS at most: an answer whose body nobody reads (a shopper
   * who left mid-image) would otherwise hold the gateway's shutdown for ever. Then the sockets are cut.
   */
  close(): Promise<void> {
    this.#closed ??= (async () => {
      const closed = this.#pool.close().then(() => 'closed' as const);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), CLOSE_DEADLINE_MS)));
      const outcome = await Promise.race([closed, late]);
      clearTimeout(timer);
      if (outcome === 'late') {
        closed.catch(() => {});
        await this.#pool.destroy();
      }
    })();
    return this.#closed;
  }
}

/**
 * `location` (resolved against the URL it answered) as `/` + its path after `basePath`, or null when it leads to
 * another origin or outside the base path.
 */
function pathUnderBase(location: string, answered: URL, basePath: string): string | null {
  let target: URL;
  try {
    target = new URL(location, answered);
  } catch {
    return null;
  }
  if (target.origin !== answered.origin || !target.pathname.startsWith(basePath)) return null;
  return `/${target.pathname.slice(basePath.length)}${target.search}`;
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
