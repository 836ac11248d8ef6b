import {
  BANNER_DEFAULT_LINK,
  PRODUCT_IMAGE_HEIGHT,
  PRODUCT_IMAGE_WIDTH,
  readBannerLink,
  SLIDESHOW_HEIGHT_PX,
  SLIDESHOW_IMAGE_WIDTH,
} from '@store/domain';
import type {
  BannerModel,
  CatalogueSnapshot,
  CollectionModel,
  ImageSrcsetModel,
  PictureModel,
  ProductModel,
  TestimonialModel,
} from '../catalog/models.ts';
import { jsonText, list, number, optionalText, record, text } from './wire.ts';

/** The bundled backend's Arabic of a record (`ar`: {field: text or null}); none from a legacy upstream. */
function arabicTexts<Field extends string>(value: unknown, fields: Record<Field, string>) {
  const ar = record(value);
  return Object.fromEntries(
    (Object.entries(fields) as [Field, string][]).map(([field, wireName]) => {
      const raw = ar[wireName];
      if (Array.isArray(raw)) return [field, raw.filter((line): line is string => typeof line === 'string')];
      return [field, optionalText(raw) ?? null];
    }),
  ) as Record<Field, string | string[] | null>;
}

/** The bundled backend's per-format srcsets; a legacy answer has none. */
function parseSrcset(value: unknown): ImageSrcsetModel | null {
  const srcset = record(value);
  const [avif, webp, jpeg] = [text(srcset.avif), text(srcset.webp), text(srcset.jpeg)];
  return webp && jpeg ? { avif, webp, jpeg } : null;
}

/** An image and its size; a legacy answer gives no size, so the generated art's is assumed. */
function parsePicture(
  src: string,
  width: unknown,
  height: unknown,
  srcset: unknown,
  [defaultWidth, defaultHeight]: [number, number],
): PictureModel {
  const [w, h] = [Math.round(number(width)), Math.round(number(height))];
  return w > 0 && h > 0
    ? { src, width: w, height: h, srcset: parseSrcset(srcset) }
    : { src, width: defaultWidth, height: defaultHeight, srcset: parseSrcset(srcset) };
}

/** A `product_json` record into the gateway's product model. */
export function parseProduct(item: unknown, position: number): ProductModel | null {
  const json = jsonText(record(item).product_json);
  const id = text(json.id ?? record(item).id);
  if (id === '') return null;
  const colours = list(json.colors).map((entry) => {
    const colour = record(entry);
    return { name: text(colour.name), imageSrc: text(colour.imgSrc) };
  });
  const colourNames = colours.length ? colours.map((c) => c.name) : list(json.filterColor).map((c) => text(c));
  const images = list(json.images).map((entry, index) => {
    const image = record(entry);
    return {
      id: text(image.id, String(index + 1)),
      src: text(image.src),
      width: number(image.width, PRODUCT_IMAGE_WIDTH),
      height: number(image.height, PRODUCT_IMAGE_HEIGHT),
      alt: text(image.alt, text(json.title)),
      colour: text(image.color),
      srcset: parseSrcset(image.srcset),
    };
  });
  const oldPrice = json.oldPrice == null ? null : number(json.oldPrice);
  return {
    id,
    title: text(json.title),
    description: text(json.description),
    price: number(json.price),
    oldPrice,
    hotSale: json.hotSale === true,
    imageSrc: text(json.imgSrc),
    hoverImageSrc: text(json.imgHover, text(json.imgSrc)),
    images,
    colours: colours.length ? colours : colourNames.map((name) => ({ name, imageSrc: text(json.imgSrc) })),
    sizes: list(json.filterSizes).length
      ? list(json.filterSizes).map((size) => text(size))
      : list(json.sizes).map((size) => text(record(size).value)),
    stock: list(json.stocks).map((entry) => {
      const stock = record(entry);
      return { size: text(stock.size), colour: text(stock.color), quantity: Math.max(0, number(stock.stocks)) };
    }),
    collection: text(json.s_text),
    brand: text(list(json.filterBrands)[0]),
    care: list(json.feature).map((line) => text(line)),
    composition: text(json.composition),
    origin: text(json.origin),
    position,
    ar: arabicTexts(json.ar, {
      title: 'title',
      description: 'description',
      care: 'feature',
      composition: 'composition',
      origin: 'origin',
    }),
  };
}

