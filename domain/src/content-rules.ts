import { readArabicText, type ArabicText } from './arabic-content.ts';
import { PRODUCT_PRICE_MAX_FILS, readText, type Checked, type Problems } from './product-rules.ts';

/** Rules of the shop's editable content: collection cards, home banners and testimonials. */

export const CONTENT_HEADING_MAX = 80;
export const CONTENT_TEXT_MAX = 400;
export const BANNER_BUTTON_MAX = 30;
export const BANNER_LINK_MAX = 200;
/** Where a banner's button leads when the owner names no page: the whole catalogue. */
export const BANNER_DEFAULT_LINK = '/all-collections';
/** Home banners and testimonials the shop can hold: the GraphQL cost limits count on these. */
export const MAX_BANNERS = 10;
export const MAX_TESTIMONIALS = 12;
export const TESTIMONIAL_AUTHOR_MAX = 60;
/**
 * A page text (About, FAQ, a policy) as the shop saves it: each is one paragraph of its page, so runs of spaces and
 * line breaks are one space, as HTML shows them.
 */
export function pageTextAsSaved(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A sort key; lists are shown in increasing position. */
export const POSITION_MAX = 10_000;

function isPosition(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= POSITION_MAX;
}

/** Runs each field's check; the values when all pass, else every problem by field. */
function check<T extends object>(checks: { [K in keyof T]: () => T[K] | { problem: string } }): Checked<
  T,
  Extract<keyof T, string>
> {
  const problems: Problems<Extract<keyof T, string>> = {};
  const value: Partial<T> = {};
  for (const field of Object.keys(checks) as Extract<keyof T, string>[]) {
    const result = checks[field]();
    if (typeof result === 'object' && result !== null && 'problem' in result) problems[field] = result.problem;
    else value[field] = result as T[typeof field];
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, value: value as T };
}

const position = (value: unknown) =>
  isPosition(value) ? value : { problem: `Position must be a whole number from 1 to ${POSITION_MAX}.` };

export interface CollectionInput {
  heading: string;
  description: string;
  lookbookProductId: number | null;
  position: number;
  /** The name as Arabic pages show it (the English name stays the collection's key). */
  nameAr: ArabicText;
  headingAr: ArabicText;
  descriptionAr: ArabicText;
}
export function validateCollectionInput(input: Readonly<Record<string, unknown>>) {
  return check<CollectionInput>({
    heading: () => readText('Heading', input.heading, CONTENT_HEADING_MAX),
    description: () => readText('Description', input.description, CONTENT_TEXT_MAX),
    lookbookProductId: () => {
      const id = input.lookbookProductId ?? null;
      if (id === null || (typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= 2_147_483_647)) return id;
      return { problem: 'Lookbook product must be a product id or null.' };
    },
    position: () => position(input.position),
    nameAr: () => readArabicText('Name', input.nameAr, CONTENT_HEADING_MAX),
    headingAr: () => readArabicText('Heading', input.headingAr, CONTENT_HEADING_MAX),
    descriptionAr: () => readArabicText('Description', input.descriptionAr, CONTENT_TEXT_MAX),
  });
}

/** A collection's page on this store, as a banner links to it. */
export function collectionLink(name: string): string {
  return `/shop-by-collections/${encodeURIComponent(name)}`;
}

/** A product's page on this store, as a banner links to it. */
export function productLink(id: number | string): string {
  return `/product-detail/${id}`;
}

/** What a banner's link names, so that the backend can check the collection or product exists. */
export type BannerTarget = { collection: string } | { productId: number } | { path: string };

export function bannerTarget(link: string): BannerTarget {
  const [pathname = ''] = link.split(/[?#]/);
  const collection = /^\/shop-by-collections\/([^/]+)\/?$/.exec(pathname);
  if (collection) return { collection: decodeURIComponent(collection[1]!) };
  const product = /^\/product-detail\/(\d{1,10})\/?$/.exec(pathname);
  if (product) return { productId: Number(product[1]) };
  return { path: pathname };
}

const BANNER_LINK_PROBLEM =
  'Link must be a page of this store starting with /, such as /shop-by-collections/JDM or /product-detail/12.';

/**
 * A banner's link: a path on this store (a collection, a product or another page), empty for the default. Never
 * another origin (`//evil.example`, `https:`), a script (`javascript:`) or a path the browser reads otherwise
 * (backslashes, spaces, control characters).
 */
export function readBannerLink(value: unknown): string | { problem: string } {
  if (value === undefined || value === null) return BANNER_DEFAULT_LINK;
  if (typeof value !== 'string') return { problem: BANNER_LINK_PROBLEM };
  const link = value.trim();
  if (link === '') return BANNER_DEFAULT_LINK;
  if (link.length > BANNER_LINK_MAX) return { problem: `Link must be at most ${BANNER_LINK_MAX} characters.` };
  if (!link.startsWith('/') || link.startsWith('//') || /[\\\s\p{Cc}]/u.test(link)) {
    return { problem: BANNER_LINK_PROBLEM };
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(link);
  } catch {
    return { problem: BANNER_LINK_PROBLEM };
  }
  const base = 'https://store.invalid';
  if (/[\\\p{Cc}]/u.test(decoded) || new URL(link, base).origin !== base) return { problem: BANNER_LINK_PROBLEM };
  return link;
}

/** `heading` marks line breaks with the token '<br>'; `link` is a path on this store. */
export interface BannerInput {
  alt: string;
  heading: string;
  text: string;
  btntext: string;
  link: string;
  position: number;
  altAr: ArabicText;
  headingAr: ArabicText;
  textAr: ArabicText;
  btntextAr: ArabicText;
}
export function validateBannerInput(input: Readonly<Record<string, unknown>>) {
  return check<BannerInput>({
    alt: () => readText('Alt text', input.alt, CONTENT_HEADING_MAX),
    heading: () => readText('Heading', input.heading, CONTENT_HEADING_MAX),
    text: () => readText('Text', input.text, CONTENT_TEXT_MAX),
    btntext: () => readText('Button text', input.btntext, BANNER_BUTTON_MAX),
    link: () => readBannerLink(input.link),
    position: () => position(input.position),
    altAr: () => readArabicText('Alt text', input.altAr, CONTENT_HEADING_MAX),
    headingAr: () => readArabicText('Heading', input.headingAr, CONTENT_HEADING_MAX),
    textAr: () => readArabicText('Text', input.textAr, CONTENT_TEXT_MAX),
    btntextAr: () => readArabicText('Button text', input.btntextAr, BANNER_BUTTON_MAX),
  });
}

export interface TestimonialInput {
  author: string;
  text: string;
  product: string;
  priceFils: number;
  stars: number;
  position: number;
  authorAr: ArabicText;
  textAr: ArabicText;
  productAr: ArabicText;
}
export function validateTestimonialInput(input: Readonly<Record<string, unknown>>) {
  return check<TestimonialInput>({
    author: () => readText('Author', input.author, TESTIMONIAL_AUTHOR_MAX),
    text: () => readText('Text', input.text, CONTENT_TEXT_MAX),
    product: () => readText('Product', input.product, CONTENT_HEADING_MAX),
    priceFils: () => {
      const price = input.priceFils;
      const ok = typeof price === 'number' && Number.isInteger(price) && price >= 0 && price <= PRODUCT_PRICE_MAX_FILS;
      return ok ? price : { problem: `Price must be a whole number of fils from 0 to ${PRODUCT_PRICE_MAX_FILS}.` };
    },
    stars: () => {
      const stars = input.stars;
      return typeof stars === 'number' && Number.isInteger(stars) && stars >= 1 && stars <= 5
        ? stars
        : { problem: 'Stars must be a whole number from 1 to 5.' };
    },
    position: () => position(input.position),
    authorAr: () => readArabicText('Author', input.authorAr, TESTIMONIAL_AUTHOR_MAX),
    textAr: () => readArabicText('Text', input.textAr, CONTENT_TEXT_MAX),
    productAr: () => readArabicText('Product', input.productAr, CONTENT_HEADING_MAX),
  });
}
