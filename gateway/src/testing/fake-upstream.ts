import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake upstream received. */
export interface ReceivedRequest {
  method: string;
  /** Path and query, e.g. /images/all-products/. */
  path: string;
  /** The Idempotency-Key header, when the request carried one. */
  idempotencyKey?: string;
}

/** Decides the answer to one request: answer it, drop the connection, or never answer. */
export type FakeHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface FakeUpstream {
  /** Base URL with a trailing slash, e.g. http://127.0.0.1:41234/. */
  url: string;
  /** Every request received so far, in order. */
  requests: ReceivedRequest[];
  /** Requests received whose path starts with `prefix` (every request when none is given). */
  count(prefix?: string, method?: string): number;
  close(): Promise<void>;
}

/** Accepts the connection and reads the request, but never answers. */
export const hang: FakeHandler = () => {};

/** Drops the connection without an answer, as a crashed or restarting upstream does. */
export const dropConnection: FakeHandler = (request) => {
  request.socket.destroy();
};

/** Resets the connection (TCP RST: ECONNRESET at the caller) without an answer and without forwarding. */
export const resetConnection: FakeHandler = (request) => {
  request.socket.resetAndDestroy();
};

/** Answers as a backend that is closing does (Fastify's return503OnClosing): it did nothing with the request. */
export const closing503: FakeHandler = (_request, response) => {
  response.writeHead(503, { 'content-type': 'application/json', connection: 'close' });
  response.end('{"error":"Service Unavailable","message":"Service Unavailable","statusCode":503}');
};

/**
 * Forwards the request as it is to `target()` (a base URL) and passes the answer back; with `loseAnswer`
 * the upstream carries the request out but the connection drops before its answer gets through (closed, or
 * with `reset` reset).
 */
export function forwardTo(target: () => string, { loseAnswer = false, reset = false } = {}): FakeHandler {
  return (request, response) => {
    const base = new URL(target());
    const upstream = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: base.host },
      },
      (answer) => {
        if (loseAnswer) {
          answer.resume();
          answer.on('end', () => (reset ? request.socket.resetAndDestroy() : request.socket.destroy()));
          return;
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => request.socket.destroy());
    request.pipe(upstream);
  };
}

/** A tiny HTTP upstream on 127.0.0.1 that records every request; `handler` may be swapped at any time. */
export async function startFakeUpstream(handler: FakeHandler): Promise<FakeUpstream & { handler: FakeHandler }> {
  const requests: ReceivedRequest[] = [];
  const fake = {
    url: '',
    requests,
    handler,
    count(prefix = '/', method?: string) {
      return requests.filter((seen) => seen.path.startsWith(prefix) && (!method || seen.method === method)).length;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((request, response) => {
    const key = request.headers['idempotency-key'];
    requests.push({
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      ...(typeof key === 'string' ? { idempotencyKey: key } : {}),
    });
    fake.handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return fake;
}
