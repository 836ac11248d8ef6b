import { photoPath } from './media-paths.ts';
import { sizedPhoto, type SizedPhoto } from './photo-srcset.ts';
import type { PhotoVariant } from './photo-variant.ts';

/** An uploaded banner or collection image, as its row's `image` column keeps it (JSON). */
export interface ContentImage {
  id: string;
  variants: PhotoVariant[];
}

export function parseContentImage(json: string | null | undefined): ContentImage | null {
  if (!json) return null;
  const value = JSON.parse(json) as Partial<ContentImage>;
  return typeof value.id === 'string' && Array.isArray(value.variants) ? (value as ContentImage) : null;
}

/** What the shop shows: the uploaded image's widest JPEG (every browser shows it), or else the generated art. */
export function contentImageSrc(json: string | null | undefined, generated: string): string {
  const image = parseContentImage(json);
  const jpegs = image?.variants.filter((variant) => variant.format === 'jpeg').sort((a, b) => a.width - b.width);
  const widest = jpegs?.[jpegs.length - 1];
  return image && widest ? photoPath(image.id, widest.file) : generated;
}

/** The shown image with its size and per-format srcsets: the upload's, or else the generated art's. */
export function contentImage(
  json: string | null | undefined,
  generated: Omit<SizedPhoto, 'srcset'> & { srcset?: SizedPhoto['srcset'] },
): Omit<SizedPhoto, 'srcset'> & { srcset?: SizedPhoto['srcset'] } {
  const image = parseContentImage(json);
  return (image && sizedPhoto(image.id, image.variants)) ?? generated;
}
