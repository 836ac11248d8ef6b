/**
 * Back-office product photos: /admin-api/products/:id/photos. Changes need `x-staff-email` and are audited.
 *
 * POST   /admin-api/products/:id/photos  multipart/form-data: fields `colour` (one of the product's colours) and
 *        `view` (front, back or detail), and one file: a JPEG, PNG or WebP of at most 10 MB (413 above) and
 *        8000×8000 px (400 above). The type is read from the image itself (415 for anything else). It replaces
 *        that colour and view's photo, if any. → 202 PhotoUpload at once (status `processing`); the copies are
 *        made in the background (photo-worker.ts), then it is a Photo of the product and leaves `photoUploads`
 *        (or stays there as `failed`, with `error`, when the image could not be read).
 * DELETE /admin-api/products/:id/photos/:photoId → {photos: Photo[]}
 * PUT    /admin-api/products/:id/photos/order  {photoIds: string[]} (each of the product's photos once)
 *        → {photos: Photo[]}; in the shop, a colour's photos come in this order, then the generated art for the
 *        views without a photo; the first colour's first image is the product's main image.
 *
 * PhotoUpload {id, colour, view, status: processing|failed, error, createdAt}: a product's are in its
 *        `photoUploads`, oldest first; a newer upload of the same colour and view replaces one still waiting.
 * Photo {id, colour, view, position, width, height (of the upload, upright), src (the widest JPEG),
 *        variants: [{format: avif|webp|jpeg, width, height, url}], createdAt}. Copies are 320, 640, 960 and
 *        1280 px wide (never wider than the upload), without metadata, at /media/v1/photos/<id>/<width>-<hash>.<ext>,
 *        cached as immutable. The shop's product_json lists them in `images` with `srcset` {avif, webp, jpeg}.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { mediaDirOf } from '../../catalog/photo-store.ts';
import { jsonBody } from '../../http/body.ts';
import { actorOf } from '../audit.ts';
import { adminScope, pathId } from '../admin-http.ts';
import * as photos from './photos.service.ts';
import { readUploadForm, UPLOAD_LIMITS } from './upload-form.ts';

export function photoRoutes(app: FastifyInstance, deps: AppDeps): void {
  const services = { db: deps.db.db, now: deps.now, mediaDir: mediaDirOf(deps.config) };
  type WithId = { Params: { id: string } };

  adminScope(app, async (scope) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS });

    scope.post<WithId>('/admin-api/products/:id/photos', async (request, reply) => {
      const actor = actorOf(request);
      const productId = pathId(request.params.id, 'Product');
      const { fields, bytes } = await readUploadForm(scope, request, ['colour', 'view']);
      const upload = await photos.acceptPhotoUpload(services, actor, productId, { ...fields, bytes } as photos.Upload);
      return reply.code(202).send(upload);
    });

    scope.delete<{ Params: { id: string; photoId: string } }>(
      '/admin-api/products/:id/photos/:photoId',
      async (request) => {
        const actor = actorOf(request);
        const productId = pathId(request.params.id, 'Product');
        return photos.deletePhoto(services, actor, productId, request.params.photoId);
      },
    );

    scope.put<WithId>('/admin-api/products/:id/photos/order', async (request) => {
      const actor = actorOf(request);
      const productId = pathId(request.params.id, 'Product');
      return photos.reorderPhotos(services, actor, productId, jsonBody(request).photoIds);
    });
  });
}
