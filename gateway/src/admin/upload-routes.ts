import { Transform, type TransformCallback } from 'node:stream';
import { COLLECTIONS, PHOTO_MAX_BYTES } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { GatewayServices } from '../context.ts';
import { createStaffAccess } from './staff-access.ts';

/** The photo and the form fields around it. */
const UPLOAD_MAX_BYTES = PHOTO_MAX_BYTES + 64 * 1024;

/** Passes the bytes on, and fails the stream once more than `limit` have gone through. */
class ByteLimit extends Transform {
  #seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.#seen += chunk.length;
    if (this.#seen > this.limit) return done(new Error('upload too large'));
    done(null, chunk);
  }
}

/** The uploads the back office makes, each to its backend path (null: no such thing, 404). */
const UPLOADS: { path: string; backendPath: (params: Record<string, string>) => string | null }[] = [
  {
    path: '/admin/uploads/products/:id/photos',
    backendPath: ({ id = '' }) => (/^[1-9]\d{0,9}$/.test(id) ? `admin-api/products/${id}/photos` : null),
  },
  {
    path: '/admin/uploads/banners/:id/image',
    backendPath: ({ id = '' }) => (/^[1-9]\d{0,9}$/.test(id) ? `admin-api/banners/${id}/image` : null),
  },
  {
    path: '/admin/uploads/collections/:name/image',
    backendPath: ({ name = '' }) =>
      (COLLECTIONS as readonly string[]).includes(name)
        ? `admin-api/collections/${encodeURIComponent(name)}/image`
        : null,
  },
];

/**
 * Image uploads (multipart, outside GraphQL): product photos, banner and collection images. Checked for a staff
 * session and size here, streamed to the backend, which reads the image itself and refuses anything but JPEG,
 * PNG or WebP (admin/catalog/photos.routes.ts, content-images.routes.ts).
 */
export async function adminUploadRoutes(app: FastifyInstance, services: GatewayServices): Promise<void> {
  await app.register(async (scope) => {
    // The body is streamed to the backend as it comes, never parsed or held here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    for (const upload of UPLOADS) {
      scope.post<{ Params: Record<string, string> }>(upload.path, async (request, reply) => {
        const staff = createStaffAccess(services.staffSessions, services.upstreams.accounts, request, reply);
        const member = await staff.member();
        if (!member) return reply.code(401).send({ error: 'Sign in to the back office first.' });
        const type = request.headers['content-type'] ?? '';
        if (!type.startsWith('multipart/form-data')) {
          return reply.code(415).send({ error: 'Send the photo as multipart/form-data.' });
        }
        if (Number(request.headers['content-length'] ?? 0) > UPLOAD_MAX_BYTES) {
          return reply.code(413).send({ error: 'A photo may be at most 10 MB.' });
        }
        const backendPath = upload.backendPath(request.params);
        if (!backendPath) return reply.code(404).send({ error: 'There is nothing here to upload to.' });
        const body = request.raw.pipe(new ByteLimit(UPLOAD_MAX_BYTES));
        try {
          const answer = await services.upstreams.adminClient.forward(
            backendPath,
            { 'content-type': type, 'x-staff-email': member.email },
            body,
          );
          return reply.code(answer.status).send(answer.body);
        } catch {
          const tooLarge = body.destroyed && (body.errored?.message ?? '') === 'upload too large';
          return tooLarge
            ? reply.code(413).send({ error: 'A photo may be at most 10 MB.' })
            : reply.code(502).send({ error: 'The store could not take the photo. Please try again.' });
        }
      });
    }
  });
}
