import type { StoreContact } from '@store/domain';
import type { ArabicTexts } from './in-language.ts';

/**
 * The gateway's catalogue model: what `datasources/images-api.ts` makes of the upstream `product_json` and
 * `json_data`. Resolvers read these; codegen maps the schema's Product and Collection onto them.
 */

export interface StockEntry {
  size: string;
  colour: string;
  quantity: number;
}

/** `srcset` candidate lists of an uploaded photo's copies, per format. */
export interface ImageSrcsetModel {
  avif: string;
  webp: string;
  jpeg: string;
}

export interface PictureModel {
  src: string;
  width: number;
  height: number;
  /** Uploaded photos only; generated art (SVG) has none. */
  srcset: ImageSrcsetModel | null;
}

export interface ProductImageModel extends PictureModel {
  id: string;
  alt: string;
  colour: string;
}

export interface ProductModel {
  id: string;
  title: string;
  description: string;
  /** AED. */
  price: number;
  /** AED; present only when on sale. */
  oldPrice: number | null;
  hotSale: boolean;
  imageSrc: string;
  hoverImageSrc: string;
  images: ProductImageModel[];
  colours: { name: string; imageSrc: string }[];
  sizes: string[];
  stock: StockEntry[];
  collection: string;
  brand: string;
  care: string[];
  composition: string;
  origin: string;
  /** Position in the upstream list: the "Sort by (Default)" order. */
  position: number;
  /** The shown texts in Arabic (issue 21); a legacy upstream has none. */
  ar?: ArabicTexts<'title' | 'description' | 'care' | 'composition' | 'origin'>;
}

export interface CollectionModel {
  name: string;
  heading: string;
  description: string;
  imageSrc: string;
  image: PictureModel;
  alt: string;
  productCount: number;
  lookbook: { productId: string; imageSrc: string; price: number } | null;
  /** The card's texts in Arabic (issue 21); `name` stays the key, its Arabic is only shown. */
  ar?: ArabicTexts<'name' | 'heading' | 'description'>;
}

export interface BannerModel {
  id: string;
  alt: string;
  imageSrc: string;
  image: PictureModel;
  heading: string;
  text: string;
  buttonText: string;
  /** A path on this store. */
  link: string;
  ar?: ArabicTexts<'alt' | 'heading' | 'text' | 'buttonText'>;
}

/** A customer's words on the home page; price in AED. */
export interface TestimonialModel {
  id: string;
  author: string;
  text: string;
  product: string;
  price: number;
  stars: number;
  ar?: ArabicTexts<'author' | 'text' | 'product'>;
}

export interface CatalogueSnapshot {
  products: ProductModel[];
  collections: CollectionModel[];
  banners: BannerModel[];
  topPickIds: string[];
  testimonials: TestimonialModel[];
  /** The shop's contacts, address and TRN from its settings: loaded with the catalogue, cached with it. */
  storeContact: StoreContact;
  /** The About, FAQ and policy texts staff rewrote (images/page-texts/): loaded with the catalogue, cached with it. */
  pageTexts: PageTextModel[];
}

/**
 * A page text staff rewrote, compiled (Lingui's compiled form) per language and kept as the JSON text the schema's
 * `PageText.message` sends, written once per catalogue load; Arabic null: the English stands in.
 */
export interface PageTextModel {
  key: string;
  en: string;
  ar: string | null;
}

/** Total units over every size and colour. */
export function totalStock(product: ProductModel): number {
  return product.stock.reduce((sum, entry) => sum + entry.quantity, 0);
}

export function isInStock(product: ProductModel): boolean {
  return product.stock.some((entry) => entry.quantity > 0);
}

export type LookbookModel = NonNullable<CollectionModel['lookbook']>;
