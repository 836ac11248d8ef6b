/**
 * The back office's returns, plain JSON under /admin-api/returns (money in fils, times ISO-8601 UTC). Every step
 * names its staff member in `x-staff-email` (400 without), is audited in its own transaction, writes the
 * return's timeline and mails the shopper. A step the return is not ready for, or that another member just made,
 * is 409. A refused step names its code beside the message (RETURN_REFUSAL_CODES: STEP_NOT_READY,
 * EXCHANGE_NOT_RESERVED, REFUND_ABOVE_DUE, INPUT_INVALID…) with the field and values its words use.
 *
 * GET  /admin-api/returns?status=&page=&pageSize= → { items [{ id, orderId, status, kind, method, reason,
 *        requestedAt, email, customerName, itemCount }], total, page, pageSize }, newest first
 * GET  /admin-api/returns.csv → text/csv of every return (return, order, email, status, kind, method, reason,
 *        note, requested_at, refund_aed), formulas made inert
 * GET  /admin-api/return-rates → { items [{ productId, soldUnits, returnedUnits, ratePercent }] } (units back over
 *        units sold; products sold at least once)
 * GET  /admin-api/returns/:id → the return (as the shop's), email, order (as GET /admin-api/orders/:id),
 *        refundDueFils (what the rule refunds now; null unless a received refund), creditNote { number,
 *        issuedAt } | null, actions { approve, refuse, pickup, receive, refund, exchange }
 * POST /admin-api/returns/:id/approve → the return; an exchange's variants are taken from stock (409 if out)
 * POST /admin-api/returns/:id/refuse { reason: 1–300 chars } → the return
 * POST /admin-api/returns/:id/pickup { courier, trackingNumber } → the return (an approved pickup, once)
 * POST /admin-api/returns/:id/receive { lines: [{ lineNo, outcome: RESTOCK|WRITE_OFF }] } (every line once)
 * POST /admin-api/returns/:id/refund { method: CASH|BANK_TRANSFER|REFERENCE, reference? (needed but for cash),
 *        amountFils? (default: the rule's amount; more is 409) } → the return; issues the credit note
 * POST /admin-api/returns/:id/exchange { courier, trackingNumber } → the return, with exchangeOrderId
 * GET  /admin-api/returns/:id/credit-note → the credit note (404 while none): { title, number 'CN-000001', sequence,
 *        issuedAt, creditNoteDate, returnId, orderId, orderDate, invoice { number, date }, currency, seller,
 *        customer, lines [{ description, size, colour, quantity, unitPriceFils, lineTotalFils }], grossFils,
 *        adjustmentLabel, adjustmentFils, totalFils, vatRatePercent, vatFils, totalExcludingVatFils, vatNote }
 * GET  /admin-api/returns/:id/credit-note.pdf → the same as an A4 PDF
 */
import type { FastifyInstance } from 'fastify';
import {
  RECEIVED_OUTCOMES,
  REFUND_METHODS,
  REFUND_REFERENCE_MAX,
  RETURN_DECISION_REASON_MAX,
  type ReceivedOutcome,
  type RefundMethod,
} from '@store/domain';
import type { AppDeps } from '../../app-deps.ts';
import { jsonBody } from '../../http/body.ts';
import { returnRefused } from '../../returns/return-refused.ts';
import { actorOf } from '../audit.ts';
import { creditNotePdf } from './credit-note-pdf.ts';
import { creditNoteOfReturn } from './credit-note.service.ts';
import {
  approveReturn,
  dispatchExchange,
  receiveReturn,
  recordReturnPickup,
  refundReturn,
  refuseReturn,
} from './return-actions.service.ts';
import { listReturns, returnDetail } from './return-list.service.ts';
import { returnRates, returnsCsv } from './return-reports.ts';

type ById = { Params: { id: string } };
const SHIPMENT_TEXT_MAX = 100;

/** Input the back office's forms check first: refused with INPUT_INVALID beside its field. */
function invalid(field: string, message: string, count?: number) {
  return returnRefused(400, { code: 'INPUT_INVALID', message, field, ...(count === undefined ? {} : { count }) });
}

