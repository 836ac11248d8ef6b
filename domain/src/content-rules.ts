import { PRODUCT_PRICE_MAX_FILS, readText, type Checked, type Problems } from './product-rules.ts';

/** Rules of the shop's editable content: collection cards, home banners and testimonials. */

export const CONTENT_HEADING_MAX = 80;
export const CONTENT_TEXT_MAX = 400;
export const BANNER_BUTTON_MAX = 30;
/** Home banners and testimonials the shop can hold: the GraphQL cost limits count on these. */
export const MAX_BANNERS = 10;
export const MAX_TESTIMONIALS = 12;
export const TESTIMONIAL_AUTHOR_MAX = 60;
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
  });
}

/** `heading` marks line breaks with the token '<br>'. */
export interface BannerInput {
  alt: string;
  heading: string;
  text: string;
  btntext: string;
  position: number;
}
export function validateBannerInput(input: Readonly<Record<string, unknown>>) {
  return check<BannerInput>({
    alt: () => readText('Alt text', input.alt, CONTENT_HEADING_MAX),
    heading: () => readText('Heading', input.heading, CONTENT_HEADING_MAX),
    text: () => readText('Text', input.text, CONTENT_TEXT_MAX),
    btntext: () => readText('Button text', input.btntext, BANNER_BUTTON_MAX),
    position: () => position(input.position),
  });
}

export interface TestimonialInput {
  author: string;
  text: string;
  product: string;
  priceFils: number;
  stars: number;
  position: number;
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
  });
}
