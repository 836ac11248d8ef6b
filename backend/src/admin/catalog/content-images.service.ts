import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { parseContentImage } from '../../catalog/content-image.ts';
import { bumpCatalogueVersion } from '../../catalog/catalogue-version.repository.ts';
import { removePhotoFiles, writePhotoFiles } from '../../catalog/photo-store.ts';
import type { Database } from '../../db/schema.ts';
import { recordAudit } from '../audit.ts';
import { notFound } from '../admin-http.ts';
import { BANNER_WIDTHS, PHOTO_WIDTHS, processPhoto } from './photo-processing.ts';

export interface ContentImageServices {
  db: Kysely<Database>;
  now: () => Date;
  mediaDir: string;
}

/** What carries an uploaded image instead of its generated art: a home banner or a collection's card. */
export type ImageOwner = { table: 'banners'; id: number } | { table: 'collections'; name: string };

const WIDTHS = { banners: BANNER_WIDTHS, collections: PHOTO_WIDTHS };

function describe(owner: ImageOwner): { subject: string; what: string } {
  return owner.table === 'banners'
    ? { subject: String(owner.id), what: `Banner ${owner.id}` }
    : { subject: owner.name, what: `Collection ${owner.name}` };
}

async function currentImage(db: Kysely<Database>, owner: ImageOwner): Promise<string | null> {
  const row =
    owner.table === 'banners'
      ? await db.selectFrom('banners').select('image').where('id', '=', owner.id).executeTakeFirst()
      : await db.selectFrom('collections').select('image').where('name', '=', owner.name).executeTakeFirst();
  if (!row) return notFound(describe(owner).what);
  return row.image ?? null;
}

async function setImage(db: Kysely<Database>, owner: ImageOwner, image: string | null): Promise<void> {
  if (owner.table === 'banners') await db.updateTable('banners').set({ image }).where('id', '=', owner.id).execute();
  else await db.updateTable('collections').set({ image }).where('name', '=', owner.name).execute();
}

/**
 * Sets or clears the owner's image in one audited transaction that moves the catalogue version; the files of
 * the image it replaces are removed after, those of a new image that did not make it in are removed at once.
 */
async function replaceImage(
  services: ContentImageServices,
  actor: string,
  owner: ImageOwner,
  image: { id: string; json: string } | null,
): Promise<void> {
  const { subject } = describe(owner);
  const kind = owner.table === 'banners' ? 'banner' : 'collection';
  let previous: string | null = null;
  try {
    await services.db.transaction().execute(async (trx) => {
      previous = await currentImage(trx, owner);
      await setImage(trx, owner, image?.json ?? null);
      const action = image ? `${kind}.image.upload` : `${kind}.image.remove`;
      const detail = { imageId: image?.id ?? null, replaced: parseContentImage(previous)?.id ?? null };
      await recordAudit(trx, { actor, action, subject, detail }, services.now().toISOString());
      await bumpCatalogueVersion(trx);
    });
  } catch (error) {
    if (image) await removePhotoFiles(services.mediaDir, image.id);
    throw error;
  }
  const replaced = parseContentImage(previous);
  if (replaced) await removePhotoFiles(services.mediaDir, replaced.id);
}

/** Checks and resizes the upload (outside any transaction: it takes a while), stores its files, then sets it. */
export async function uploadContentImage(
  services: ContentImageServices,
  actor: string,
  owner: ImageOwner,
  bytes: Buffer,
  /** The caller gave up: stop before the next copy and save nothing. */
  signal?: AbortSignal,
): Promise<void> {
  await currentImage(services.db, owner);
  const processed = await processPhoto(bytes, WIDTHS[owner.table], signal);
  signal?.throwIfAborted();
  const id = randomUUID();
  await writePhotoFiles(services.mediaDir, id, processed.variants);
  const variants = processed.variants.map(({ bytes: _bytes, ...variant }) => variant);
  await replaceImage(services, actor, owner, { id, json: JSON.stringify({ id, variants }) });
}

/** Back to the generated art. */
export function removeContentImage(services: ContentImageServices, actor: string, owner: ImageOwner): Promise<void> {
  return replaceImage(services, actor, owner, null);
}