export function parseProducts(body: unknown): ProductModel[] {
  return list(body).flatMap((item, index) => parseProduct(item, index + 1) ?? []);
}

export function parseCollection(item: unknown): CollectionModel | null {
  const card = jsonText(record(item).json_data);
  const name = text(card.s_text);
  if (name === '') return null;
  const lookbook = record(card.lookbook);
  const productId =
    optionalText(lookbook.productId) ?? /\/product-detail\/(\d+)/.exec(text(lookbook.quickViewLink))?.[1];
  return {
    name,
    heading: text(card.heading, name),
    description: text(card.description),
    imageSrc: text(card.imgSrc),
    image: parsePicture(text(card.imgSrc), card.imgWidth, card.imgHeight, card.srcset, [
      PRODUCT_IMAGE_WIDTH,
      PRODUCT_IMAGE_HEIGHT,
    ]),
    alt: text(card.alt, name),
    productCount: number(card.cnt),
    lookbook: productId ? { productId, imageSrc: text(lookbook.imgSrc), price: number(lookbook.price) } : null,
    ar: arabicTexts(card.ar, { name: 's_text', heading: 'heading', description: 'description' }),
  };
}

/** The upstream's link when it is a path on this store; the whole catalogue otherwise (the legacy API has none). */
function storeLink(value: unknown): string {
  const link = readBannerLink(value);
  return typeof link === 'string' ? link : BANNER_DEFAULT_LINK;
}

export function parseBanner(item: unknown, index: number): BannerModel {
  const banner = record(item);
  return {
    id: text(banner.id, String(index + 1)),
    alt: text(banner.alt),
    imageSrc: text(banner.imgsrc),
    image: parsePicture(text(banner.imgsrc), banner.width, banner.height, banner.srcset, [
      SLIDESHOW_IMAGE_WIDTH,
      SLIDESHOW_HEIGHT_PX,
    ]),
    heading: text(banner.heading),
    text: text(banner.text),
    buttonText: text(banner.btntext, 'Shop Now'),
    link: storeLink(banner.link),
    ar: arabicTexts(banner.ar, { alt: 'alt', heading: 'heading', text: 'text', buttonText: 'btntext' }),
  };
}

/** images/testimonials/ rows (the bundled backend's; the legacy API has none): {id, author, text, product, price, stars}. */
export function parseTestimonials(body: unknown): TestimonialModel[] {
  return list(body).flatMap((item, index) => {
    const row = record(item);
    const stars = Math.round(number(row.stars));
    if (text(row.author) === '' || text(row.text) === '' || stars < 1) return [];
    return [
      {
        id: text(row.id, String(index + 1)),
        author: text(row.author),
        text: text(row.text),
        product: text(row.product),
        price: Math.max(0, number(row.price)),
        stars: Math.min(5, stars),
        ar: arabicTexts(row.ar, { author: 'author', text: 'text', product: 'product' }),
      },
    ];
  });
}

export function parseCatalogue(bodies: {
  products: unknown;
  collections: unknown;
  banners: unknown;
  topPicks: unknown;
  testimonials: TestimonialModel[];
  storeContact: CatalogueSnapshot['storeContact'];
  pageTexts: CatalogueSnapshot['pageTexts'];
}): CatalogueSnapshot {
  // Some legacy answers wrap lists as {data: [...]}.
  const rows = (body: unknown) => (Array.isArray(body) ? body : list(record(body).data));
  return {
    products: parseProducts(rows(bodies.products)),
    collections: rows(bodies.collections).flatMap((item) => parseCollection(item) ?? []),
    banners: rows(bodies.banners).map(parseBanner),
    topPickIds: parseProducts(rows(bodies.topPicks)).map((product) => product.id),
    testimonials: bodies.testimonials,
    storeContact: bodies.storeContact,
    pageTexts: bodies.pageTexts,
  };
}
