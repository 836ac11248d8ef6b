/**
 * The shopper's returns, as the gateway asks for them with the signed-in customer's e-mail (never one the browser
 * sends). Someone else's order is 404, as an unknown one is. Plain JSON, money in fils.
 *
 * GET  /returns/:orderId?email= → { orderId, canReturn, refusal, refusalCode, windowLastDay, lines [{ lineNo,
 *        productId, title, size, colour, quantity, returnable, exchangeOptions [{ size, colour, available }] }],
 *        returns [return] }
 * POST /returns/:orderId { email, kind: REFUND|EXCHANGE, method: PICKUP|DROP_OFF, reason, note?, lines [{ lineNo,
 *        quantity, exchangeSize?, exchangeColour? }] } → 201 return; 400 with the reason for a request that breaks
 *        a rule (more than bought less returned…); 409 when the order cannot be returned now (not delivered,
 *        after the window) or the exchange's variant is out of stock. Each refusal names its code beside the
 *        message (RETURN_REFUSAL_CODES) with the field and values its words use (return-refused.ts).
 *   return: { id, orderId, status, kind, method, reason, note, requestedAt, refusalReason, pickup, refund,
 *        exchangeOrderId, lines [{ lineNo, productId, title, size, colour, unitPriceFils, quantity, exchangeSize,
 *        exchangeColour, outcome }], timeline [{ event, at, detail }] } (GET adds creditNote { number } | null)
 * GET  /returns/:orderId/credit-notes/:returnId.pdf?email= → the return's tax credit note as an A4 PDF; 404 for
 *        someone else's order, a return of another order, or one without a credit note.
 */
import type { FastifyInstance } from 'fastify';
import { isEmail, MAX_ORDER_ID_LENGTH } from '@store/domain';
import type { AppDeps } from '../app-deps.ts';
import { jsonBody } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { creditNotePdf } from '../admin/returns/credit-note-pdf.ts';
import { shopperCreditNote } from './return-credit-note.service.ts';
import { returnRefused } from './return-refused.ts';
import { orderReturns, requestReturn } from './return-request.service.ts';

type ByOrder = { Params: { orderId: string } };
type ByReturn = { Params: { orderId: string; returnId: string } };
const MAX_RETURN_ID_LENGTH = 64;

function customerEmail(value: unknown): string {
  if (!isEmail(value)) throw new HttpError(400, 'email must be the customer’s e-mail address.');
  return value;
}

function orderIdOf(request: { params: { orderId: string } }): string {
  const { orderId } = request.params;
  if (orderId.length > MAX_ORDER_ID_LENGTH)
    throw returnRefused(404, { code: 'ORDER_NOT_FOUND', message: 'Order not found.' });
  return orderId;
}

export function returnRoutes(app: FastifyInstance, deps: AppDeps): void {
  const services = { db: deps.db.db, now: deps.now, publicUrl: deps.config.publicUrl };

  app.get<ByOrder>('/returns/:orderId', async (request) => {
    const email = customerEmail((request.query as Record<string, unknown>).email);
    return orderReturns(services, orderIdOf(request), email);
  });

  app.post<ByOrder>('/returns/:orderId', async (request, reply) => {
    const body = jsonBody(request);
    const answer = await requestReturn(services, orderIdOf(request), customerEmail(body.email), body);
    return reply.status(201).send(answer);
  });

  app.get<ByReturn>('/returns/:orderId/credit-notes/:returnId.pdf', async (request, reply) => {
    const email = customerEmail((request.query as Record<string, unknown>).email);
    const { returnId } = request.params;
    if (returnId.length > MAX_RETURN_ID_LENGTH) throw new HttpError(404, 'Return not found.');
    const note = await shopperCreditNote(services.db, orderIdOf(request), returnId, email);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${note.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(await creditNotePdf(note));
  });
}
