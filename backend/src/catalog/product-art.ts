import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from '@store/domain';
import { ART_SRC_WIDTH, productArtPath, productImagePath, type ArtFormat, type ProductView } from './media-paths.ts';

/**
 * The widths of the generated art's copies: those of an uploaded photo (PHOTO_WIDTHS) and 480, for a phone's
 * product card (about 183 CSS px at 1.75–2 device pixels each), which would otherwise need the 640 copy.
 */
export const ART_WIDTHS = [320, 480, 640, 960, 1280] as const;

/** A copy's height: the 600×800 frame's proportions. */
export function artHeight(width: number): number {
  return Math.round((width * PRODUCT_IMAGE_HEIGHT) / PRODUCT_IMAGE_WIDTH);
}

/**
 * Generated art as the shop shows it, like an uploaded photo: a JPEG `src` (600×800, the spec's product image),
 * its size, and `srcset`s of AVIF, WebP and JPEG copies at the photos' widths.
 */
export function sizedArt(productId: number, colour: string, view: ProductView) {
  const srcset = (format: ArtFormat) =>
    ART_WIDTHS.map((width) => `${productArtPath(productId, colour, view, width, format)} ${width}w`).join(', ');
  return {
    src: productImagePath(productId, colour, view),
    width: ART_SRC_WIDTH,
    height: artHeight(ART_SRC_WIDTH),
    srcset: { avif: srcset('avif'), webp: srcset('webp'), jpeg: srcset('jpeg') },
  };
}