function requiredText(body: Record<string, unknown>, name: string, max: number): string {
  const value = body[name];
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '' || text.length > max) throw invalid(name, `${name} must be text of 1 to ${max} characters.`, max);
  // A line break would start a new line in a mail's text part or the PDF: one line only.
  if (/\p{Cc}/u.test(text)) throw invalid(name, `${name} must be one line of text.`, max);
  return text;
}

function shipment(body: Record<string, unknown>) {
  return {
    courier: requiredText(body, 'courier', SHIPMENT_TEXT_MAX),
    trackingNumber: requiredText(body, 'trackingNumber', SHIPMENT_TEXT_MAX),
  };
}

function outcomes(value: unknown): Map<number, ReceivedOutcome> {
  if (!Array.isArray(value) || value.length === 0 || value.length > 50) {
    throw invalid('lines', 'lines must list every returned line with its outcome.');
  }
  const map = new Map<number, ReceivedOutcome>();
  for (const raw of value) {
    const { lineNo, outcome } = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    if (typeof lineNo !== 'number' || !Number.isInteger(lineNo) || map.has(lineNo)) {
      throw invalid('lines', 'Each line names a returned line once.');
    }
    if (!RECEIVED_OUTCOMES.includes(outcome as ReceivedOutcome)) {
      throw invalid('lines', 'Each line is RESTOCK or WRITE_OFF.');
    }
    map.set(lineNo, outcome as ReceivedOutcome);
  }
  return map;
}

function refundOf(body: Record<string, unknown>) {
  const method = body.method as RefundMethod;
  if (!REFUND_METHODS.includes(method)) throw invalid('method', 'method must be CASH, BANK_TRANSFER or REFERENCE.');
  const reference =
    method === 'CASH' && (body.reference === undefined || body.reference === null || body.reference === '')
      ? null
      : requiredText(body, 'reference', REFUND_REFERENCE_MAX);
  const amount = body.amountFils;
  if (amount !== undefined && (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0)) {
    throw invalid('amount', 'amountFils must be a whole number of fils, 0 or more.');
  }
  return { method, reference, ...(amount === undefined ? {} : { amountFils: amount as number }) };
}

export function returnAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const services = { db: deps.db.db, now: deps.now, publicUrl: deps.config.publicUrl };
  const db = services.db;

  app.get('/admin-api/returns', async (request) => listReturns(db, request.query as Record<string, unknown>));
  app.get('/admin-api/returns.csv', async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="returns.csv"')
      .send(await returnsCsv(db)),
  );
  app.get('/admin-api/return-rates', async () => ({ items: await returnRates(db) }));
  app.get<ById>('/admin-api/returns/:id', async (request) => returnDetail(db, request.params.id));

  app.post<ById>('/admin-api/returns/:id/approve', async (request) =>
    approveReturn(services, request.params.id, actorOf(request)),
  );
  app.post<ById>('/admin-api/returns/:id/refuse', async (request) => {
    const actor = actorOf(request);
    const reason = requiredText(jsonBody(request), 'reason', RETURN_DECISION_REASON_MAX);
    return refuseReturn(services, request.params.id, reason, actor);
  });
  app.post<ById>('/admin-api/returns/:id/pickup', async (request) => {
    const actor = actorOf(request);
    return recordReturnPickup(services, request.params.id, shipment(jsonBody(request)), actor);
  });
  app.post<ById>('/admin-api/returns/:id/receive', async (request) => {
    const actor = actorOf(request);
    return receiveReturn(services, request.params.id, outcomes(jsonBody(request).lines), actor);
  });
  app.post<ById>('/admin-api/returns/:id/refund', async (request) => {
    const actor = actorOf(request);
    return refundReturn(services, request.params.id, refundOf(jsonBody(request)), actor);
  });
  app.post<ById>('/admin-api/returns/:id/exchange', async (request) => {
    const actor = actorOf(request);
    return dispatchExchange(services, request.params.id, shipment(jsonBody(request)), actor);
  });

  app.get<ById>('/admin-api/returns/:id/credit-note', async (request) => creditNoteOfReturn(db, request.params.id));
  app.get<ById>('/admin-api/returns/:id/credit-note.pdf', async (request, reply) => {
    const note = await creditNoteOfReturn(db, request.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${note.number}.pdf"`)
      .send(await creditNotePdf(note));
  });
}
