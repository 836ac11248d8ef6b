import type { FastifyInstance } from 'fastify';
import { CLOSE_DEADLINE_MS } from '../datasources/http.ts';

/**
 * Closing waits for the answers in flight, for CLOSE_DEADLINE_MS at most: a client that never reads the end of
 * its answer (or keeps a stream open) would otherwise hold a deploy's shutdown for ever. Then its socket is cut.
 */
export function closeWithinDeadline(app: FastifyInstance): void {
  app.addHook('preClose', async () => {
    setTimeout(() => app.server.closeAllConnections(), CLOSE_DEADLINE_MS).unref();
  });
}
