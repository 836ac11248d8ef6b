import type { Kysely } from 'kysely';
import { filsToAed } from '@store/domain';
import type { Database } from '../db/schema.ts';
import * as repository from './catalog.repository.ts';
import { readCatalogueVersion } from './catalogue-version.repository.ts';
import { contentImage } from './content-image.ts';
import { sizedBannerArt, sizedCollectionArt } from './content-art.ts';
import { mainImageSrc } from './product-images.ts';
import { toProductItem } from './product-json.ts';

export async function productItems(db: Kysely<Database>, filter: { topPicksOnly?: boolean } = {}) {
  const [products, stock, photos] = await Promise.all([
    repository.listProducts(db, filter),
    repository.listStock(db),
    repository.listPhotos(db),
  ]);
  return products.map((product) => toProductItem(product, stock, photos));
}

/** images/product/{id}/ answers a list: empty for an unknown id. */
export async function productItem(db: Kysely<Database>, id: number) {
  const product = await repository.findProduct(db, id);
  if (!product) return [];
  const [stock, photos] = await Promise.all([repository.listStock(db, [id]), repository.listPhotos(db, [id])]);
  return [toProductItem(product, stock, photos)];
}

/** Collection cards (`json_data`) with their product counts and optional lookbook pin. */
export async function collectionItems(db: Kysely<Database>) {
  const [collections, counts] = await Promise.all([
    repository.listCollections(db),
    repository.countProductsByCollection(db),
  ]);
  const lookbookIds = collections.flatMap((c) => (c.lookbook_product_id === null ? [] : [c.lookbook_product_id]));
  const [pinnedRows, pinnedPhotos] = await Promise.all([
    repository.findProducts(db, lookbookIds),
    repository.listPhotos(db, lookbookIds),
  ]);
  const lookbookProducts = new Map(pinnedRows.map((p) => [p.id, p]));
  return collections.map((collection, index) => {
    const pinned =
      collection.lookbook_product_id === null ? undefined : lookbookProducts.get(collection.lookbook_product_id);
    const image = contentImage(collection.image, sizedCollectionArt(collection.name));
    // imgWidth, imgHeight and srcset are the bundled backend's additions to the legacy card.
    const card = {
      s_text: collection.name,
      cnt: counts.get(collection.name) ?? 0,
      active: false,
      imgSrc: image.src,
      imgWidth: image.width,
      imgHeight: image.height,
      ...(image.srcset && { srcset: image.srcset }),
      alt: `${collection.name} collection`,
      link: `/shop-by-collections/${encodeURIComponent(collection.name)}`,
      wowDelay: `${(index % 3) * 0.1}s`,
      heading: collection.heading,
      description: collection.description,
      btnText: `Shop ${collection.name}`,
      // The bundled backend's addition (issue 21): the card's texts in Arabic, null where there is none.
      ar: {
        s_text: collection.name_ar ?? null,
        heading: collection.heading_ar ?? null,
        description: collection.description_ar ?? null,
      },
      ...(pinned && {
        lookbook: {
          productId: pinned.id,
          imgSrc: mainImageSrc(pinned, JSON.parse(pinned.colours), pinnedPhotos),
          price: filsToAed(pinned.price_fils),
          quickViewLink: `/product-detail/${pinned.id}`,
        },
      }),
    };
    return { id: index + 1, json_data: JSON.stringify(card) };
  });
}

export async function bannerRows(db: Kysely<Database>) {
  const banners = await repository.listBanners(db);
  return banners.map((banner) => {
    const image = contentImage(banner.image, sizedBannerArt(banner.id));
    // width, height, srcset and link are the bundled backend's additions to the legacy row.
    return {
      id: banner.id,
      alt: banner.alt,
      imgsrc: image.src,
      width: image.width,
      height: image.height,
      ...(image.srcset && { srcset: image.srcset }),
      heading: banner.heading,
      text: banner.text,
      btntext: banner.btntext,
      link: banner.link,
      ar: {
        alt: banner.alt_ar ?? null,
        heading: banner.heading_ar ?? null,
        text: banner.text_ar ?? null,
        btntext: banner.btntext_ar ?? null,
      },
    };
  });
}

/** images/testimonials/: the home page's testimonials, price in AED like every images/ answer. */
export async function testimonialRows(db: Kysely<Database>) {
  const testimonials = await repository.listTestimonials(db);
  return testimonials.map((testimonial) => ({
    id: testimonial.id,
    author: testimonial.author,
    text: testimonial.text,
    product: testimonial.product,
    price: filsToAed(testimonial.price_fils),
    stars: testimonial.stars,
    ar: {
      author: testimonial.author_ar ?? null,
      text: testimonial.text_ar ?? null,
      product: testimonial.product_ar ?? null,
    },
  }));
}

/** images/catalogue-version/: {version}, a number that changes with every change the shop shows. */
export async function catalogueVersion(db: Kysely<Database>) {
  return { version: await readCatalogueVersion(db) };
}
