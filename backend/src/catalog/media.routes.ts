import type { FastifyInstance, FastifyReply } from 'fastify';
import { COLOURS } from '@store/domain';
import { bannerSvg, collectionCardSvg, productImageSvg } from '../../seed/artwork.ts';
import type { AppDeps } from '../app-deps.ts';
import { HttpError } from '../http/errors.ts';
import { readId } from '../http/ids.ts';
import * as repository from './catalog.repository.ts';
import { MEDIA_VERSION, slug } from './media-paths.ts';

const ONE_YEAR = 365 * 24 * 60 * 60;

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', `public, max-age=${ONE_YEAR}, immutable`)
    .header('x-content-type-options', 'nosniff')
    .send(svg);
}

function notFound(): never {
  throw new HttpError(404, 'Image not found.');
}

/** Generated product, collection and banner artwork. The paths carry a version, so they cache for a year. */
export function mediaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.db.db;
  const base = `/media/${MEDIA_VERSION}`;

  app.get<{ Params: { id: string; file: string } }>(`${base}/products/:id/:file`, async (request, reply) => {
    const match = /^([a-z]+)-(front|back)\.svg$/.exec(request.params.file);
    const colour = match && COLOURS.find((candidate) => slug(candidate) === match[1]);
    const id = readId(request.params.id);
    if (!match || !colour || !id) return notFound();
    const product = await repository.findProduct(db, id);
    if (!product || !(JSON.parse(product.colours) as string[]).includes(colour)) return notFound();
    return sendSvg(reply, productImageSvg(product, colour, match[2] as 'front' | 'back'));
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
