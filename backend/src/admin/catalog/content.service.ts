import type { Kysely } from 'kysely';
import {
  arabicMissingFields,
  bannerTarget,
  MAX_BANNERS,
  MAX_TESTIMONIALS,
  type BannerInput,
  type CollectionInput,
  type TestimonialInput,
} from '@store/domain';
import { findProduct, listBanners, listCollections, listTestimonials } from '../../catalog/catalog.repository.ts';
import { bumpCatalogueVersion } from '../../catalog/catalogue-version.repository.ts';
import { contentImageSrc, parseContentImage } from '../../catalog/content-image.ts';
import { bannerImagePath, collectionImagePath } from '../../catalog/media-paths.ts';
import { removePhotoFiles } from '../../catalog/photo-store.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { BannerTable, CollectionTable, Database, TestimonialTable } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from '../audit.ts';
import { notFound, refuseFields } from '../admin-http.ts';
import * as repository from './content.repository.ts';
import type { AdminServices } from '../admin-services.ts';

const collectionJson = (row: CollectionTable, counts: Map<string, number>) => {
  const arabic = {
    nameAr: row.name_ar ?? null,
    headingAr: row.heading_ar ?? null,
    descriptionAr: row.description_ar ?? null,
  };
  return {
    name: row.name,
    heading: row.heading,
    description: row.description,
    lookbookProductId: row.lookbook_product_id,
    position: row.position,
    productCount: counts.get(row.name) ?? 0,
    imageSrc: contentImageSrc(row.image, collectionImagePath(row.name)),
    imageUploaded: Boolean(parseContentImage(row.image)),
    ...arabic,
    arabicMissing: arabicMissingFields({
      name: arabic.nameAr,
      heading: arabic.headingAr,
      description: arabic.descriptionAr,
    }),
  };
};
const bannerJson = (row: BannerTable) => {
  const arabic = {
    altAr: row.alt_ar ?? null,
    headingAr: row.heading_ar ?? null,
    textAr: row.text_ar ?? null,
    btntextAr: row.btntext_ar ?? null,
  };
  return {
    id: row.id,
    alt: row.alt,
    heading: row.heading,
    text: row.text,
    btntext: row.btntext,
    link: row.link,
    position: row.position,
    imageSrc: contentImageSrc(row.image, bannerImagePath(row.id)),
    imageUploaded: Boolean(parseContentImage(row.image)),
    ...arabic,
    arabicMissing: arabicMissingFields({
      alt: arabic.altAr,
      heading: arabic.headingAr,
      text: arabic.textAr,
      btntext: arabic.btntextAr,
    }),
  };
};
const testimonialJson = (row: TestimonialTable) => {
  const arabic = { authorAr: row.author_ar ?? null, textAr: row.text_ar ?? null, productAr: row.product_ar ?? null };
  return {
    id: row.id,
    author: row.author,
    text: row.text,
    product: row.product,
    priceFils: row.price_fils,
    stars: row.stars,
    position: row.position,
    ...arabic,
    arabicMissing: arabicMissingFields({ author: arabic.authorAr, text: arabic.textAr, product: arabic.productAr }),
  };
};

/**
 * One audited change of the shop's content, with the catalogue version moved, in one transaction. The audit
 * row is written after `work`, which may still fill in its subject (a new row's id). Two creates racing for
 * one id on PostgreSQL: the loser is told to try again.
 */
