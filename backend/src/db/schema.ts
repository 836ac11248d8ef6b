import type {
  ProductTable,
  ProductPhotoTable,
  PhotoUploadTable,
  StockMovementTable,
  TestimonialTable,
  CatalogueVersionTable,
  StockTable,
  CollectionTable,
  BannerTable,
} from './tables/catalogue-tables.ts';
import type {
  CustomerTable,
  StaffTable,
  AuditLogTable,
  SessionTable,
  PasswordResetTable,
} from './tables/account-tables.ts';
import type {
  OrderTable,
  OrderItemTable,
  OrderLogTable,
  CashCollectionTable,
  CounterTable,
  InvoiceTable,
} from './tables/order-tables.ts';
import type {
  SettingTable,
  PageTextTable,
  OutboxTable,
  NewsletterSubscriberTable,
  ContactMessageTable,
} from './tables/shop-tables.ts';
import type { PromotionTable, PromotionRedemptionTable } from './tables/promotion-tables.ts';
import type { ReturnTable, ReturnItemTable, ReturnLogTable, CreditNoteTable } from './tables/return-tables.ts';

export type * from './tables/catalogue-tables.ts';
export type * from './tables/account-tables.ts';
export type * from './tables/order-tables.ts';
export type * from './tables/shop-tables.ts';
export type * from './tables/promotion-tables.ts';
export type * from './tables/return-tables.ts';

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
  photo_uploads: PhotoUploadTable;
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
  page_texts: PageTextTable;
  outbox: OutboxTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  contact_messages: ContactMessageTable;
  promotions: PromotionTable;
  promotion_redemptions: PromotionRedemptionTable;
  returns: ReturnTable;
  return_items: ReturnItemTable;
  return_log: ReturnLogTable;
  credit_notes: CreditNoteTable;
}
