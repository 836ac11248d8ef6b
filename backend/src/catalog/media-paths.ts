import type { ArtView as ProductView } from '../../seed/artwork.ts';

/**
 * Site-absolute image paths. The browser loads them through the store's one URL (the gateway passes
 * /media/* through to this backend). The version segment lets them be cached as immutable: bump it when the
 * bytes behind an unchanged path change (older versions are redirected to this one, see media.routes.ts).
 */
export const MEDIA_VERSION = 'v3';
export const MEDIA_BASE = `/media/${MEDIA_VERSION}`;
const base = MEDIA_BASE;

export { ART_VIEWS as PRODUCT_VIEWS, type ArtView as ProductView } from '../../seed/artwork.ts';

/** Raster copies of the generated art: the formats, and the file extension of each. */
export const ART_FORMATS = { avif: 'avif', webp: 'webp', jpeg: 'jpg' } as const;
export type ArtFormat = keyof typeof ART_FORMATS;

/** The format a copy's file extension names (`jpg` → jpeg). */
export const FORMAT_OF_EXTENSION: Readonly<Record<string, ArtFormat>> = Object.fromEntries(
  Object.entries(ART_FORMATS).map(([format, extension]) => [extension, format as ArtFormat]),
);

/** The width of the copy a product image's `src` names: the spec's 600×800 product image. */
export const ART_SRC_WIDTH = 600;

export function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** The generated art as SVG, the source the raster copies are drawn from. */
export function productSvgPath(productId: number, colour: string, view: ProductView): string {
  return `${base}/products/${productId}/${slug(colour)}-${view}.svg`;
}

/** One raster copy of the generated art, e.g. `/media/v3/products/7/black-flat-640.webp`. */
export function productArtPath(
  productId: number,
  colour: string,
  view: ProductView,
  width: number,
  format: ArtFormat,
): string {
  return `${base}/products/${productId}/${slug(colour)}-${view}-${width}.${ART_FORMATS[format]}`;
}

/** A generated product image as one URL any browser (and a link preview) can show: the JPEG copy. */
export function productImagePath(productId: number, colour: string, view: ProductView): string {
  return productArtPath(productId, colour, view, ART_SRC_WIDTH, 'jpeg');
}

/** An uploaded photo's resized copy; `file` carries a content hash, so the URL never serves other bytes. */
export function photoPath(photoId: string, file: string): string {
  return `${base}/photos/${photoId}/${file}`;
}

export function collectionImagePath(name: string): string {
  return `${base}/collections/${slug(name)}.svg`;
}

export function bannerImagePath(id: number): string {
  return `${base}/banners/${id}.svg`;
}