async function change<T>(
  services: AdminServices,
  audit: { actor: string; action: string; subject: string; detail: Record<string, unknown> },
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  try {
    return await services.db.transaction().execute(async (trx) => {
      const result = await work(trx);
      await recordAudit(trx, audit, services.now().toISOString());
      await bumpCatalogueVersion(trx);
      return result;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'Another change was saved at the same moment: try again.');
    throw error;
  }
}

export async function listCollectionsForAdmin(db: Kysely<Database>) {
  const [rows, counts] = await Promise.all([listCollections(db), repository.countAllByCollection(db)]);
  return { items: rows.map((row) => collectionJson(row, counts)) };
}

export async function readCollection(db: Kysely<Database>, name: string) {
  const row = await repository.findCollection(db, name);
  if (!row) return notFound(`Collection ${name}`);
  return collectionJson(row, await repository.countAllByCollection(db));
}

export function updateCollection(services: AdminServices, actor: string, name: string, input: CollectionInput) {
  const detail = { ...input };
  return change(services, { actor, action: 'collection.update', subject: name, detail }, async (trx) => {
    const pinned = input.lookbookProductId;
    if (pinned !== null && !(await findProduct(trx, pinned, { includeHidden: true }))) {
      refuseFields({ lookbookProductId: `Product ${pinned} does not exist.` });
    }
    const fields = {
      heading: input.heading,
      description: input.description,
      lookbook_product_id: pinned,
      position: input.position,
      name_ar: input.nameAr,
      heading_ar: input.headingAr,
      description_ar: input.descriptionAr,
    };
    if (!(await repository.updateCollection(trx, name, fields))) return notFound(`Collection ${name}`);
    return readCollection(trx, name);
  });
}

export async function listBannersForAdmin(db: Kysely<Database>) {
  return { items: (await listBanners(db)).map(bannerJson) };
}

export async function readBanner(db: Kysely<Database>, id: number) {
  return bannerJson((await repository.findBanner(db, id)) ?? notFound(`Banner ${id}`));
}

/** A banner may not lead to a collection or product the shop does not have (a page that answers 404). */
async function checkBannerLink(trx: Kysely<Database>, link: string): Promise<void> {
  const target = bannerTarget(link);
  if ('collection' in target && !(await repository.findCollection(trx, target.collection))) {
    refuseFields({ link: `Collection ${target.collection} does not exist.` });
  }
  if ('productId' in target && !(await findProduct(trx, target.productId, { includeHidden: true }))) {
    refuseFields({ link: `Product ${target.productId} does not exist.` });
  }
}

export function saveBanner(services: AdminServices, actor: string, id: number | 'new', input: BannerInput) {
  const action = id === 'new' ? 'banner.create' : 'banner.update';
  const audit = { actor, action, subject: String(id), detail: { ...input } };
  return change(services, audit, async (trx) => {
    const { count, nextId } = await repository.countRows(trx, 'banners');
    if (id === 'new' && count >= MAX_BANNERS)
      throw new HttpError(409, `The shop holds at most ${MAX_BANNERS} banners.`);
    await checkBannerLink(trx, input.link);
    const { altAr, headingAr, textAr, btntextAr, ...english } = input;
    const arabic = { alt_ar: altAr, heading_ar: headingAr, text_ar: textAr, btntext_ar: btntextAr };
    const row = { id: id === 'new' ? nextId : id, ...english, ...arabic };
    audit.subject = String(row.id);
    if (!(await repository.saveBanner(trx, row, id === 'new'))) return notFound(`Banner ${id}`);
    return readBanner(trx, row.id);
  });
}

export async function listTestimonialsForAdmin(db: Kysely<Database>) {
  return { items: (await listTestimonials(db)).map(testimonialJson) };
}

export async function readTestimonial(db: Kysely<Database>, id: number) {
  return testimonialJson((await repository.findTestimonial(db, id)) ?? notFound(`Testimonial ${id}`));
}

export function saveTestimonial(services: AdminServices, actor: string, id: number | 'new', input: TestimonialInput) {
  const action = id === 'new' ? 'testimonial.create' : 'testimonial.update';
  const audit = { actor, action, subject: String(id), detail: { ...input } };
  return change(services, audit, async (trx) => {
    const { count, nextId } = await repository.countRows(trx, 'testimonials');
    if (id === 'new' && count >= MAX_TESTIMONIALS) {
      throw new HttpError(409, `The shop holds at most ${MAX_TESTIMONIALS} testimonials.`);
    }
    const { priceFils, authorAr, textAr, productAr, ...rest } = input;
    const arabic = { author_ar: authorAr, text_ar: textAr, product_ar: productAr };
    const row = { id: id === 'new' ? nextId : id, ...rest, ...arabic, price_fils: priceFils };
    audit.subject = String(row.id);
    if (!(await repository.saveTestimonial(trx, row, id === 'new'))) return notFound(`Testimonial ${id}`);
    return testimonialJson(row);
  });
}

/** Deletes a banner (and its uploaded image's files) or a testimonial; answers the list left. */
export async function deleteContent(
  services: AdminServices & { mediaDir: string },
  actor: string,
  table: 'banners' | 'testimonials',
  id: number,
) {
  const kind = table === 'banners' ? 'banner' : 'testimonial';
  const audit = { actor, action: `${kind}.delete`, subject: String(id), detail: {} };
  let image: string | null | undefined;
  const left = await change(services, audit, async (trx) => {
    if (table === 'banners') image = (await repository.findBanner(trx, id))?.image;
    if (!(await repository.deleteRow(trx, table, id)))
      return notFound(`${kind === 'banner' ? 'Banner' : 'Testimonial'} ${id}`);
    return table === 'banners' ? listBannersForAdmin(trx) : listTestimonialsForAdmin(trx);
  });
  const uploaded = parseContentImage(image);
  if (uploaded) await removePhotoFiles(services.mediaDir, uploaded.id);
  return left;
}
