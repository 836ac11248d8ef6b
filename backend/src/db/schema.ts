/**
 * Table types for Kysely. Money is in fils (integers), timestamps are ISO-8601 text made in the app,
 * flags are 0/1 integers and lists are JSON text, so one schema works on SQLite and PostgreSQL.
 */
export interface Database {
  products: ProductTable;
  stock: StockTable;
  collections: CollectionTable;
  banners: BannerTable;
  customers: CustomerTable;
  password_resets: PasswordResetTable;
  sessions: SessionTable;
  staff: StaffTable;
  staff_sessions: StaffSessionTable;
  audit_log: AuditLogTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  order_log: OrderLogTable;
  outbox: OutboxTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  contact_messages: ContactMessageTable;
}

export interface ProductTable {
  id: number;
  title: string;
  description: string;
  collection: string;
  brand: string;
  price_fils: number;
  old_price_fils: number | null;
  hot_sale: number;
  top_pick: number;
  /** JSON: colour names in display order. */
  colours: string;
  /** JSON: size names in display order. */
  sizes: string;
  /** JSON: care instructions. */
  care: string;
  composition: string;
  origin: string;
  position: number;
}

export interface StockTable {
  product_id: number;
  size: string;
  colour: string;
  quantity: number;
}

export interface CollectionTable {
  name: string;
  heading: string;
  description: string;
  lookbook_product_id: number | null;
  position: number;
}

export interface BannerTable {
  id: number;
  alt: string;
  heading: string;
  text: string;
  btntext: string;
  position: number;
}

export interface CustomerTable {
  id: string;
  /** Normalised (trimmed, lower-case): unique case-insensitively. */
  email: string;
  fname: string;
  lname: string;
  phone: string;
  whatsapp: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
}

export interface StaffTable {
  id: string;
  email: string;
  name: string;
  /** 'OWNER' or 'STAFF' (domain/src/staff-roles.ts). */
  role: string;
  password_hash: string;
  created_at: string;
  removed_at: string | null;
}

export interface StaffSessionTable {
  id_hash: string;
  staff_id: string;
  remember: number;
  created_at: string;
  expires_at: string;
}

export interface AuditLogTable {
  id: string;
  at: string;
  actor: string;
  action: string;
  subject: string;
  /** JSON. */
  detail: string;
}

export interface SessionTable {
  /** SHA-256 (hex) of the session id the customer's cookie carries. */
  id_hash: string;
  customer_id: string;
  remember: number;
  created_at: string;
  expires_at: string;
}

export interface PasswordResetTable {
  /** SHA-256 of the token: the token itself is only in the e-mail. */
  token_hash: string;
  customer_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

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
}

export interface OrderLogTable {
  order_id: string;
  seq: number;
  status: string;
  logged_at: string;
  tracking_number: string | null;
  courier: string | null;
}

export interface OutboxTable {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
  sent_at: string | null;
}

export interface NewsletterSubscriberTable {
  email: string;
  created_at: string;
}

export interface ContactMessageTable {
  id: string;
  service_id: string;
  template_id: string;
  name: string;
  email: string;
  message: string;
  created_at: string;
}
