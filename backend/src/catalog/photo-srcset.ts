import { photoPath } from './media-paths.ts';
import type { PhotoFormat, PhotoVariant } from './photo-variant.ts';

/** An uploaded image as the shop shows it: a `src` every browser can show, its size, and a `srcset` per format. */
export interface SizedPhoto {
  src: string;
  width: number;
  height: number;
  srcset: Record<PhotoFormat, string>;
}

/** The widest JPEG is the `src`; the srcsets (narrowest first) let modern browsers pick a smaller AVIF/WebP. */
export function sizedPhoto(photoId: string, variants: readonly PhotoVariant[]): SizedPhoto | null {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  const jpegs = sorted.filter((variant) => variant.format === 'jpeg');
  const fallback = jpegs[jpegs.length - 1] ?? sorted[sorted.length - 1];
  if (!fallback) return null;
  const srcset = (format: PhotoFormat) =>
    sorted
      .filter((variant) => variant.format === format)
      .map((variant) => `${photoPath(photoId, variant.file)} ${variant.width}w`)
      .join(', ');
  return {
    src: photoPath(photoId, fallback.file),
    width: fallback.width,
    height: fallback.height,
    srcset: { avif: srcset('avif'), webp: srcset('webp'), jpeg: srcset('jpeg') },
  };
}
