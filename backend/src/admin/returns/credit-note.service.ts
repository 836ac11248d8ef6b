import type { Kysely } from 'kysely';
import {
  CREDIT_NOTE_ADJUSTMENT_LABEL,
  CREDIT_NOTE_TITLE,
  CURRENCY,
  dubaiDate,
  formatCreditNoteNumber,
  formatInvoiceNumber,
  VAT_INCLUDED_NOTE,
  VAT_RATE_PERCENT,
  vatIncluded,
} from '@store/domain';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import * as orders from '../../orders/orders.repository.ts';
import type { ReturnItemRow, ReturnRow } from '../../returns/returns.repository.ts';
import { readSettings } from '../settings/settings.service.ts';
import { invoiceIn, type Seller } from '../orders/invoice.service.ts';
import { addressOf, customerName, shippingOf } from '../orders/order-json.ts';
import * as records from '../orders/order-records.repository.ts';
import * as repository from './credit-notes.repository.ts';

export interface CreditNoteLine {
  description: string;
  size: string;
  colour: string;
  quantity: number;
  unitPriceFils: number;
  lineTotalFils: number;
}

export interface CreditNoteIssue {
  order: orders.OrderRow;
  ret: ReturnRow;
  items: readonly ReturnItemRow[];
  orderItems: readonly orders.OrderItemRow[];
  amountFils: number;
  actor: string;
  now: string;
}

/**
 * Issues the return's tax credit note in the refund's transaction (which holds the order's row): it names the
 * order's tax invoice, issued first if the owner never did, and takes the next credit note number last, so that
 * the counter is held briefly; a rollback gives the number back, so the sequence stays gapless.
 */
export async function issueCreditNote(trx: Kysely<Database>, issue: CreditNoteIssue) {
  const { order, ret, items, orderItems, amountFils, actor, now } = issue;
  const invoice = await invoiceIn(trx, order, actor, now);
  const { legalName, tradingName, address, trn, phone, email } = await readSettings(trx);
  const seller: Seller = { legalName, tradingName, address, trn, phone, email };
  const byLine = new Map(orderItems.map((item) => [item.line_no, item]));
  const lines: CreditNoteLine[] = items.map((item) => {
    const bought = byLine.get(item.line_no)!;
    return {
      description: bought.title,
      size: bought.size,
      colour: bought.colour,
      quantity: item.quantity,
      unitPriceFils: bought.unit_price_fils,
      lineTotalFils: bought.unit_price_fils * item.quantity,
    };
  });
  const row: repository.CreditNoteRow = {
    return_id: ret.id,
    order_id: order.id,
    invoice_number: invoice.number,
    issued_at: now,
    issued_by: actor,
    seller: JSON.stringify(seller),
    lines: JSON.stringify(lines),
    gross_fils: lines.reduce((sum, line) => sum + line.lineTotalFils, 0),
    total_fils: amountFils,
    vat_fils: vatIncluded(amountFils),
    number: await records.takeNextNumber(trx, 'credit_note'),
  };
  await repository.insertCreditNote(trx, row);
  return row;
}

/** A credit note as its print page and PDF show it. */
export async function creditNoteJson(db: Kysely<Database>, note: repository.CreditNoteRow) {
  const order = (await orders.findOrder(db, note.order_id))!;
  const invoice = (await records.findInvoice(db, note.order_id))!;
  const shipping = shippingOf(order);
  return {
    title: CREDIT_NOTE_TITLE,
    number: formatCreditNoteNumber(note.number),
    sequence: note.number,
    issuedAt: note.issued_at,
    creditNoteDate: dubaiDate(new Date(note.issued_at)),
    returnId: note.return_id,
    orderId: order.id,
    orderDate: dubaiDate(new Date(order.created_at)),
    invoice: { number: formatInvoiceNumber(invoice.number), date: dubaiDate(new Date(invoice.issued_at)) },
    currency: CURRENCY,
    seller: JSON.parse(note.seller) as Seller,
    customer: {
      name: customerName(shipping),
      address: addressOf(shipping).text,
      email: order.email,
      phone: shipping.phone,
    },
    lines: JSON.parse(note.lines) as CreditNoteLine[],
    grossFils: note.gross_fils,
    adjustmentLabel: CREDIT_NOTE_ADJUSTMENT_LABEL,
    adjustmentFils: note.gross_fils - note.total_fils,
    totalFils: note.total_fils,
    vatRatePercent: VAT_RATE_PERCENT,
    vatFils: note.vat_fils,
    totalExcludingVatFils: note.total_fils - note.vat_fils,
    vatNote: VAT_INCLUDED_NOTE,
  };
}

export type CreditNote = Awaited<ReturnType<typeof creditNoteJson>>;

/** The return's credit note, or 404 while it has none. */
export async function creditNoteOfReturn(db: Kysely<Database>, returnId: string): Promise<CreditNote> {
  const note = await repository.findCreditNote(db, returnId);
  if (!note) throw new HttpError(404, `Return ${returnId} has no credit note.`);
  return creditNoteJson(db, note);
}
