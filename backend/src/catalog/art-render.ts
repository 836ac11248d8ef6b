import sharp, { type Sharp } from 'sharp';
import { PRODUCT_IMAGE_WIDTH } from '@store/domain';
import type { ProductArt } from '../../seed/artwork.ts';
import { seededRandom } from '../../seed/seeded-random.ts';
import type { ArtFormat } from './media-paths.ts';
import { artHeight } from './product-art.ts';

/**
 * The generated art drawn to pixels, as an uploaded photo's copies are: the SVG rasterised by librsvg at the
 * copy's width, then what an SVG filter would make librsvg slow at done by libvips: the shirt's soft cast
 * shadow (its outline blurred) and a knit grain on the cloth.
 * Deterministic: the same art, width and format give the same bytes.
 */

/**
 * Encoder settings; part of the cache key (art-cache.ts), so changing them never serves old copies. AVIF at
 * libaom's effort 0: 70% of the WebP's bytes in about the WebP's time. Effort 2 saves a fifth more but takes
 * twice as long, and a cold page's copies are drawn while its shopper waits (they timed out on a busy server).
 */
export const ART_ENCODING = {
  avif: { quality: 50, effort: 0 },
  webp: { quality: 80, effort: 3 },
  jpeg: { quality: 82, mozjpeg: true },
} as const;

const grains = new Map<number, Buffer>();

/**
 * A grey noise the size of a copy, mid-grey on average: each value runs down two rows, as the loops of a
 * jersey knit run in columns. Made once per width (five widths: a few MB in all).
 */
function grainOf(width: number, height: number): Buffer {
  const known = grains.get(width);
  if (known) return known;
  const random = seededRandom(width);
  const grain = Buffer.alloc(width * height);
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 1) {
      const value = 128 + (random() - 0.5) * 22 + (x % 2 === 0 ? 3 : -3);
      grain[y * width + x] = value;
      if (y + 1 < height) grain[(y + 1) * width + x] = value + (random() - 0.5) * 6;
    }
  }
  grains.set(width, grain);
  return grain;
}

function rasterise(svg: string, width: number, height: number) {
  return sharp(Buffer.from(svg), { density: (72 * width) / PRODUCT_IMAGE_WIDTH }).resize(width, height, {
    fit: 'fill',
  });
}

/** Grey-and-alpha pixels as a PNG sharp can composite. */
function greyAlpha(grey: Buffer, alpha: Buffer, width: number, height: number) {
  const raw = { width, height, channels: 1 } as const;
  return sharp(grey, { raw }).joinChannel(alpha, { raw }).png({ compressionLevel: 0 }).toBuffer();
}

/** Black with the blurred outline, shifted, as its alpha; nothing where the cloth itself is. */
async function shadowLayer(cloth: Buffer, art: ProductArt, width: number, height: number) {
  const scale = width / PRODUCT_IMAGE_WIDTH;
  const { dx, dy, blur, opacity } = art.shadow;
  const blurred = await sharp(cloth, { raw: { width, height, channels: 1 } })
    .blur(Math.max(0.3, blur * scale))
    .extractChannel(0)
    .raw()
    .toBuffer();
  const [sx, sy] = [Math.round(dx * scale), Math.round(dy * scale)];
  const alpha = Buffer.alloc(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [fromX, fromY] = [x - sx, y - sy];
      const cast = fromX >= 0 && fromY >= 0 && fromX < width && fromY < height ? blurred[fromY * width + fromX]! : 0;
      alpha[y * width + x] = (cast * opacity * (255 - cloth[y * width + x]!)) / 255;
    }
  }
  return greyAlpha(Buffer.alloc(width * height), alpha, width, height);
}

export async function renderArt(art: ProductArt, width: number, format: ArtFormat): Promise<Buffer> {
  const height = artHeight(width);
  const cloth = await rasterise(art.fabric, width, height).extractChannel(0).raw().toBuffer();
  // Grain on the cloth only: noise on the smooth backdrop would cost bytes and encoding time for little.
  const grainAlpha = cloth;
  const [shadow, grain] = await Promise.all([
    shadowLayer(cloth, art, width, height),
    greyAlpha(grainOf(width, height), grainAlpha, width, height),
  ]);
  const image = rasterise(art.svg, width, height)
    .composite([{ input: shadow }, { input: grain, blend: 'soft-light' }])
    .removeAlpha();
  return encoded(image, format);
}

function encoded(image: Sharp, format: ArtFormat): Promise<Buffer> {
  if (format === 'avif') return image.avif(ART_ENCODING.avif).toBuffer();
  return format === 'webp' ? image.webp(ART_ENCODING.webp).toBuffer() : image.jpeg(ART_ENCODING.jpeg).toBuffer();
}

/** A banner's or collection card's generated art: the SVG and the size it is drawn at. */
export interface FlatArt {
  svg: string;
  width: number;
  height: number;
}

/** A copy's height: the art's proportions at the copy's width. */
export function flatArtHeight(art: Omit<FlatArt, 'svg'>, width: number): number {
  return Math.round((width * art.height) / art.width);
}

/**
 * A banner's or collection card's SVG drawn to pixels as it is (no shadow, no grain). A browser lays out an SVG
 * image as a document of its own on the page's main thread, text and all; a raster is decoded off it.
 */
export function renderFlatArt(art: FlatArt, width: number, format: ArtFormat): Promise<Buffer> {
  const image = sharp(Buffer.from(art.svg), { density: (72 * width) / art.width })
    .resize(width, flatArtHeight(art, width), { fit: 'fill' })
    .removeAlpha();
  return encoded(image, format);
}
