import { createHash } from 'node:crypto';
import { PHOTO_FORMATS, PHOTO_MAX_SIDE_PX, photoSizeProblem } from '@store/domain';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { PhotoFormat, PhotoVariant } from '../../catalog/photo-variant.ts';
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

// libvips' own threads per image: two cores are shared with the database, the event loop and password hashing.
sharp.concurrency(1);

/**
 * One encode at a time in this process. Each sharp call holds one of libuv's four threads while it runs, and
 * scrypt (every login) needs the same pool: twelve encodes at once would leave logins waiting behind them.
 */
let lane: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = lane.then(work, work);
  lane = result.catch(() => undefined);
  return result;
}

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

/**
 * What the bytes are, read from the image itself (never the file name or the declared type): its header only,
 * so an upload can be refused at once; the copies are made later (processPhoto).
 */
export async function inspectPhoto(bytes: Buffer): Promise<{ width: number; height: number }> {
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
export async function processPhoto(
  bytes: Buffer,
  sizes: readonly number[] = PHOTO_WIDTHS,
  /** Stops before the next copy (the backend is stopping): rejects with the signal's reason. */
  signal?: AbortSignal,
): Promise<ProcessedPhoto> {
  const { width, height } = await inspectPhoto(bytes);
  const widths = sizes.filter((candidate) => candidate <= width);
  const targets = widths.length > 0 ? widths : [width];
  try {
    // The upload is decoded once, into the widest copy's pixels; every copy is made from those (decoding an
    // 8000×8000 PNG for each of twelve copies was most of the work).
    const widest = await oneAtATime(() =>
      sharp(bytes, INPUT)
        .rotate()
        .resize({ width: Math.max(...targets), withoutEnlargement: true })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true }),
    );
    const { width: rawWidth, height: rawHeight, channels } = widest.info;
    const upright = sharp(widest.data, { raw: { width: rawWidth, height: rawHeight, channels } });
    const variants: ProcessedPhoto['variants'] = [];
    for (const target of targets) {
      for (const format of ['avif', 'webp', 'jpeg'] as const) {
        if (signal?.aborted) break;
        const resized = upright.clone().resize({ width: target, withoutEnlargement: true });
        const { data, info } = await oneAtATime(() => encode(resized, format).toBuffer({ resolveWithObject: true }));
        const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
        const file = `${info.width}-${hash}.${EXTENSIONS[format]}`;
        variants.push({ format, width: info.width, height: info.height, file, bytes: data });
      }
    }
    signal?.throwIfAborted();
    return { width, height, variants };
  } catch (error) {
    if (signal?.aborted) throw error;
    // Well-formed headers over a truncated or corrupt body.
    throw new HttpError(400, 'The image could not be read: it may be damaged.');
  }
}
