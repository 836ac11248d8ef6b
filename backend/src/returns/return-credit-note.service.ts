import type { Kysely } from 'kysely';
import { creditNoteOfReturn, type CreditNote } from '../admin/returns/credit-note.service.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { ownOrder } from './return-request.service.ts';
import * as repository from './returns.repository.ts';

/**
 * The credit note of one of the shopper's returns: their own order (someone else's is 404, as an unknown one),
 * a return of that order, and a note issued (404 while none: refunded at 0, or not refunded yet).
 */
export async function shopperCreditNote(
  db: Kysely<Database>,
  orderId: string,
  returnId: string,
  email: string,
): Promise<CreditNote> {
  const order = await ownOrder(db, orderId, email);
  const ret = await repository.findReturn(db, returnId);
  if (!ret || ret.order_id !== order.id) throw new HttpError(404, `Return ${returnId} not found.`);
  return creditNoteOfReturn(db, ret.id);
}
