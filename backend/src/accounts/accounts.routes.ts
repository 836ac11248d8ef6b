import type { FastifyInstance } from 'fastify';
import { isEmail, MESSAGES, normaliseEmail } from '@store/domain';
import type { Kysely } from 'kysely';
import { findMember } from '../admin/staff/staff.service.ts';
import { findActiveStaff } from '../admin/staff/staff.repository.ts';
import type { AppDeps } from '../app-deps.ts';
import { findByEmail } from '../customers/customers.repository.ts';
import { setLanguage } from '../customers/customers.service.ts';
import { emailInPath, type EmailPath } from '../customers/email-path.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Database } from '../db/schema.ts';
import { lastAddressOf } from '../orders/last-address.ts';
import { jsonBody } from '../http/body.ts';
import { HttpError, success } from '../http/errors.ts';
import * as sessions from './sessions.repository.ts';
import type { SessionKind } from './sessions.repository.ts';

/** A session id hash: SHA-256 in hex, as the gateway makes it. */
function idHashParam(value: string): string {
  if (!/^[0-9a-f]{64}$/.test(value)) throw new HttpError(400, 'A session id hash is 64 hex characters.');
  return value;
}

function kindParam(value: string): SessionKind {
  if (value !== 'customer' && value !== 'staff') throw new HttpError(404, 'Sessions are of a customer or of staff.');
  return value;
}

function emailField(value: unknown): string {
  if (!isEmail(value)) throw new HttpError(400, 'A valid e-mail address is required.');
  return normaliseEmail(value);
}

/** The id of the customer or active staff member with this e-mail. */
async function principalId(db: Kysely<Database>, kind: SessionKind, email: string): Promise<string | undefined> {
  const row = kind === 'customer' ? await findByEmail(db, email) : await findActiveStaff(db, email);
  return row?.id;
}

type KindParams = { Params: { kind: string } };
type SessionParams = { Params: { kind: string; idHash: string } };

/**
 * The accounts API the gateway keeps sessions (of customers and of staff) in when it has no Redis, and
 * reads profiles from. Not part of the legacy images/ contract.
 *
 * POST accounts/{kind}/sessions/ {idHash, email, remember, expiresAt} → 201 | 404 unknown principal | 409 id taken
 * GET accounts/{kind}/sessions/{idHash} → {data: {email, remember, expiresAt, startedAt}} | 404
 * POST accounts/{kind}/sessions/{idHash}/renew {expiresAt} → 200 | 404 when gone or over (idle timeout)
 * POST accounts/{kind}/sessions/{idHash}/end; POST accounts/{kind}/sessions/end-all {email, keep}
 * GET accounts/customer/profile/{email} → {data: {fname, lname, email, phone, whatsapp, language}}
 * POST accounts/customer/language/ {email, language: 'en' | 'ar'} → {data: {email, language}} | 400 | 404 unknown
 * GET accounts/customer/last-address/{email} → {data: {emirate, postalCode, flatNo, buildingName, area, street} |
 *     null}: the address of the customer's newest order (checkout's prefill); 404 for an unknown customer
 * GET accounts/staff/profile/{email} → {data: {email, name, role}}
 */
export function accountRoutes(app: FastifyInstance, { db: { db }, now, config }: AppDeps): void {
  app.post<KindParams>('/accounts/:kind/sessions/', async (request, reply) => {
    const kind = kindParam(request.params.kind);
    const body = jsonBody(request);
    const idHash = idHashParam(String(body.idHash));
    const expiresAt = new Date(typeof body.expiresAt === 'string' ? body.expiresAt : NaN);
    if (Number.isNaN(expiresAt.getTime())) throw new HttpError(400, 'expiresAt must be an ISO-8601 date.');
    const id = await principalId(db, kind, emailField(body.email));
    if (!id) throw new HttpError(404, kind === 'customer' ? MESSAGES.customerNotFound : 'No such staff member.');
    try {
      await sessions.insertSession(db, {
        id_hash: idHash,
        kind,
        principal_id: id,
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

  app.get<SessionParams>('/accounts/:kind/sessions/:idHash', async (request) => {
    const kind = kindParam(request.params.kind);
    const idHash = idHashParam(request.params.idHash);
    const found = await sessions.findLiveSession(db, kind, idHash, now().toISOString());
    if (!found) throw new HttpError(404, 'No such session.');
    return success('Session found.', {
      data: {
        email: found.email,
        remember: found.remember === 1,
        expiresAt: found.expires_at,
        startedAt: found.created_at,
      },
    });
  });

  app.post<SessionParams>('/accounts/:kind/sessions/:idHash/renew', async (request) => {
    const kind = kindParam(request.params.kind);
    const idHash = idHashParam(request.params.idHash);
    const expiresAt = new Date(String(jsonBody(request).expiresAt));
    if (Number.isNaN(expiresAt.getTime())) throw new HttpError(400, 'expiresAt must be an ISO-8601 date.');
    const renewed = await sessions.renewSession(db, kind, idHash, expiresAt.toISOString(), now().toISOString());
    if (!renewed) throw new HttpError(404, 'No such session.');
    return success('Session renewed.');
  });

  app.post<SessionParams>('/accounts/:kind/sessions/:idHash/end', async (request) => {
    kindParam(request.params.kind);
    await sessions.deleteSession(db, idHashParam(request.params.idHash));
    await sessions.deleteExpiredSessions(db, now().toISOString());
    return success('Session ended.');
  });

  app.post<KindParams>('/accounts/:kind/sessions/end-all', async (request) => {
    const kind = kindParam(request.params.kind);
    const body = jsonBody(request);
    const keep = body.keep === null || body.keep === undefined ? null : idHashParam(String(body.keep));
    const id = await principalId(db, kind, emailField(body.email));
    const ended = id ? await sessions.deletePrincipalSessions(db, kind, id, keep) : 0;
    return success('Sessions ended.', { data: { ended } });
  });

  app.get<EmailPath>('/accounts/customer/profile/*', async (request) => {
    const customer = await findByEmail(db, emailField(emailInPath(request)));
    if (!customer) throw new HttpError(404, MESSAGES.customerNotFound);
    const { fname, lname, email, phone, whatsapp, language } = customer;
    return success('Profile found.', { data: { fname, lname, email, phone, whatsapp, language } });
  });

  app.post('/accounts/customer/language/', async (request) => {
    const data = await setLanguage({ db, now, publicUrl: config.publicUrl }, jsonBody(request));
    return success('Language saved.', { data });
  });

  app.get<EmailPath>('/accounts/customer/last-address/*', async (request) => {
    const customer = await findByEmail(db, emailField(emailInPath(request)));
    if (!customer) throw new HttpError(404, MESSAGES.customerNotFound);
    return success('Last address found.', { data: await lastAddressOf(db, customer.email) });
  });

  app.get<EmailPath>('/accounts/staff/profile/*', async (request) => {
    const member = await findMember(db, emailInPath(request));
    if (!member) throw new HttpError(404, 'No such staff member.');
    return success('Profile found.', { data: member });
  });
}
