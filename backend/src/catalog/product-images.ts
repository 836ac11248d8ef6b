import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from '@store/domain';
import type { ProductPhotoTable } from '../db/schema.ts';
import { PRODUCT_VIEWS, productImagePath, type ProductView } from './media-paths.ts';
import { sizedPhoto } from './photo-srcset.ts';
import type { PhotoFormat, PhotoVariant } from './photo-variant.ts';
import { sizedArt } from './product-art.ts';

export type PhotoRow = ProductPhotoTable;
/** An image of a product in one colour: an uploaded photo, or the generated art where there is none. */
export interface ProductImage {
  src: string;
  width: number;
  height: number;
  alt: string;
  colour: string;
  /** Uploaded photos only. */
  photoId?: string;
  /** The `srcset` of each format, narrowest first. */
  srcset?: Record<PhotoFormat, string>;
}

/** How an image's alt text names a generated view. */
const VIEW_NAMES: Readonly<Record<ProductView, string>> = { front: 'front', back: 'back', flat: 'laid flat' };

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
 * gave them, then the generated art for each view (front, back, flat-lay) no photo covers. The first image of
 * the first colour is the product's main image.
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
    const generated = PRODUCT_VIEWS.filter((view) => !own.some((photo) => photo.view === view)).map((view) => ({
      ...sizedArt(product.id, colour, view),
      alt: `${product.title} in ${colour}, ${VIEW_NAMES[view]}`,
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
