import type { FastifyInstance } from 'fastify';
import { isEmail, isMessageStatus, normaliseEmail } from '@store/domain';
import type { AppDeps } from '../../app-deps.ts';
import { jsonBody } from '../../http/body.ts';
import { HttpError } from '../../http/errors.ts';
import { actorOf, recordAudit } from '../audit.ts';
import { searchTerm } from '../customers/customers.routes.ts';
import { pagingOf } from '../lists.ts';
import { csvLine } from './csv.ts';
import * as repository from './messages.repository.ts';

type ListQuery = { Querystring: { status?: string; q?: string; page?: string; pageSize?: string } };

/**
 * The shop's inbox (contact messages) and the newsletter list.
 *
 * GET admin-api/messages?status=UNREAD|READ|ANSWERED&page=&pageSize= → {items: [{id, name, email, message,
 *   receivedAt, status}], total, page, pageSize}, newest first
 * POST admin-api/messages/{id}/status {status} → {id, status}   (x-staff-email)
 * GET admin-api/subscribers?q=&page=&pageSize= → {items: [{email, since}], total, page, pageSize}
 * POST admin-api/subscribers/unsubscribe {email} → {removed}   (x-staff-email; the address is forgotten)
 * GET admin-api/subscribers.csv → text/csv "email,subscribed_at", every subscriber
 */
export function adminMessageRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.db.db;

  app.get<ListQuery>('/admin-api/messages', async (request) => {
    const status = request.query.status ?? null;
    if (status !== null && !isMessageStatus(status))
      throw new HttpError(400, 'status must be UNREAD, READ or ANSWERED.');
    const paging = pagingOf(request.query);
    const { total, rows } = await repository.listMessages(db, status, paging);
    const items = rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      message: row.message,
      receivedAt: row.created_at,
      status: row.status,
    }));
    return { items, total, page: paging.page, pageSize: paging.pageSize };
  });

  app.post<{ Params: { id: string } }>('/admin-api/messages/:id/status', async (request) => {
    const actor = actorOf(request);
    const { status } = jsonBody(request);
    if (!isMessageStatus(status)) throw new HttpError(400, 'status must be UNREAD, READ or ANSWERED.');
    const id = request.params.id;
    const now = deps.now().toISOString();
    await db.transaction().execute(async (trx) => {
      if (!(await repository.setMessageStatus(trx, id, status))) throw new HttpError(404, 'No such message.');
      await recordAudit(trx, { actor, action: 'message.status', subject: id, detail: { status } }, now);
    });
    return { id, status };
  });

  app.get<ListQuery>('/admin-api/subscribers', async (request) => {
    const paging = pagingOf(request.query);
    const { total, rows } = await repository.listSubscribers(db, searchTerm(request.query.q), paging);
    const items = rows.map((row) => ({ email: row.email, since: row.created_at }));
    return { items, total, page: paging.page, pageSize: paging.pageSize };
  });

  app.post('/admin-api/subscribers/unsubscribe', async (request) => {
    const actor = actorOf(request);
    const { email } = jsonBody(request);
    if (!isEmail(email)) throw new HttpError(400, 'Enter a valid e-mail address.');
    const address = normaliseEmail(email);
    const now = deps.now().toISOString();
    const removed = await db.transaction().execute(async (trx) => {
      const gone = await repository.deleteSubscriber(trx, address);
      if (gone) await recordAudit(trx, { actor, action: 'subscriber.remove', subject: address, detail: {} }, now);
      return gone;
    });
    if (!removed) throw new HttpError(404, 'This address is not subscribed.');
    return { removed };
  });

  app.get('/admin-api/subscribers.csv', async (_request, reply) => {
    const { rows } = await repository.listSubscribers(db, '', null);
    const lines = [csvLine(['email', 'subscribed_at']), ...rows.map((row) => csvLine([row.email, row.created_at]))];
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
      .send(`${lines.join('\r\n')}\r\n`);
  });
}
