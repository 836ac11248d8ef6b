import type { FastifyInstance } from 'fastify';
import { actorOf } from '../admin/audit.ts';
import type { AppDeps } from '../app-deps.ts';
import { listMails, mailDetail, retryMail, type MailQuery } from './mail.service.ts';

/**
 * The outbox for the back office (/admin/mail). The gateway checks the staff session before it calls these.
 *
 * GET admin-api/mail?status=pending|sent|failed|kept|all&page=&pageSize= (≤ 100)
 *   → {items: [{id, to, replyTo, subject, status, createdAt, attempts, lastError, nextAttemptAt, sentAt,
 *      failedAt}], page, pageSize, total}, newest first
 * GET admin-api/mail/:id → the same fields and {text, html}; link secrets (token=) are hidden
 * POST admin-api/mail/:id/retry (x-staff-email) → the mail, pending again; 409 unless failed or kept
 */
export function mailRoutes(app: FastifyInstance, deps: AppDeps): void {
  const services = { db: deps.db.db, now: deps.now };

  app.get<{ Querystring: MailQuery }>('/admin-api/mail', (request) => listMails(services.db, request.query));

  app.get<{ Params: { id: string } }>('/admin-api/mail/:id', (request) => mailDetail(services.db, request.params.id));

  app.post<{ Params: { id: string } }>('/admin-api/mail/:id/retry', (request) =>
    retryMail(services, actorOf(request), request.params.id),
  );
}
