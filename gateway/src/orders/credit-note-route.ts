import type { FastifyInstance } from 'fastify';
import type { GatewayServices } from '../context.ts';

type Params = { orderId: string; returnId: string };
const ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The shopper's tax credit note, a file outside GraphQL. Only for the signed-in customer who owns the order: a
 * guest is sent to sign in (and back to the order), someone else's order or return is "not found", as an unknown
 * one. The backend checks ownership with the session's e-mail, never one the browser sends.
 */
export function creditNoteRoutes(app: FastifyInstance, services: GatewayServices): void {
  app.get<{ Params: Params }>('/orders/:orderId/returns/:returnId/credit-note.pdf', async (request, reply) => {
    const { orderId, returnId } = request.params;
    if (!ID.test(orderId) || !ID.test(returnId)) return reply.code(404).send({ error: 'There is no such file.' });
    const session = await services.sessions.read(request, reply);
    if (!session) {
      const next = `/my-account-orders-details/${encodeURIComponent(orderId)}`;
      return reply.header('cache-control', 'no-store').redirect(`/login?next=${encodeURIComponent(next)}`, 303);
    }
    let upstream;
    try {
      upstream = await services.upstreams.returns.creditNotePdf(orderId, returnId, session.email);
    } catch {
      return reply.code(502).send({ error: 'The store could not make the file. Please try again.' });
    }
    if (upstream.status !== 200) {
      upstream.body.resume();
      return reply.code(upstream.status === 404 ? 404 : 502).send({ error: 'There is no such file.' });
    }
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="credit-note-${orderId}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(upstream.body);
  });
}
