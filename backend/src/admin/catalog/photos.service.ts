import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isPhotoView, PHOTO_VIEWS } from '@store/domain';
import { findProduct, listPhotos } from '../../catalog/catalog.repository.ts';
import { bumpCatalogueVersion } from '../../catalog/catalogue-version.repository.ts';
import { removePhotoFiles, writePhotoFiles } from '../../catalog/photo-store.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from '../audit.ts';
import { adminPhoto } from './admin-json.ts';
import { notFound, refuseFields } from './admin-http.ts';
import { processPhoto } from './photo-processing.ts';
import * as repository from './photos.repository.ts';

export interface PhotoServices {
  db: Kysely<Database>;
  now: () => Date;
  mediaDir: string;
}

export interface Upload {
  colour: unknown;
  view: unknown;
  bytes: Buffer;
}

async function productColours(db: Kysely<Database>, productId: number): Promise<string[]> {
  const product = await findProduct(db, productId, { includeHidden: true });
  if (!product) return notFound(`Product ${productId}`);
  return JSON.parse(product.colours) as string[];
}

function checkSlot(colours: string[], upload: Upload): { colour: string; view: string } {
  if (typeof upload.colour !== 'string' || !colours.includes(upload.colour)) {
    refuseFields({ colour: `colour must be one of the product's colours: ${colours.join(', ')}.` });
  }
  if (!isPhotoView(upload.view)) refuseFields({ view: `view must be one of ${PHOTO_VIEWS.join(', ')}.` });
  return { colour: upload.colour, view: upload.view };
}

async function photosOf(db: Kysely<Database>, productId: number) {
  return { photos: (await listPhotos(db, [productId])).map(adminPhoto) };
}

/**
 * Checks and resizes the image outside any transaction (it takes a while), writes its files, then records it in
 * one transaction that replaces the colour and view's previous photo, if any, at the same position. The files
 * of a photo that did not make it into the database, or was replaced, are removed.
 */
export async function uploadPhoto(services: PhotoServices, actor: string, productId: number, upload: Upload) {
  checkSlot(await productColours(services.db, productId), upload);
  const processed = await processPhoto(upload.bytes);
  const id = randomUUID();
  await writePhotoFiles(services.mediaDir, id, processed.variants);
  let saved: { row: repository.PhotoRow; replaced?: string };
  try {
    saved = await services.db.transaction().execute(async (trx) => {
      const slot = checkSlot(await productColours(trx, productId), upload);
      const previous = await repository.findSlot(trx, { productId, ...slot });
      if (previous) await repository.deletePhoto(trx, previous.id);
      const at = services.now().toISOString();
      const row = {
        id,
        product_id: productId,
        ...slot,
        position: previous?.position ?? (await repository.nextPhotoPosition(trx, productId)),
        width: processed.width,
        height: processed.height,
        variants: JSON.stringify(processed.variants.map(({ bytes: _bytes, ...variant }) => variant)),
        created_at: at,
      };
      await repository.insertPhoto(trx, row);
      const detail = { photoId: id, ...slot, replaced: previous?.id ?? null };
      await recordAudit(trx, { actor, action: 'photo.upload', subject: String(productId), detail }, at);
      await bumpCatalogueVersion(trx);
      return { row, replaced: previous?.id };
    });
  } catch (error) {
    await removePhotoFiles(services.mediaDir, id);
    if (isUniqueViolation(error)) {
      throw new HttpError(409, 'Another photo for this colour and view was saved at the same moment: try again.');
    }
    throw error;
  }
  if (saved.replaced) await removePhotoFiles(services.mediaDir, saved.replaced);
  return adminPhoto(saved.row);
}

export async function deletePhoto(services: PhotoServices, actor: string, productId: number, photoId: string) {
  const answer = await services.db.transaction().execute(async (trx) => {
    const photo = await repository.findPhoto(trx, productId, photoId);
    if (!photo) return notFound(`Photo ${photoId} of product ${productId}`);
    await repository.deletePhoto(trx, photo.id);
    const at = services.now().toISOString();
    const detail = { photoId, colour: photo.colour, view: photo.view };
    await recordAudit(trx, { actor, action: 'photo.delete', subject: String(productId), detail }, at);
    await bumpCatalogueVersion(trx);
    return photosOf(trx, productId);
  });
  await removePhotoFiles(services.mediaDir, photoId);
  return answer;
}

/** Sets the order of a product's photos: `photoIds` must name each of them once. */
export async function reorderPhotos(services: PhotoServices, actor: string, productId: number, photoIds: unknown) {
  return services.db.transaction().execute(async (trx) => {
    await productColours(trx, productId);
    const current = (await listPhotos(trx, [productId])).map((photo) => photo.id);
    const ids = Array.isArray(photoIds) ? photoIds : [];
    if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => current.includes(id))) {
      refuseFields({ photoIds: `photoIds must list each of the product's ${current.length} photo ids once.` });
    }
    for (const [index, id] of (ids as string[]).entries()) await repository.setPhotoPosition(trx, id, index + 1);
    const at = services.now().toISOString();
    await recordAudit(trx, { actor, action: 'photo.reorder', subject: String(productId), detail: { photoIds } }, at);
    await bumpCatalogueVersion(trx);
    return photosOf(trx, productId);
  });
}
