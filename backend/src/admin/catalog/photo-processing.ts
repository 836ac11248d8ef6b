import { createHash } from 'node:crypto';
import { PHOTO_FORMATS, PHOTO_MAX_SIDE_PX, photoSizeProblem } from '@store/domain';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { PhotoFormat, PhotoVariant } from '../../catalog/product-images.ts';
import { HttpError } from '../../http/errors.ts';

/** Responsive widths; an image narrower than the smallest is kept at its own width (never upscaled). */
export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const;
/** A home banner fills the screen's width: up to a wide desktop's. */
export const BANNER_WIDTHS = [640, 1280, 1920] as const;
const EXTENSIONS: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
const INPUT = {
  // libvips refuses to decode more pixels than this: a tiny file declaring huge dimensions is not expanded.
  limitInputPixels: PHOTO_MAX_SIDE_PX * PHOTO_MAX_SIDE_PX,
  failOn: 'error',
} as const;

export interface ProcessedPhoto {
  /** As shown: EXIF orientation applied. */
  width: number;
  height: number;
  variants: (PhotoVariant & { bytes: Buffer })[];
}

function encode(image: Sharp, format: PhotoFormat): Sharp {
  if (format === 'avif') return image.avif({ quality: 50, effort: 4 });
  if (format === 'webp') return image.webp({ quality: 80 });
  return image.jpeg({ quality: 82, mozjpeg: true });
}

/** What the bytes are, read from the image itself (never the file name or the declared type). */
async function inspect(bytes: Buffer): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    // Reads the header only (no pixels are decoded), so the declared size can be refused with its own message.
    metadata = await sharp(bytes, { ...INPUT, limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, 'The file is not an image: send a JPEG, PNG or WebP photo.');
  }
  if (!(PHOTO_FORMATS as readonly string[]).includes(metadata.format)) {
    throw new HttpError(415, `The file is a ${metadata.format} image: send a JPEG, PNG or WebP photo.`);
  }
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  const problem = photoSizeProblem(width, height);
  if (problem) throw new HttpError(400, problem);
  return { width, height };
}

/**
 * Checks an upload and makes its copies: each width in AVIF, WebP and JPEG, turned upright, in sRGB, with no
 * metadata (sharp writes none unless asked: EXIF with its GPS position, XMP and ICC are all dropped). Each
 * file is named by its width and a hash of its bytes.
 */
export async function processPhoto(bytes: Buffer, sizes: readonly number[] = PHOTO_WIDTHS): Promise<ProcessedPhoto> {
  const { width, height } = await inspect(bytes);
  const widths = sizes.filter((candidate) => candidate <= width);
  const targets = widths.length > 0 ? widths : [width];
  const upright = sharp(bytes, INPUT).rotate();
  try {
    const variants = await Promise.all(
      targets.flatMap((target) =>
        (['avif', 'webp', 'jpeg'] as const).map(async (format) => {
          const resized = upright.clone().resize({ width: target, withoutEnlargement: true });
          const { data, info } = await encode(resized, format).toBuffer({ resolveWithObject: true });
          const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
          const file = `${info.width}-${hash}.${EXTENSIONS[format]}`;
          return { format, width: info.width, height: info.height, file, bytes: data };
        }),
      ),
    );
    return { width, height, variants };
  } catch {
    // Well-formed headers over a truncated or corrupt body.
    throw new HttpError(400, 'The image could not be read: it may be damaged.');
  }
}
