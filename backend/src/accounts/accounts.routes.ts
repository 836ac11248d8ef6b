import type { FastifyInstance } from 'fastify';
import { isEmail, MESSAGES, normaliseEmail } from '@store/domain';
import type { AppDeps } from '../app-deps.ts';
import { findByEmail } from '../customers/customers.repository.ts';
import { emailInPath, type EmailPath } from '../customers/email-path.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { jsonBody } from '../http/body.ts';
import { HttpError, success } from '../http/errors.ts';
import * as sessions from './sessions.repository.ts';

/** A session id hash: SHA-256 in hex, as the gateway makes it. */
function idHashParam(value: string): string {
  if (!/^[0-9a-f]{64}$/.test(value)) throw new HttpError(400, 'A session id hash is 64 hex characters.');
  return value;
}

function emailField(value: unknown): string {
  if (!isEmail(value)) throw new HttpError(400, 'A valid e-mail address is required.');
  return normaliseEmail(value);
}

/**
 * The accounts API the gateway keeps customer sessions and reads profiles through, when it has no Redis.
 * Not part of the legacy images/ contract: a gateway in front of a legacy backend keeps sessions in Redis.
 */
export function accountRoutes(app: FastifyInstance, { db: { db }, now }: AppDeps): void {
  app.post('/accounts/sessions/', async (request, reply) => {
    const body = jsonBody(request);
    const idHash = idHashParam(String(body.idHash));
    const expiresAt = new Date(typeof body.expiresAt === 'string' ? body.expiresAt : NaN);
    if (Number.isNaN(expiresAt.getTime())) throw new HttpError(400, 'expiresAt must be an ISO-8601 date.');
    const customer = await findByEmail(db, emailField(body.email));
    if (!customer) throw new HttpError(404, MESSAGES.customerNotFound);
    try {
      await sessions.insertSession(db, {
        id_hash: idHash,
        customer_id: customer.id,
        remember: body.remember === true ? 1 : 0,
        created_at: now().toISOString(),
        expires_at: expiresAt.toISOString(),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'This session id is taken.');
      throw error;
    }
    return reply.code(201).send(success('Session started.'));
  });

  app.get<{ Params: { idHash: string } }>('/accounts/sessions/:idHash', async (request) => {
    const found = await sessions.findLiveSession(db, idHashParam(request.params.idHash), now().toISOString());
    if (!found) throw new HttpError(404, 'No such session.');
    return success('Session found.', {
      data: { email: found.email, remember: found.remember === 1, expiresAt: found.expires_at },
    });
  });

  app.post<{ Params: { idHash: string } }>('/accounts/sessions/:idHash/end', async (request) => {
    await sessions.deleteSession(db, idHashParam(request.params.idHash));
    await sessions.deleteExpiredSessions(db, now().toISOString());
    return success('Session ended.');
  });

  app.post('/accounts/sessions/end-all', async (request) => {
    const body = jsonBody(request);
    const keep = body.keep === null || body.keep === undefined ? null : idHashParam(String(body.keep));
    const customer = await findByEmail(db, emailField(body.email));
    const ended = customer ? await sessions.deleteCustomerSessions(db, customer.id, keep) : 0;
    return success('Sessions ended.', { data: { ended } });
  });

  app.get<EmailPath>('/accounts/profile/*', async (request) => {
    const customer = await findByEmail(db, emailField(emailInPath(request)));
    if (!customer) throw new HttpError(404, MESSAGES.customerNotFound);
    const { fname, lname, email, phone, whatsapp } = customer;
    return success('Profile found.', { data: { fname, lname, email, phone, whatsapp } });
  });
}
