import { aedToFils, filsToAed, type PhotoUploadStatus } from '@store/domain';
import type {
  AdminBanner,
  AdminCollection,
  AdminProduct,
  AdminProductSummary,
  AdminTestimonial,
  LowStockVariant,
  ProductPhotoUpload,
  StockMovement,
} from '../__generated__/resolvers-types.ts';

/** The admin-api's catalogue shapes (ids as numbers, money in fils) to the schema's (AED), and back. */

/** A schema type as the admin-api sends it: the named fields replaced by their wire form. */
type Wire<T, Replaced extends keyof T, WireFields> = Omit<T, Replaced | '__typename'> & WireFields;

type Money = { priceFils: number; oldPriceFils?: number | null };
export type ProductSummaryWire = Wire<AdminProductSummary, 'id' | 'price' | 'oldPrice', { id: number } & Money>;
type PhotoUploadWire = Omit<ProductPhotoUpload, 'status' | '__typename'> & { status: PhotoUploadStatus };
export type ProductWire = Wire<
  AdminProduct,
  'id' | 'price' | 'oldPrice' | 'care' | 'photoUploads',
  { id: number; care?: string[]; photoUploads?: PhotoUploadWire[] } & Money
>;
export type BannerWire = Wire<
  AdminBanner,
  'id' | 'buttonText' | 'buttonTextAr',
  { id: number; btntext: string; btntextAr?: string | null }
>;
export type TestimonialWire = Wire<AdminTestimonial, 'id' | 'price', { id: number; priceFils: number }>;
export type CollectionWire = Wire<AdminCollection, 'lookbookProductId', { lookbookProductId?: number | null }>;
export type LowStockWire = Wire<LowStockVariant, 'productId', { productId: number }>;
export type MovementWire = Wire<StockMovement, 'id' | 'productId', { id: number; productId: number }>;

const aed = (fils: number | null | undefined) => filsToAed(fils ?? 0);
const optionalAed = (fils: number | null | undefined) => (fils === null || fils === undefined ? null : aed(fils));

export function productSummary(wire: ProductSummaryWire): AdminProductSummary {
  return { ...wire, id: String(wire.id), price: aed(wire.priceFils), oldPrice: optionalAed(wire.oldPriceFils) };
}

export function product(wire: ProductWire): AdminProduct {
  return {
    ...wire,
    id: String(wire.id),
    price: aed(wire.priceFils),
    oldPrice: optionalAed(wire.oldPriceFils),
    care: wire.care ?? [],
    photoUploads: (wire.photoUploads ?? []).map((upload) => ({
      ...upload,
      status: upload.status === 'failed' ? 'FAILED' : 'PROCESSING',
    })),
  };
}

export function productInput(input: { price: number; oldPrice?: number | null; [field: string]: unknown }) {
  const { price, oldPrice, ...rest } = input;
  return {
    ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null && value !== undefined)),
    priceFils: aedToFils(price),
    oldPriceFils: oldPrice === null || oldPrice === undefined ? null : aedToFils(oldPrice),
  };
}

export function banner(wire: BannerWire): AdminBanner {
  const { btntext, btntextAr, ...rest } = wire;
  return { ...rest, id: String(wire.id), buttonText: btntext, buttonTextAr: btntextAr ?? null };
}

export function bannerInput(input: { buttonText: string; buttonTextAr?: string | null; [field: string]: unknown }) {
  const { buttonText, buttonTextAr, ...rest } = input;
  return { ...rest, btntext: buttonText, btntextAr: buttonTextAr ?? null };
}

export function testimonial(wire: TestimonialWire): AdminTestimonial {
  return { ...wire, id: String(wire.id), price: aed(wire.priceFils) };
}

export function testimonialInput(input: { price: number; [field: string]: unknown }) {
  const { price, ...rest } = input;
  return { ...rest, priceFils: aedToFils(price) };
}

export function collection(wire: CollectionWire): AdminCollection {
  const { lookbookProductId } = wire;
  return {
    ...wire,
    lookbookProductId: lookbookProductId === null || lookbookProductId === undefined ? null : String(lookbookProductId),
  };
}

export function movement(wire: MovementWire): StockMovement {
  return { ...wire, id: String(wire.id), productId: String(wire.productId) };
}

export function lowStockVariant(wire: LowStockWire): LowStockVariant {
  return { ...wire, productId: String(wire.productId) };
}
