/**
 * Site-absolute image paths. The browser loads them through the store's one URL (the gateway passes
 * /media/* through to this backend). The version segment lets them be cached as immutable.
 */
export const MEDIA_VERSION = 'v1';
const base = `/media/${MEDIA_VERSION}`;

export type ProductView = 'front' | 'back';

export function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

export function productImagePath(productId: number, colour: string, view: ProductView): string {
  return `${base}/products/${productId}/${slug(colour)}-${view}.svg`;
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
