import { arabicMissingFields, type PhotoUploadStatus } from '@store/domain';
import type { StockTable } from '../../db/schema.ts';
import { photoPath } from '../../catalog/media-paths.ts';
import { mainImageSrc, parseVariants, type PhotoRow } from '../../catalog/product-images.ts';
import type { PhotoUploadRow } from './photo-uploads.repository.ts';
import type { ProductRow } from './products.repository.ts';

/** A product's Arabic texts as the back office edits them, and the shown fields that lack one. */
function productArabic(row: ProductRow) {
  const arabic = {
    titleAr: row.title_ar ?? null,
    descriptionAr: row.description_ar ?? null,
    careAr: row.care_ar ? list(row.care_ar) : null,
    compositionAr: row.composition_ar ?? null,
    originAr: row.origin_ar ?? null,
  };
  const missing = arabicMissingFields({
    title: arabic.titleAr,
    description: arabic.descriptionAr,
    ...(list(row.care).length > 0 && { care: arabic.careAr }),
    composition: arabic.compositionAr,
    origin: arabic.originAr,
  });
  return { arabic, missing };
}

/** The back office's JSON (documented in products.routes.ts and photos.routes.ts): camelCase, money in fils. */

function list(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.map(String) : [];
}

export function adminPhoto(photo: PhotoRow) {
  const variants = parseVariants(photo.variants).map((variant) => ({
    format: variant.format,
    width: variant.width,
    height: variant.height,
    url: photoPath(photo.id, variant.file),
  }));
  const jpegs = variants.filter((variant) => variant.format === 'jpeg').sort((a, b) => a.width - b.width);
  return {
    id: photo.id,
    colour: photo.colour,
    view: photo.view,
    position: photo.position,
    width: photo.width,
    height: photo.height,
    src: jpegs[jpegs.length - 1]?.url ?? variants[0]?.url ?? '',
    variants,
    createdAt: photo.created_at,
  };
}

export type AdminPhoto = ReturnType<typeof adminPhoto>;

/** An upload not yet a photo: `processing` until its copies exist, or `failed` with why. */
export function adminPhotoUpload(upload: PhotoUploadRow) {
  return {
    id: upload.id,
    colour: upload.colour,
    view: upload.view,
    status: upload.status as PhotoUploadStatus,
    error: upload.error,
    createdAt: upload.created_at,
  };
}

export function adminProduct(
  row: ProductRow,
  stock: readonly StockTable[],
  photos: readonly PhotoRow[],
  uploads: readonly PhotoUploadRow[] = [],
) {
  const sizes = list(row.sizes);
  const colours = list(row.colours);
  const quantity = (size: string, colour: string) =>
    stock.find((entry) => entry.product_id === row.id && entry.size === size && entry.colour === colour)?.quantity ?? 0;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priceFils: row.price_fils,
    oldPriceFils: row.old_price_fils,
    collection: row.collection,
    brand: row.brand,
    hotSale: row.hot_sale === 1,
    topPick: row.top_pick === 1,
    care: list(row.care),
    composition: row.composition,
    origin: row.origin,
    sizes,
    colours,
    hidden: row.hidden === 1,
    position: row.position,
    imageSrc: mainImageSrc(row, colours, photos),
    variants: sizes.flatMap((size) => colours.map((colour) => ({ size, colour, quantity: quantity(size, colour) }))),
    photos: photos.filter((photo) => photo.product_id === row.id).map(adminPhoto),
    photoUploads: uploads.filter((upload) => upload.product_id === row.id).map(adminPhotoUpload),
    ...productArabic(row).arabic,
    arabicMissing: productArabic(row).missing,
  };
}

export function adminProductSummary(
  row: ProductRow & { total_stock: string | number | null },
  photos: readonly PhotoRow[],
) {
  return {
    id: row.id,
    title: row.title,
    brand: row.brand,
    collection: row.collection,
    priceFils: row.price_fils,
    oldPriceFils: row.old_price_fils,
    hotSale: row.hot_sale === 1,
    topPick: row.top_pick === 1,
    hidden: row.hidden === 1,
    position: row.position,
    totalStock: Number(row.total_stock ?? 0),
    imageSrc: mainImageSrc(row, list(row.colours), photos),
    arabicMissing: productArabic(row).missing,
  };
}
