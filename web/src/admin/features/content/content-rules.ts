import { FORM_ERROR } from 'final-form';
import {
  BANNER_DEFAULT_LINK,
  COLLECTIONS,
  POSITION_MAX,
  collectionLink,
  PRODUCT_PRICE_MAX_FILS,
  aedToFils,
  filsToAed,
  formatAed,
  validateBannerInput,
  validateCollectionInput,
  validateTestimonialInput,
} from '@store/domain';
import type { BannerInput, CollectionInput, TestimonialInput } from '@/admin/__generated__/graphql.ts';
import type { FormErrors } from '@/lib/form-errors.ts';

export type Check<T> = { ok: true; input: T } | { ok: false; errors: FormErrors };

/** A whole number as typed; '' is null; anything else NaN, which the rules refuse. */
export function parseWhole(text: string | undefined): number | null {
  const clean = (text ?? '').trim();
  if (clean === '') return null;
  return /^\d{1,9}$/.test(clean) ? Number(clean) : Number.NaN;
}

/** An amount in AED ('89', '89.50') in fils; '' is null; anything else NaN. */
export function parseAed(text: string | undefined): number | null {
  const clean = (text ?? '').trim().replace(/,/g, '');
  if (clean === '') return null;
  return /^\d{1,9}(\.\d{1,2})?$/.test(clean) ? aedToFils(Number(clean)) : Number.NaN;
}

/** The rules' problems at the form's fields (`rename` maps a rule's field to the form's), messages as given. */
function toErrors(
  problems: Record<string, string | undefined>,
  fields: readonly string[],
  rename: Record<string, string> = {},
  messages: Record<string, string> = {},
): FormErrors {
  const errors: FormErrors = {};
  for (const [field, message] of Object.entries(problems)) {
    if (!message) continue;
    const name = rename[field] ?? field;
    errors[fields.includes(name) ? name : FORM_ERROR] ??= messages[field] ?? message;
  }
  return errors;
}

/** The next position at the end of a list. */
export function nextPosition(items: readonly { position: number }[]): number {
  return Math.min(POSITION_MAX, Math.max(0, ...items.map((item) => item.position)) + 1);
}

/** The heading's lines as the home page shows them: `<br>` breaks a line. */
export function headingLines(heading: string): string[] {
  return heading
    .split(/<br\s*\/?>/i)
    .map((line) => line.trim())
    .filter(Boolean);
}

export interface CollectionValues {
  heading: string;
  description: string;
  /** A product id, or empty for none. */
  lookbookProductId: string;
  position: string;
  /** Arabic beside English (issue 21); empty or null: missing, the shop shows the English. */
  nameAr?: string | null;
  headingAr?: string | null;
  descriptionAr?: string | null;
}

export function checkCollection(values: Partial<CollectionValues>): Check<CollectionInput> {
  const checked = validateCollectionInput({
    heading: values.heading,
    description: values.description,
    lookbookProductId: parseWhole(values.lookbookProductId),
    position: parseWhole(values.position),
    nameAr: values.nameAr,
    headingAr: values.headingAr,
    descriptionAr: values.descriptionAr,
  });
  if (!checked.ok) {
    return {
      ok: false,
      errors: toErrors(
        checked.problems,
        ['heading', 'description', 'lookbookProductId', 'position', 'nameAr', 'headingAr', 'descriptionAr'],
        {},
        {
          lookbookProductId: 'Lookbook product must be a product number, like 12, or empty for none.',
        },
      ),
    };
  }
  const { lookbookProductId, ...rest } = checked.value;
  return {
    ok: true,
    input: { ...rest, lookbookProductId: lookbookProductId === null ? null : String(lookbookProductId) },
  };
}

export interface BannerValues {
  alt: string;
  heading: string;
  text: string;
  buttonText: string;
  /** A path on this store; empty for the whole catalogue. */
  link: string;
  position: string;
  altAr?: string | null;
  headingAr?: string | null;
  textAr?: string | null;
  buttonTextAr?: string | null;
}

/** A banner form's fields, as the API names them in its errors. */
export const BANNER_FIELDS = [
  'alt',
  'heading',
  'text',
  'buttonText',
  'link',
  'position',
  'altAr',
  'headingAr',
  'textAr',
  'buttonTextAr',
] as const;

/** Pages a banner's button often leads to, offered as the owner types its link. */
export const BANNER_LINK_SUGGESTIONS = [BANNER_DEFAULT_LINK, ...COLLECTIONS.map(collectionLink)];

export function checkBanner(values: Partial<BannerValues>): Check<BannerInput> {
  const checked = validateBannerInput({
    alt: values.alt,
    heading: values.heading,
    text: values.text,
    btntext: values.buttonText,
    link: values.link,
    position: parseWhole(values.position),
    altAr: values.altAr,
    headingAr: values.headingAr,
    textAr: values.textAr,
    btntextAr: values.buttonTextAr,
  });
  if (!checked.ok) {
    const fields = [...BANNER_FIELDS];
    return {
      ok: false,
      errors: toErrors(checked.problems, fields, { btntext: 'buttonText', btntextAr: 'buttonTextAr' }),
    };
  }
  const { btntext, btntextAr, ...rest } = checked.value;
  return { ok: true, input: { ...rest, buttonText: btntext, buttonTextAr: btntextAr } };
}

export interface TestimonialValues {
  author: string;
  text: string;
  product: string;
  /** AED. */
  price: string;
  /** '1' to '5'. */
  stars: string;
  position: string;
  authorAr?: string | null;
  textAr?: string | null;
  productAr?: string | null;
}

export function checkTestimonial(values: Partial<TestimonialValues>): Check<TestimonialInput> {
  const checked = validateTestimonialInput({
    author: values.author,
    text: values.text,
    product: values.product,
    priceFils: parseAed(values.price) ?? undefined,
    stars: parseWhole(values.stars),
    position: parseWhole(values.position),
    authorAr: values.authorAr,
    textAr: values.textAr,
    productAr: values.productAr,
  });
  if (!checked.ok) {
    const fields = ['author', 'text', 'product', 'price', 'stars', 'position', 'authorAr', 'textAr', 'productAr'];
    const price = `Price must be an amount in AED from 0 to ${formatAed(PRODUCT_PRICE_MAX_FILS)}, like 89 or 89.50.`;
    return { ok: false, errors: toErrors(checked.problems, fields, { priceFils: 'price' }, { priceFils: price }) };
  }
  const { priceFils, ...rest } = checked.value;
  return { ok: true, input: { ...rest, price: filsToAed(priceFils) } };
}
