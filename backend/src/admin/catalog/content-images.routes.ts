/**
 * Uploaded images for home banners and collection cards, in place of their generated art. Changes need
 * `x-staff-email`, are audited and show in the shop at once.
 *
 * POST   /admin-api/banners/:id/image         multipart/form-data, one file: a JPEG, PNG or WebP of at most 10 MB
 *        (413 above) and 8000×8000 px; the type is read from the image (415 otherwise). → Banner (content.routes.ts)
 *        Copies 640, 1280 and 1920 px wide, in AVIF, WebP and JPEG, without metadata, served as immutable.
 * DELETE /admin-api/banners/:id/image         → Banner, back to the generated art
 * POST   /admin-api/collections/:name/image   (as for a banner; copies 320 to 1280 px wide) → Collection
 * DELETE /admin-api/collections/:name/image   → Collection
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import { mediaDirOf } from '../../catalog/photo-store.ts';
import { actorOf } from '../audit.ts';
import { adminScope, pathId } from '../admin-http.ts';
import { removeContentImage, uploadContentImage, type ImageOwner } from './content-images.service.ts';
import * as content from './content.service.ts';
import { readUploadForm, UPLOAD_LIMITS } from './upload-form.ts';

export function contentImageRoutes(app: FastifyInstance, deps: AppDeps): void {
  const services = { db: deps.db.db, now: deps.now, mediaDir: mediaDirOf(deps.config) };
  const banner = (id: string): ImageOwner => ({ table: 'banners', id: pathId(id, 'Banner') });
  const collection = (name: string): ImageOwner => ({ table: 'collections', name });
  const answer = (owner: ImageOwner) =>
    owner.table === 'banners'
      ? content.readBanner(services.db, owner.id)
      : content.readCollection(services.db, owner.name);

  adminScope(app, async (scope) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS });
    const routes = [
      { path: '/admin-api/banners/:key/image', owner: banner },
      { path: '/admin-api/collections/:key/image', owner: collection },
    ];
    for (const { path, owner } of routes) {
      scope.post<{ Params: { key: string } }>(path, async (request, reply) => {
        const actor = actorOf(request);
        const target = owner(request.params.key);
        const { bytes } = await readUploadForm(scope, request, []);
        await uploadContentImage(services, actor, target, bytes, givenUp(reply));
        return answer(target);
      });
      scope.delete<{ Params: { key: string } }>(path, async (request) => {
        const actor = actorOf(request);
        const target = owner(request.params.key);
        await removeContentImage(services, actor, target);
        return answer(target);
      });
    }
  });
}

/**
 * Aborted when the caller is gone before its answer (the gateway gave up at its deadline): the image is then
 * neither finished nor saved, so a 502 at the gateway is never followed by a change made after all.
 */
function givenUp(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished)
      controller.abort(new HttpError(400, 'The upload was given up before it was saved.'));
  });
  return controller.signal;
}
