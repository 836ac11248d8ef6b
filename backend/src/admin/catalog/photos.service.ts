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
import { adminPhoto, adminPhotoUpload } from './admin-json.ts';
import { notFound, refuseFields } from '../admin-http.ts';
import { inspectPhoto, type ProcessedPhoto } from './photo-processing.ts';
import { signalPhotoUploaded } from './photo-wake.ts';
import * as uploads from './photo-uploads.repository.ts';
import { removeUploadSource, writeUploadSource } from './upload-sources.ts';
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
 * Takes an upload at once: checks the slot and the image's header (type and size, refused with their message),
 * keeps the bytes and records the upload as processing; the photo worker (photo-worker.ts) makes the copies and
 * saves the photo. A newer upload of the same colour and view replaces one still waiting.
 */
export async function acceptPhotoUpload(services: PhotoServices, actor: string, productId: number, upload: Upload) {
  const slot = checkSlot(await productColours(services.db, productId), upload);
  await inspectPhoto(upload.bytes);
  const id = randomUUID();
  await writeUploadSource(services.mediaDir, id, upload.bytes);
  let replaced: string | undefined;
  let row: uploads.PhotoUploadRow;
  try {
    row = await services.db.transaction().execute(async (trx) => {
      checkSlot(await productColours(trx, productId), upload);
      const previous = await uploads.findUploadInSlot(trx, { productId, ...slot });
      if (previous) await uploads.deleteUpload(trx, previous.id);
      replaced = previous?.id;
      const waiting = {
        id,
        product_id: productId,
        ...slot,
        actor,
        status: 'processing',
        error: null,
        attempts: 0,
        claimed_until: null,
        claim_token: null,
        created_at: services.now().toISOString(),
      };
      await uploads.insertUpload(trx, waiting);
      return waiting;
    });
  } catch (error) {
    await removeUploadSource(services.mediaDir, id);
    if (isUniqueViolation(error)) {
      throw new HttpError(409, 'Another photo for this colour and view was sent at the same moment: try again.');
    }
    throw error;
  }
  if (replaced) await removeUploadSource(services.mediaDir, replaced);
  signalPhotoUploaded();
  return adminPhotoUpload(row);
}

/**
 * Saves the copies of a claimed upload as the colour and view's photo, in one transaction that replaces the
 * previous photo, if any, at the same position, and ends the upload. Nothing is saved when the claim was lost
 * (the upload was replaced, or another worker took it over): false, and the files are removed.
 */
export async function savePhoto(
  services: PhotoServices,
  upload: uploads.PhotoUploadRow,
  token: string,
  processed: ProcessedPhoto,
): Promise<boolean> {
  const { id, product_id: productId, colour, view, actor } = upload;
  await writePhotoFiles(services.mediaDir, id, processed.variants);
  let saved: { replaced?: string } | null;
  try {
    saved = await services.db.transaction().execute(async (trx) => {
      if (!(await uploads.finishUpload(trx, id, token))) return null;
      const previous = await repository.findSlot(trx, { productId, colour, view });
      if (previous) await repository.deletePhoto(trx, previous.id);
      const at = services.now().toISOString();
      await repository.insertPhoto(trx, {
        id,
        product_id: productId,
        colour,
        view,
        position: previous?.position ?? (await repository.nextPhotoPosition(trx, productId)),
        width: processed.width,
        height: processed.height,
        variants: JSON.stringify(processed.variants.map(({ bytes: _bytes, ...variant }) => variant)),
        created_at: at,
      });
      const detail = { photoId: id, colour, view, replaced: previous?.id ?? null };
      await recordAudit(trx, { actor, action: 'photo.upload', subject: String(productId), detail }, at);
      await bumpCatalogueVersion(trx);
      return { replaced: previous?.id };
    });
  } catch (error) {
    await removePhotoFiles(services.mediaDir, id);
    throw error;
  }
  if (!saved) await removePhotoFiles(services.mediaDir, id);
  if (saved?.replaced) await removePhotoFiles(services.mediaDir, saved.replaced);
  await removeUploadSource(services.mediaDir, id);
  return saved !== null;
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
