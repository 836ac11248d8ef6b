/** Orders, their lines and history, cash collected, numbering counters and tax invoices. */

export interface OrderTable {
  id: string;
  email: string;
  status: string;
  created_at: string;
  payment_method: string;
  /** JSON: the shipping details as given at checkout. */
  shipping: string;
  subtotal_fils: number;
  discount_fils: number;
  total_fils: number;
  estimated_delivery: string;
  cancel_reason: string | null;
  idempotency_key: string | null;
  request_hash: string | null;
  /** The shipping emirate and phone (phoneSearchDigits), copied out of `shipping` for the back office's list. */
  emirate: string;
  phone_digits: string;
  /** The shopper's first and last name as nameSearchText, for the back office's search. */
  name_search: string;
  /** The discount code used, as it was when the order was placed (0014-promotions); null without one. */
  promotion_id: string | null;
  promotion_code: string | null;
  promotion_kind: string | null;
  promotion_value: number | null;
  code_discount_fils: number;
  /** The return an exchange order ships for (0015-returns); null for a shopper's order. */
  exchange_for: string | null;
  /** The language of the checkout it was placed from, 'en' or 'ar' (domain Locale): its mails are in it (0016). */
  language: string;
}

export interface OrderItemTable {
  order_id: string;
  line_no: number;
  product_id: number;
  title: string;
  img_src: string;
  unit_price_fils: number;
  size: string;
  colour: string;
  quantity: number;
  /** This line's share of the order's code discount (shareDiscount). */
  code_discount_fils: number;
}

export interface OrderLogTable {
  order_id: string;
  seq: number;
  status: string;
  logged_at: string;
  tracking_number: string | null;
  courier: string | null;
  /** The staff member who made the change in the back office; null for the shopper, the CLI or STAFF_TOKEN. */
  actor: string | null;
}

export interface CashCollectionTable {
  order_id: string;
  collected_at: string;
  /** The staff member's e-mail. */
  collected_by: string;
  amount_fils: number;
}

export interface CounterTable {
  name: string;
  value: number;
}

export interface InvoiceTable {
  order_id: string;
  /** The gapless sequence number (counters 'invoice'); printed as formatInvoiceNumber(number). */
  number: number;
  issued_at: string;
  issued_by: string;
  /** JSON: the seller as printed (legal name, trading name, address, TRN, phone, e-mail). */
  seller: string;
  total_fils: number;
  vat_fils: number;
}
