import type { FastifyInstance, FastifyReply } from 'fastify';
import { COLOURS } from '@store/domain';
import { bannerSvg, collectionCardSvg, productImageSvg } from '../../seed/artwork.ts';
import type { AppDeps } from '../app-deps.ts';
import { HttpError } from '../http/errors.ts';
import { readId } from '../http/ids.ts';
import * as repository from './catalog.repository.ts';
import { MEDIA_VERSION, slug } from './media-paths.ts';
import { mediaDirOf, readPhotoFile } from './photo-store.ts';

const ONE_YEAR = 365 * 24 * 60 * 60;

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

/**
 * Generated product, collection and banner artwork, and uploaded photos. The paths carry a version (photos: a
 * content hash), so they cache for a year. Hidden products keep their images: old orders show them.
 */
export function mediaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.db.db;
  const base = `/media/${MEDIA_VERSION}`;

  app.get<{ Params: { id: string; file: string } }>(`${base}/products/:id/:file`, async (request, reply) => {
    const match = /^([a-z]+)-(front|back)\.svg$/.exec(request.params.file);
    const colour = match && COLOURS.find((candidate) => slug(candidate) === match[1]);
    const id = readId(request.params.id);
    if (!match || !colour || !id) return notFound();
    const product = await repository.findProduct(db, id, { includeHidden: true });
    if (!product || !(JSON.parse(product.colours) as string[]).includes(colour)) return notFound();
    return sendSvg(reply, productImageSvg(product, colour, match[2] as 'front' | 'back'));
  });

  const mediaDir = mediaDirOf(deps.config);
  app.get<{ Params: { photoId: string; file: string } }>(`${base}/photos/:photoId/:file`, async (request, reply) => {
    const photo = await readPhotoFile(mediaDir, request.params.photoId, request.params.file);
    if (!photo) return notFound();
    return sendImage(reply, photo.contentType, photo.bytes);
  });

  app.get<{ Params: { file: string } }>(`${base}/collections/:file`, async (request, reply) => {
    const collections = await repository.listCollections(db);
    const collection = collections.find((candidate) => `${slug(candidate.name)}.svg` === request.params.file);
    if (!collection) return notFound();
    return sendSvg(reply, collectionCardSvg(collection));
  });

  app.get<{ Params: { file: string } }>(`${base}/banners/:file`, async (request, reply) => {
    const banners = await repository.listBanners(db);
    const index = banners.findIndex((banner) => `${banner.id}.svg` === request.params.file);
    const banner = banners[index];
    if (!banner) return notFound();
    return sendSvg(reply, bannerSvg(banner, index));
  });
}
