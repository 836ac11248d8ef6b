import { Pool } from 'undici';
import { UpstreamError } from '../errors.ts';

export const CONNECT_TIMEOUT_MS = 2_000;
export const CALL_DEADLINE_MS = 8_000;

export interface UpstreamResponse {
  status: number;
  /** Parsed JSON, or the text when the answer is not JSON. */
  body: unknown;
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * One upstream host: a keep-alive connection pool, a deadline per call, and one retry for GETs only
 * (a POST may have been carried out before the connection failed, so it is never repeated).
 */
export class UpstreamClient {
  readonly #pool: Pool;
  readonly #basePath: string;
  readonly #exactPath: string;

  constructor(
    readonly name: string,
    baseUrl: string,
    private readonly upstreamKey: string | null,
    private readonly deadlineMs = CALL_DEADLINE_MS,
  ) {
    const url = new URL(baseUrl);
    this.#exactPath = url.pathname;
    this.#basePath = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
    this.#pool = new Pool(url.origin, {
      connections: 32,
      connectTimeout: CONNECT_TIMEOUT_MS,
      keepAliveTimeout: 10_000,
    });
  }

  /** `path` is relative to the base URL, e.g. `images/all-products/`; '' is the base URL itself. */
  async call(path: string, options: CallOptions = {}): Promise<UpstreamResponse> {
    const method = options.method ?? 'GET';
    try {
      return await this.#once(path, method, options);
    } catch (error) {
      if (method !== 'GET' || !(error instanceof UpstreamError) || error.code !== 'UPSTREAM_UNAVAILABLE') throw error;
      return this.#once(path, method, options);
    }
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

  async #once(path: string, method: 'GET' | 'POST', options: CallOptions): Promise<UpstreamResponse> {
    const signal = AbortSignal.timeout(this.deadlineMs);
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.upstreamKey) headers['x-upstream-key'] = this.upstreamKey;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await this.#pool.request({
        path: path === '' ? this.#exactPath : this.#basePath + path,
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal,
      });
      const text = await response.body.text();
      return { status: response.statusCode, body: parseBody(text) };
    } catch (error) {
      throw this.#classify(error, signal, `${method} ${path}`);
    }
  }

  #classify(error: unknown, signal: AbortSignal, what: string): UpstreamError {
    const code = (error as { code?: string }).code ?? '';
    if (signal.aborted || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
      return new UpstreamError('UPSTREAM_TIMEOUT', this.name, `${what} exceeded ${this.deadlineMs} ms`);
    }
    return new UpstreamError('UPSTREAM_UNAVAILABLE', this.name, `${what} failed: ${code || String(error)}`);
  }

  /** The raw answer, streamed (for images): status, the headers worth passing on, and the body. */
  async stream(path: string) {
    const signal = AbortSignal.timeout(this.deadlineMs);
    const headers: Record<string, string> = this.upstreamKey ? { 'x-upstream-key': this.upstreamKey } : {};
    try {
      const response = await this.#pool.request({ path: this.#basePath + path, method: 'GET', headers, signal });
      const pass = ['content-type', 'cache-control', 'etag', 'last-modified', 'content-length'];
      const passed = Object.fromEntries(
        pass.flatMap((name) => (response.headers[name] === undefined ? [] : [[name, String(response.headers[name])]])),
      );
      return { status: response.statusCode, headers: passed, body: response.body };
    } catch (error) {
      throw this.#classify(error, signal, `GET ${path}`);
    }
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
