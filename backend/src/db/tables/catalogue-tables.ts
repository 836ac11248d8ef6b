/** The catalogue: products, their stock, photos and movements, collections, banners, testimonials. */

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
  /** Arabic beside the shown texts (0017-arabic-content); null: missing, Arabic pages show the English. */
  title_ar?: string | null;
  description_ar?: string | null;
  /** JSON: care instructions in Arabic. */
  care_ar?: string | null;
  composition_ar?: string | null;
  origin_ar?: string | null;
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

/** A product photo uploaded and waiting for its copies (admin/catalog/photo-worker.ts), or that failed. */
export interface PhotoUploadTable {
  id: string;
  product_id: number;
  colour: string;
  view: string;
  /** The staff member's e-mail, for the audit once the photo is saved. */
  actor: string;
  /** 'processing' or 'failed' (domain PHOTO_UPLOAD_STATUSES). */
  status: string;
  /** Why it failed, for staff. */
  error: string | null;
  attempts: number;
  /** A worker holds it until then; null when none does. */
  claimed_until: string | null;
  claim_token: string | null;
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
  author_ar?: string | null;
  text_ar?: string | null;
  product_ar?: string | null;
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
  /** The name Arabic pages show; `name` stays the collection's key. */
  name_ar?: string | null;
  heading_ar?: string | null;
  description_ar?: string | null;
}

export interface BannerTable {
  id: number;
  alt: string;
  heading: string;
  text: string;
  btntext: string;
  /** Where the button leads: a path on this store (domain's readBannerLink). */
  link: string;
  position: number;
  /** An uploaded image (catalog/content-image.ts), or null for the generated art. */
  image?: string | null;
  alt_ar?: string | null;
  heading_ar?: string | null;
  text_ar?: string | null;
  btntext_ar?: string | null;
}
