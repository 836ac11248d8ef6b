import { PASSWORD_CHECK_HEADERS } from '@store/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WorkTicket } from './bounded-work.ts';

const MAX_CLIENT_LENGTH = 64;

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return typeof value === 'string' ? value.slice(0, MAX_CLIENT_LENGTH) : '';
}

/**
 * Who a password check is for: the client the gateway names (the backend listens only to it), else the
 * caller's own address; `low` when the gateway says the account is under a flood of guesses. It leaves the
 * hashing line when the caller hangs up.
 */
export function passwordTicket(request: FastifyRequest, reply: FastifyReply): WorkTicket {
  // The caller gave up (the gateway's deadline) when the connection closes before the answer is sent.
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return {
    client: header(request, PASSWORD_CHECK_HEADERS.client) || request.ip,
    priority: header(request, PASSWORD_CHECK_HEADERS.priority) === 'low' ? 'low' : 'normal',
    signal: gone.signal,
  };
}
