import { ADMIN_PAGE_SIZE_MAX } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { jsonBody } from '../../http/body.ts';
import { HttpError } from '../../http/errors.ts';
import { actorOf, listAudit } from '../audit.ts';
import { wholeParam } from '../lists.ts';
import { retryAfterWhenBusy } from '../../customers/email-path.ts';
import { passwordTicket } from '../../customers/password-ticket.ts';
import * as secondFactor from './second-factor.service.ts';
import * as staff from './staff.service.ts';

/**
 * Back-office accounts. The gateway checks the staff session and the role (the owner invites and removes
 * staff and reads the audit log) before it calls these.
 *
 * POST admin-api/staff/login {email, password} → {email, name, role, secondFactor} | 400 | 503 busy
 * POST admin-api/staff/second-factor/setup  (x-staff-email) → {secret, uri} | 409 already on
 * POST admin-api/staff/second-factor/confirm {code}  (x-staff-email) → {on: true} | 400
 * POST admin-api/staff/second-factor/verify {email, code} → {email, name, role, secondFactor} | 400
 * POST admin-api/staff/second-factor/off {code}  (x-staff-email) → {on: false} | 400 | 403 an owner
 * GET admin-api/staff → [{email, name, role, since, pending}]
 * POST admin-api/staff/invite {email, name, role} → 201 {email, name, role, pending}  (x-staff-email)
 * POST admin-api/staff/accept-invite {token, password} → {email, name, role}
 * POST admin-api/staff/remove {email}  (x-staff-email)
 * POST admin-api/staff/change-password {email, oldPassword, newPassword}
 * GET admin-api/audit?before=&pageSize= → [{at, actor, action, subject, detail}]
 */
export function staffAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  const services = { db: deps.db.db, now: deps.now, publicUrl: deps.config.publicUrl };

  app.post('/admin-api/staff/login', { onSend: retryAfterWhenBusy }, async (request, reply) => {
    const body = jsonBody(request);
    const member = await staff.login(services.db, body.email, body.password, passwordTicket(request, reply));
    // 400, not 401: a 401 from the backend means the caller's upstream key is wrong.
    if (!member) throw new HttpError(400, staff.WRONG_CREDENTIALS);
    return member;
  });

  app.post('/admin-api/staff/second-factor/setup', (request) => secondFactor.startSetup(services, actorOf(request)));

  app.post('/admin-api/staff/second-factor/confirm', async (request) => {
    await secondFactor.confirm(services, actorOf(request), jsonBody(request).code);
    return { on: true };
  });

  app.post('/admin-api/staff/second-factor/verify', (request) => {
    const body = jsonBody(request);
    return secondFactor.verify(services, body.email, body.code);
  });

  app.post('/admin-api/staff/second-factor/off', async (request) => {
    await secondFactor.turnOff(services, actorOf(request), jsonBody(request).code);
    return { on: false };
  });

  app.get('/admin-api/staff', () => staff.list(services.db));

  app.post('/admin-api/staff/invite', async (request, reply) => {
    const invited = await staff.invite(services, actorOf(request), jsonBody(request));
    return reply.code(201).send(invited);
  });

  app.post('/admin-api/staff/accept-invite', async (request) => {
    const body = jsonBody(request);
    return staff.acceptInvite(services, body.token, body.password);
  });

  app.post('/admin-api/staff/remove', async (request) => {
    await staff.remove(services, actorOf(request), jsonBody(request).email);
    return { removed: true };
  });

  app.post('/admin-api/staff/change-password', async (request) => {
    await staff.changePassword(services, jsonBody(request));
    return { changed: true };
  });

  app.get<{ Querystring: { before?: string; beforeId?: string; pageSize?: string } }>(
    '/admin-api/audit',
    async (request) => {
      const pageSize = wholeParam(request.query, 'pageSize', { max: ADMIN_PAGE_SIZE_MAX, fallback: 50 });
      const before = request.query.before;
      if (before !== undefined && Number.isNaN(Date.parse(before))) throw new HttpError(400, 'before must be a date.');
      const beforeId = request.query.beforeId;
      if (beforeId !== undefined && (typeof beforeId !== 'string' || beforeId.length > 64)) {
        throw new HttpError(400, 'beforeId must be an entry id.');
      }
      const rows = await listAudit(services.db, { limit: pageSize, before, beforeId });
      return rows.map((row) => ({ ...row, detail: JSON.parse(row.detail) as unknown }));
    },
  );
}
