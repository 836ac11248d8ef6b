import type { FastifyInstance, FastifyReply } from 'fastify';
import { COLOURS } from '@store/domain';
import { productArt, type ArtView } from '../../seed/artwork.ts';
import type { AppDeps } from '../app-deps.ts';
import { HttpError } from '../http/errors.ts';
import { readId } from '../http/ids.ts';
import * as repository from './catalog.repository.ts';
import { artCopy, flatArtCopy } from './art-cache.ts';
import type { FlatArt } from './art-render.ts';
import { bannerArt, collectionArt, parseContentArtFile, type ContentArtFile } from './content-art.ts';
import { ART_SRC_WIDTH, FORMAT_OF_EXTENSION, MEDIA_BASE, MEDIA_VERSION, slug, type ArtFormat } from './media-paths.ts';
import { mediaDirOf, readPhotoFile } from './photo-store.ts';
import { ART_WIDTHS } from './product-art.ts';

const ONE_YEAR = 365 * 24 * 60 * 60;
/** Slash-separated names of letters, digits, `.`, `_` and `-`, none starting with a dot (no `..`, no `//`). */
const MEDIA_PATH = /^[\w-][\w.-]*(?:\/[\w-][\w.-]*)*$/;

function sendImage(reply: FastifyReply, contentType: string, body: string | Buffer) {
  return reply
    .header('content-type', contentType)
    .header('cache-control', `public, max-age=${ONE_YEAR}, immutable`)
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

function sendSvg(reply: FastifyReply, svg: string) {
  return sendImage(reply, 'image/svg+xml; charset=utf-8', svg);
}

function notFound(): never {
  throw new HttpError(404, 'Image not found.');
}

/** `black-flat.svg` (the art) or `black-flat-640.webp` (a copy): colour, view, and the copy's width and format. */
const PRODUCT_FILE = /^([a-z]+)-(front|back|flat)(?:\.svg|-(\d{3,4})\.(avif|webp|jpg))$/;

interface ProductFile {
  colour: (typeof COLOURS)[number];
  view: ArtView;
  copy: { width: number; format: ArtFormat } | null;
}

function parseProductFile(file: string): ProductFile | null {
  const match = PRODUCT_FILE.exec(file);
  const colour = match && COLOURS.find((candidate) => slug(candidate) === match[1]);
  if (!match || !colour) return null;
  const [, , view, width, extension] = match;
  if (width === undefined) return { colour, view: view as ArtView, copy: null };
  const format = FORMAT_OF_EXTENSION[extension ?? ''];
  if (!format || !(ART_WIDTHS as readonly number[]).concat(ART_SRC_WIDTH).includes(Number(width))) return null;
  return { colour, view: view as ArtView, copy: { width: Number(width), format } };
}

/**
 * Generated product, collection and banner artwork, and uploaded photos. The paths carry a version (photos: a
 * content hash), so they cache for a year. Hidden products keep their images: old orders show them. Generated
 * art (a product's, a banner's, a collection card's) is served as its SVG or as a raster copy (art-cache.ts:
 * drawn once, then read from disk).
 */
export function mediaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.db.db;
  const base = `/media/${MEDIA_VERSION}`;

  const mediaDir = mediaDirOf(deps.config);
  app.get<{ Params: { id: string; file: string } }>(`${base}/products/:id/:file`, async (request, reply) => {
    const file = parseProductFile(request.params.file);
    const id = readId(request.params.id);
    if (!file || !id) return notFound();
    const product = await repository.findProduct(db, id, { includeHidden: true });
    if (!product || !(JSON.parse(product.colours) as string[]).includes(file.colour)) return notFound();
    const art = productArt(product, file.colour, file.view);
    if (!file.copy) return sendSvg(reply, art.svg);
    const bytes = await artCopy(mediaDir, art, file.copy.width, file.copy.format);
    return sendImage(reply, `image/${file.copy.format}`, bytes);
  });

  app.get<{ Params: { photoId: string; file: string } }>(`${base}/photos/:photoId/:file`, async (request, reply) => {
    const photo = await readPhotoFile(mediaDir, request.params.photoId, request.params.file);
    if (!photo) return notFound();
    return sendImage(reply, photo.contentType, photo.bytes);
  });

  /** The art as its SVG, or the raster copy the file names. */
  async function sendFlatArt(reply: FastifyReply, art: FlatArt, file: ContentArtFile) {
    if (!file.copy) return sendSvg(reply, art.svg);
    const bytes = await flatArtCopy(mediaDir, art, file.copy.width, file.copy.format);
    return sendImage(reply, `image/${file.copy.format}`, bytes);
  }

  app.get<{ Params: { file: string } }>(`${base}/collections/:file`, async (request, reply) => {
    const file = parseContentArtFile('collections', request.params.file);
    const collections = file ? await repository.listCollections(db) : [];
    const collection = collections.find((candidate) => slug(candidate.name) === file?.name);
    if (!file || !collection) return notFound();
    return sendFlatArt(reply, collectionArt(collection), file);
  });

  app.get<{ Params: { file: string } }>(`${base}/banners/:file`, async (request, reply) => {
    const file = parseContentArtFile('banners', request.params.file);
    const banners = file ? await repository.listBanners(db) : [];
    const index = banners.findIndex((banner) => String(banner.id) === file?.name);
    const banner = banners[index];
    if (!file || !banner) return notFound();
    return sendFlatArt(reply, bannerArt(banner, index), file);
  });

  // Paths of an older version (an order keeps its line's image path) answer with this version's. Only a path
  // made of the names media files have is redirected: a decoded CR/LF would otherwise reach the Location header.
  app.get<{ Params: { version: string; '*': string } }>('/media/:version/*', async (request, reply) => {
    if (!/^v\d{1,3}$/.test(request.params.version) || request.params.version === MEDIA_VERSION) return notFound();
    if (!MEDIA_PATH.test(request.params['*'])) return notFound();
    return reply.redirect(`${MEDIA_BASE}/${request.params['*']}`, 301);
  });
}
