import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from '@store/domain';
import type { ProductPhotoTable } from '../db/schema.ts';
import { productImagePath } from './media-paths.ts';
import { sizedPhoto } from './photo-srcset.ts';

export type PhotoRow = ProductPhotoTable;
export type PhotoFormat = 'avif' | 'webp' | 'jpeg';

/** One resized copy of an uploaded photo, stored as `file` in the photo's folder of the media directory. */
export interface PhotoVariant {
  format: PhotoFormat;
  width: number;
  height: number;
  file: string;
}

/** An image of a product in one colour: an uploaded photo, or the generated art where there is none. */
export interface ProductImage {
  src: string;
  width: number;
  height: number;
  alt: string;
  colour: string;
  /** Uploaded photos only: their id and the `srcset` of each format, widest last. */
  photoId?: string;
  srcset?: Record<PhotoFormat, string>;
}

/** The views the generated art covers. */
const GENERATED_VIEWS = ['front', 'back'] as const;

export function parseVariants(json: string): PhotoVariant[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? (value as PhotoVariant[]) : [];
}

function photoImage(photo: PhotoRow, title: string): ProductImage {
  const sized = sizedPhoto(photo.id, parseVariants(photo.variants));
  return {
    ...(sized ?? { src: '', width: PRODUCT_IMAGE_WIDTH, height: PRODUCT_IMAGE_HEIGHT }),
    alt: `${title} in ${photo.colour}, ${photo.view}`,
    colour: photo.colour,
    photoId: photo.id,
  };
}

/**
 * A product's images, colour by colour in the product's colour order: that colour's photos in the order staff
 * gave them, then the generated art for each view (front, back) no photo covers. The first image of the first
 * colour is the product's main image.
 */
export function productImages(
  product: { id: number; title: string },
  colours: readonly string[],
  photos: readonly PhotoRow[],
): ProductImage[][] {
  return colours.map((colour) => {
    const own = photos
      .filter((photo) => photo.product_id === product.id && photo.colour === colour)
      .sort((a, b) => a.position - b.position);
    const generated = GENERATED_VIEWS.filter((view) => !own.some((photo) => photo.view === view)).map((view) => ({
      src: productImagePath(product.id, colour, view),
      width: PRODUCT_IMAGE_WIDTH,
      height: PRODUCT_IMAGE_HEIGHT,
      alt: `${product.title} in ${colour}, ${view}`,
      colour,
    }));
    return [...own.map((photo) => photoImage(photo, product.title)), ...generated];
  });
}

/** The main image: the first colour's first photo, else its generated front. */
export function mainImageSrc(
  product: { id: number; title: string },
  colours: readonly string[],
  photos: readonly PhotoRow[],
) {
  return (
    productImages(product, colours.slice(0, 1), photos)[0]?.[0]?.src ?? productImagePath(product.id, 'Black', 'front')
  );
}
