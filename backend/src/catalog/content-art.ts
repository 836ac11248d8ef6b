import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH, SLIDESHOW_HEIGHT_PX, SLIDESHOW_IMAGE_WIDTH } from '@store/domain';
import { bannerSvg, collectionCardSvg } from '../../seed/artwork.ts';
import { flatArtHeight, type FlatArt } from './art-render.ts';
import { ART_FORMATS, ART_SRC_WIDTH, FORMAT_OF_EXTENSION, MEDIA_BASE, slug, type ArtFormat } from './media-paths.ts';
import { ART_WIDTHS } from './product-art.ts';

/**
 * The generated art of a home banner and of a collection card, served as raster copies like a product's: an SVG
 * `<img>` is parsed, styled and laid out (its text shaped) on the page's main thread, which on a phone made the
 * home page's longest tasks; a raster is decoded off it. The SVG stays at its own path (media-paths.ts), which the
 * back office shows.
 */
export type ContentArtKind = 'banners' | 'collections';

/** What each kind is drawn at, and its copies' widths: a banner's span a phone to a wide desktop. */
const KINDS: Record<ContentArtKind, { width: number; height: number; widths: readonly number[]; srcWidth: number }> = {
  banners: {
    width: SLIDESHOW_IMAGE_WIDTH,
    height: SLIDESHOW_HEIGHT_PX,
    widths: [640, 960, 1280, 1920],
    srcWidth: SLIDESHOW_IMAGE_WIDTH,
  },
  collections: {
    width: PRODUCT_IMAGE_WIDTH,
    height: PRODUCT_IMAGE_HEIGHT,
    widths: ART_WIDTHS,
    srcWidth: ART_SRC_WIDTH,
  },
};

/** `7.svg` (the art) or `7-960.avif` (a copy); for a collection the name is its slug, e.g. `jdm-480.webp`. */
const CONTENT_FILE = /^([a-z0-9][a-z0-9-]*?)(?:\.svg|-(\d{3,4})\.(avif|webp|jpg))$/;

export interface ContentArtFile {
  /** The banner's id or the collection's slug. */
  name: string;
  copy: { width: number; format: ArtFormat } | null;
}

export function parseContentArtFile(kind: ContentArtKind, file: string): ContentArtFile | null {
  const match = CONTENT_FILE.exec(file);
  if (!match) return null;
  const [, name = '', width, extension] = match;
  if (width === undefined) return { name, copy: null };
  const format = FORMAT_OF_EXTENSION[extension ?? ''];
  const { widths, srcWidth } = KINDS[kind];
  if (!format || !widths.concat(srcWidth).includes(Number(width))) return null;
  return { name, copy: { width: Number(width), format } };
}

function copyPath(kind: ContentArtKind, name: string, width: number, format: ArtFormat): string {
  return `${MEDIA_BASE}/${kind}/${name}-${width}.${ART_FORMATS[format]}`;
}

/** As an uploaded image is shown: a JPEG `src` any browser shows, its size, and a `srcset` per format. */
function sizedContentArt(kind: ContentArtKind, name: string) {
  const { widths, srcWidth, ...size } = KINDS[kind];
  const srcset = (format: ArtFormat) =>
    widths.map((width) => `${copyPath(kind, name, width, format)} ${width}w`).join(', ');
  return {
    src: copyPath(kind, name, srcWidth, 'jpeg'),
    width: srcWidth,
    height: flatArtHeight(size, srcWidth),
    srcset: { avif: srcset('avif'), webp: srcset('webp'), jpeg: srcset('jpeg') },
  };
}

export const sizedBannerArt = (id: number) => sizedContentArt('banners', String(id));
export const sizedCollectionArt = (name: string) => sizedContentArt('collections', slug(name));

export function bannerArt(banner: { heading: string; text: string }, index: number): FlatArt {
  return { svg: bannerSvg(banner, index), width: KINDS.banners.width, height: KINDS.banners.height };
}

export function collectionArt(collection: { name: string; heading: string }): FlatArt {
  return { svg: collectionCardSvg(collection), width: KINDS.collections.width, height: KINDS.collections.height };
}
