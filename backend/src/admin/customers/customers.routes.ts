import type { FastifyInstance } from 'fastify';
import { isEmail, normaliseEmail } from '@store/domain';
import type { AppDeps } from '../../app-deps.ts';
import { findByEmail } from '../../customers/customers.repository.ts';
import { requestPasswordReset } from '../../customers/customers.service.ts';
import { emailInPath, type EmailPath } from '../../customers/email-path.ts';
import { jsonBody } from '../../http/body.ts';
import { HttpError } from '../../http/errors.ts';
import { actorOf, recordAudit } from '../audit.ts';
import { pagingOf } from '../lists.ts';
import * as repository from './customers.repository.ts';

type ListQuery = { Querystring: { q?: string; page?: string; pageSize?: string } };

/** A search term: trimmed, at most 100 characters. */
export function searchTerm(value: unknown): string {
  const term = typeof value === 'string' ? value.trim() : '';
  if (term.length > 100) throw new HttpError(400, 'A search is at most 100 characters.');
  return term;
}

/**
 * Customers for the back office (never a password hash).
 *
 * GET admin-api/customers?q=&page=&pageSize= → {items: [{email, firstName, lastName, phone, whatsapp, since,
 *   orderCount, spentFils}], total, page, pageSize}   (orders not cancelled count)
 * GET admin-api/customers/{email} → {customer: {…, orderCount, spentFils}, orders: [{id, placedAt, status, totalFils}]}
 * POST admin-api/customers/send-reset {email} → {sent: true}   (x-staff-email; mails a reset link)
 */
export function adminCustomerRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.db.db;

  app.get<ListQuery>('/admin-api/customers', async (request) => {
    const paging = pagingOf(request.query);
    const { total, rows } = await repository.searchCustomers(db, searchTerm(request.query.q), paging);
    const items = rows.map((row) => ({
      email: row.email,
      firstName: row.fname,
      lastName: row.lname,
      phone: row.phone,
      whatsapp: row.whatsapp || null,
      since: row.created_at,
      orderCount: Number(row.order_count ?? 0),
      spentFils: Number(row.spent_fils ?? 0),
    }));
    return { items, total, page: paging.page, pageSize: paging.pageSize };
  });

  app.get<EmailPath>('/admin-api/customers/*', async (request) => {
    const email = emailInPath(request);
    if (!isEmail(email)) throw new HttpError(400, 'Enter a valid e-mail address.');
    const customer = await findByEmail(db, normaliseEmail(email));
    if (!customer) throw new HttpError(404, 'No such customer.');
    const orders = await repository.customerOrders(db, customer.email);
    const counted = orders.filter((order) => order.status !== 'CANCELLED');
    return {
      customer: {
        email: customer.email,
        firstName: customer.fname,
        lastName: customer.lname,
        phone: customer.phone,
        whatsapp: customer.whatsapp || null,
        since: customer.created_at,
        orderCount: counted.length,
        spentFils: counted.reduce((sum, order) => sum + order.total_fils, 0),
      },
      orders: orders.map((order) => ({
        id: order.id,
        placedAt: order.created_at,
        status: order.status,
        totalFils: order.total_fils,
      })),
    };
  });

  app.post('/admin-api/customers/send-reset', async (request) => {
    const actor = actorOf(request);
    const { email } = jsonBody(request);
    if (!isEmail(email)) throw new HttpError(400, 'Enter a valid e-mail address.');
    const customer = await findByEmail(db, normaliseEmail(email));
    if (!customer) throw new HttpError(404, 'No such customer.');
    const services = { db, now: deps.now, publicUrl: deps.config.publicUrl };
    await requestPasswordReset(services, customer.email);
    await recordAudit(
      db,
      { actor, action: 'customer.send-reset', subject: customer.email, detail: {} },
      deps.now().toISOString(),
    );
    return { sent: true };
  });
}
