import type { Generated } from 'kysely';
/**
 * Table types for Kysely. Money is in fils (integers), timestamps are ISO-8601 text made in the app,
 * flags are 0/1 integers and lists are JSON text, so one schema works on SQLite and PostgreSQL.
 */
export interface Database {
  products: ProductTable;
  stock: StockTable;
  collections: CollectionTable;
  banners: BannerTable;
  product_photos: ProductPhotoTable;
  stock_movements: StockMovementTable;
  testimonials: TestimonialTable;
  catalogue_version: CatalogueVersionTable;
  customers: CustomerTable;
  password_resets: PasswordResetTable;
  sessions: SessionTable;
  staff: StaffTable;
  audit_log: AuditLogTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  order_log: OrderLogTable;
  cash_collections: CashCollectionTable;
  counters: CounterTable;
  invoices: InvoiceTable;
  settings: SettingTable;
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
  /** 1: hidden from the shop (every images/ answer); old orders still show it. */
  hidden: number;
}

export interface ProductPhotoTable {
  id: string;
  product_id: number;
  colour: string;
  /** 'front', 'back' or 'detail'. */
  view: string;
  position: number;
  width: number;
  height: number;
  /** JSON: [{format, width, height, file}] (admin/catalog/photo-files.ts). */
  variants: string;
  created_at: string;
}

/** Every change of a stock quantity: staff adjustments, orders, cancellations, variants added or removed. */
export interface StockMovementTable {
  id: string;
  at: string;
  product_id: number;
  size: string;
  colour: string;
  delta: number;
  quantity_after: number | null;
  reason: string;
  note: string | null;
  actor: string;
  order_id: string | null;
}

export interface TestimonialTable {
  id: number;
  author: string;
  text: string;
  product: string;
  price_fils: number;
  stars: number;
  position: number;
}

/** Shards of one counter, bumped by every change the shop shows (catalog/catalogue-version.repository.ts). */
export interface CatalogueVersionTable {
  shard: number;
  version: number;
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
  /** An uploaded image (catalog/content-image.ts), or null for the generated art. */
  image?: string | null;
}

export interface BannerTable {
  id: number;
  alt: string;
  heading: string;
  text: string;
  btntext: string;
  position: number;
  /** An uploaded image (catalog/content-image.ts), or null for the generated art. */
  image?: string | null;
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
  /** Null until an invited member sets a password. */
  password_hash: string | null;
  invite_token_hash: string | null;
  invite_expires_at: string | null;
  created_at: string;
  removed_at: string | null;
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
  /** 'customer' or 'staff'. */
  kind: string;
  /** customers.id or staff.id. */
  principal_id: string;
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
  /** The shipping emirate and phone (phoneSearchDigits), copied out of `shipping` for the back office's list. */
  emirate: string;
  phone_digits: string;
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

export interface SettingTable {
  /** A ShopSettingKey (domain/src/shop-settings.ts). */
  key: string;
  /** JSON. */
  value: string;
  updated_at: string;
  updated_by: string | null;
}

export interface OutboxTable {
  id: string;
  recipient: string;
  subject: string;
  /** The text part. */
  body: string;
  /** The HTML part; null for mails queued before 0004-mail (sent as text only). */
  html: string | null;
  reply_to: string | null;
  created_at: string;
  /** 'pending', 'sent', 'failed' or 'kept' (no SMTP_URL: not sent, kept for /admin/mail). mail/mail-status.ts */
  status: string;
  /** Failed sending attempts so far. */
  attempts: number;
  last_error: string | null;
  /** A pending mail is not tried before this time. */
  next_attempt_at: string | null;
  /** A worker holds the mail until then (claim); another may take it only after. */
  claimed_until: string | null;
  claim_token: string | null;
  sent_at: string | null;
  failed_at: string | null;
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
  /** UNREAD, READ or ANSWERED; the database fills in UNREAD. */
  status: Generated<string>;
}
