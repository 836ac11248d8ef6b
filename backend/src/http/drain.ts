import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { failure } from './errors.ts';

/**
 * How long the backend keeps serving after SIGTERM. A shopper's checkout is several calls (the order, then
 * its read-back and a stock refresh); closing the listener at once fails the read-back of an order that was
 * saved. So the backend reports itself unhealthy and keeps serving until no request has been in flight for
 * DRAIN_QUIET_MS (the gap between the calls of one operation is milliseconds), or DRAIN_MAX_MS at most:
 * well inside `docker stop`'s 10 s and Kubernetes' 30 s before SIGKILL, leaving time to finish the
 * requests still in flight (each bounded by the database deadlines in db/postgres.ts).
 */
export const DRAIN_QUIET_MS = 500;
export const DRAIN_MAX_MS = 3_000;

export interface Drain {
  /** From SIGTERM on: /healthz answers 503 so load balancers and the gateway stop sending work. */
  readonly draining: boolean;
  /** Starts draining and resolves once the traffic has stopped (quiet period) or the time is up. */
  settle(quietMs?: number, maxMs?: number): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Counts the requests in flight and, once the app is closing, answers the ones that still arrive on open
 * keep-alive connections with a clean 503 (nothing done) and `Connection: close`.
 */
export function trackRequests(app: FastifyInstance): Drain {
  let inFlight = 0;
  const perSocket = new WeakMap<Socket, number>();
  let lastActivity = Date.now();
  let draining = false;
  let closing = false;

  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (closing && request.url !== '/healthz') {
      return reply
        .code(503)
        .header('connection', 'close')
        .header('retry-after', '1')
        .send(failure('The backend is restarting: nothing was done, try again.'));
    }
    const socket = request.raw.socket;
    inFlight += 1;
    perSocket.set(socket, (perSocket.get(socket) ?? 0) + 1);
    lastActivity = Date.now();
    reply.raw.once('close', () => {
      inFlight -= 1;
      perSocket.set(socket, (perSocket.get(socket) ?? 1) - 1);
      lastActivity = Date.now();
    });
  });
  // While draining, answers say Connection: close so keep-alive clients move to fresh connections (to
  // another instance behind a balancer) and no idle socket is left for the close to race with. Not while
  // other requests on the same connection wait for their answers (pipelining): Node would end the
  // connection after this answer and theirs, the work done, would never reach the client.
  app.addHook('onSend', async (request, reply) => {
    if ((draining || closing) && perSocket.get(request.raw.socket) === 1) reply.header('connection', 'close');
  });

  return {
    get draining() {
      return draining;
    },
    async settle(quietMs = DRAIN_QUIET_MS, maxMs = DRAIN_MAX_MS) {
      draining = true;
      const deadline = Date.now() + maxMs;
      lastActivity = Date.now();
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < quietMs)) {
        await sleep(Math.min(50, quietMs));
      }
    },
  };
}
