import {
  COLOURS,
  PRODUCT_PRICE_MAX_FILS,
  SIZES,
  aedToFils,
  filsToAed,
  formatAed,
  validateProductInput,
  type ProductField,
} from '@store/domain';
import type { ProductForm_ProductFragment, ProductInput } from '@/admin/__generated__/graphql.ts';
import type { FormErrors } from '@/lib/form-errors.ts';

/** The product form's values as typed: amounts and counts are text until they are checked. */
export interface ProductValues {
  title: string;
  description: string;
  /** AED, e.g. '89' or '89.50'. */
  price: string;
  oldPrice: string;
  collection: string;
  brand: string;
  hotSale: boolean;
  topPick: boolean;
  /** One care line per line. */
  care: string;
  composition: string;
  origin: string;
  sizes: string[];
  colours: string[];
  /** Starting units of variants being added, by variantKey. */
  stock: Record<string, string>;
  /** Arabic beside the shown texts (issue 21); empty: missing, the shop shows the English. */
  titleAr: string;
  descriptionAr: string;
  /** One care line per line. */
  careAr: string;
  compositionAr: string;
  originAr: string;
}

export interface Variant {
  size: string;
  colour: string;
}

export const EMPTY_PRODUCT: ProductValues = {
  title: '',
  description: '',
  price: '',
  oldPrice: '',
  collection: '',
  brand: '',
  hotSale: false,
  topPick: false,
  care: '',
  composition: '',
  origin: '',
  sizes: [],
  colours: [],
  stock: {},
  titleAr: '',
  descriptionAr: '',
  careAr: '',
  compositionAr: '',
  originAr: '',
};

/** The fields a new product starts with, from the shop's settings. */
export interface NewProductDefaults {
  productBrand: string;
  productComposition: string;
  productOrigin: string;
}

/** A new product's values: empty, but for the brand, composition and origin the settings give. */
export function newProductValues(defaults: NewProductDefaults | undefined): ProductValues {
  if (!defaults) return EMPTY_PRODUCT;
  const { productBrand: brand, productComposition: composition, productOrigin: origin } = defaults;
  return { ...EMPTY_PRODUCT, brand, composition, origin };
}

/** A variant's name in the form's values (final-form reads dots and brackets as nesting; these have neither). */
export function variantKey({ size, colour }: Variant): string {
  return `${size}|${colour}`;
}

const amount = (aed: number | null) => (aed === null ? '' : formatAed(aedToFils(aed)));

export function productValues(product: ProductForm_ProductFragment): ProductValues {
  return {
    title: product.title,
    description: product.description,
    price: amount(product.price),
    oldPrice: amount(product.oldPrice),
    collection: product.collection,
    brand: product.brand,
    hotSale: product.hotSale,
    topPick: product.topPick,
    care: product.care.join('\n'),
    composition: product.composition,
    origin: product.origin,
    sizes: [...product.sizes],
    colours: [...product.colours],
    stock: {},
    titleAr: product.titleAr ?? '',
    descriptionAr: product.descriptionAr ?? '',
    careAr: (product.careAr ?? []).join('\n'),
    compositionAr: product.compositionAr ?? '',
    originAr: product.originAr ?? '',
  };
}

/** An amount in AED ('89', '89.5', '1,250.00') in fils; '' is none; anything else is NaN, which the rules refuse. */
export function parseAed(text: string | undefined): number | null {
  const clean = (text ?? '').trim().replace(/,/g, '');
  if (clean === '') return null;
  return /^\d{1,9}(\.\d{1,2})?$/.test(clean) ? aedToFils(Number(clean)) : Number.NaN;
}

/** A count of units; '' is 0; anything but a whole number is NaN, which the rules refuse. */
export function parseUnits(text: string | undefined): number {
  const clean = (text ?? '').trim();
  if (clean === '') return 0;
  return /^-?\d{1,9}$/.test(clean) ? Number(clean) : Number.NaN;
}

/** The ticked sizes × colours the product does not have yet, in the shop's order: each gets a starting stock. */
export function newVariants(values: Pick<ProductValues, 'sizes' | 'colours'>, existing: readonly Variant[]): Variant[] {
  const kept = new Set(existing.map(variantKey));
  return COLOURS.filter((colour) => values.colours.includes(colour)).flatMap((colour) =>
    SIZES.filter((size) => values.sizes.includes(size))
      .map((size) => ({ size, colour }))
      .filter((variant) => !kept.has(variantKey(variant))),
  );
}

/** The form field each of the rules' fields is shown at. */
const FORM_FIELD: Partial<Record<ProductField, keyof ProductValues>> = { priceFils: 'price', oldPriceFils: 'oldPrice' };

/** The rules count money in fils; the form speaks AED. */
const AMOUNT_MESSAGES: Partial<Record<ProductField, string>> = {
  priceFils: `Price must be an amount in AED from 0.01 to ${formatAed(PRODUCT_PRICE_MAX_FILS)}, like 89 or 89.50.`,
  oldPriceFils: 'Old price must be empty, or an amount in AED above the price.',
};

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export type ProductCheck = { ok: true; input: ProductInput } | { ok: false; errors: FormErrors };

/** The form's values checked by the domain's product rules, and as the schema's ProductInput when they pass. */
export function checkProduct(values: ProductValues, existing: readonly Variant[]): ProductCheck {
  const stock = newVariants(values, existing).map((variant) => ({
    ...variant,
    quantity: parseUnits(values.stock[variantKey(variant)]),
  }));
  const checked = validateProductInput({
    title: values.title,
    description: values.description,
    priceFils: parseAed(values.price) ?? undefined,
    oldPriceFils: parseAed(values.oldPrice),
    collection: values.collection,
    brand: values.brand,
    hotSale: values.hotSale,
    topPick: values.topPick,
    care: lines(values.care),
    composition: values.composition,
    origin: values.origin,
    sizes: values.sizes,
    colours: values.colours,
    stock,
    titleAr: values.titleAr,
    descriptionAr: values.descriptionAr,
    careAr: lines(values.careAr),
    compositionAr: values.compositionAr,
    originAr: values.originAr,
  });
  if (!checked.ok) {
    const errors: FormErrors = {};
    for (const [field, message] of Object.entries(checked.problems) as [ProductField, string][]) {
      errors[FORM_FIELD[field] ?? field] = AMOUNT_MESSAGES[field] ?? message;
    }
    return { ok: false, errors };
  }
  const { priceFils, oldPriceFils, ...rest } = checked.value;
  return {
    ok: true,
    input: { ...rest, price: filsToAed(priceFils), oldPrice: oldPriceFils === null ? null : filsToAed(oldPriceFils) },
  };
}
