/** Returns, their lines and history, and tax credit notes. */

/** A shopper's return request (issue 22, domain/src/returns.ts). */
export interface ReturnTable {
  id: string;
  order_id: string;
  /** The order's e-mail: whose return it is. */
  email: string;
  /** A ReturnStatus. */
  status: string;
  /** REFUND or EXCHANGE. */
  kind: string;
  /** PICKUP or DROP_OFF. */
  method: string;
  reason: string;
  note: string;
  created_at: string;
  updated_at: string;
  refusal_reason: string | null;
  pickup_courier: string | null;
  pickup_tracking: string | null;
  picked_up_at: string | null;
  /** CASH, BANK_TRANSFER or REFERENCE. */
  refund_method: string | null;
  refund_reference: string | null;
  refund_fils: number | null;
  exchange_order_id: string | null;
}

export interface ReturnItemTable {
  return_id: string;
  /** The order line (order_items.line_no). */
  line_no: number;
  quantity: number;
  exchange_size: string | null;
  exchange_colour: string | null;
  /** RESTOCK or WRITE_OFF once received. */
  outcome: string | null;
}

export interface ReturnLogTable {
  return_id: string;
  seq: number;
  /** REQUESTED, APPROVED, REFUSED, PICKED_UP, RECEIVED, REFUNDED or EXCHANGED. */
  event: string;
  at: string;
  /** The staff member; null for the shopper. */
  actor: string | null;
  detail: string | null;
}

export interface CreditNoteTable {
  return_id: string;
  /** The gapless sequence number (counters 'credit_note'); printed as formatCreditNoteNumber(number). */
  number: number;
  order_id: string;
  /** The original tax invoice's sequence number. */
  invoice_number: number;
  issued_at: string;
  issued_by: string;
  /** JSON: the seller as printed. */
  seller: string;
  /** JSON: [{ description, size, colour, quantity, unitPriceFils, lineTotalFils }]. */
  lines: string;
  gross_fils: number;
  total_fils: number;
  vat_fils: number;
}
