import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayServices } from '../context.ts';
import { createStaffAccess } from './staff-access.ts';

/**
 * Downloads of the back office, outside GraphQL because they are files. Each needs a staff session (the
 * same check as the GraphQL fields); the backend makes the file and the gateway passes it on.
 */
export function adminExportRoutes(app: FastifyInstance, services: GatewayServices): void {
  async function download(request: FastifyRequest, reply: FastifyReply, path: string, file: string, type: string) {
    const staff = createStaffAccess(services.staffSessions, services.upstreams.accounts, request, reply);
    const member = await staff.member();
    if (!member) return reply.code(401).send({ error: 'Sign in to the back office first.' });
    let upstream;
    try {
      upstream = await services.upstreams.adminClient.stream(path, { 'x-staff-email': member.email });
    } catch {
      return reply.code(502).send({ error: 'The store could not make the file. Please try again.' });
    }
    if (upstream.status !== 200) {
      upstream.body.resume();
      return reply.code(upstream.status === 404 ? 404 : 409).send({ error: 'There is no such file.' });
    }
    return reply
      .header('content-type', type)
      .header('content-disposition', `attachment; filename="${file}"`)
      .header('cache-control', 'no-store')
      .send(upstream.body);
  }

  app.get('/admin/exports/newsletter-subscribers.csv', (request, reply) =>
    download(request, reply, 'admin-api/subscribers.csv', 'newsletter-subscribers.csv', 'text/csv; charset=utf-8'),
  );

  app.get<{ Params: { id: string } }>('/admin/exports/invoices/:id.pdf', (request, reply) => {
    const id = request.params.id;
    if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) return reply.code(404).send({ error: 'There is no such file.' });
    return download(request, reply, `admin-api/orders/${id}/invoice.pdf`, `invoice-${id}.pdf`, 'application/pdf');
  });

  app.get('/admin/exports/returns.csv', (request, reply) =>
    download(request, reply, 'admin-api/returns.csv', 'returns.csv', 'text/csv; charset=utf-8'),
  );

  // The path of creditNotePdfPath (return-wire.ts); 404 while the return has no credit note.
  app.get<{ Params: { id: string } }>('/admin/exports/credit-notes/:id.pdf', (request, reply) => {
    const id = request.params.id;
    if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) return reply.code(404).send({ error: 'There is no such file.' });
    const path = `admin-api/returns/${id}/credit-note.pdf`;
    return download(request, reply, path, `credit-note-${id}.pdf`, 'application/pdf');
  });
}
