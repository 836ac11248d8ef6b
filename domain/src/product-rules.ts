import { COLLECTIONS, COLOURS, SIZES } from './constants.ts';
import { readArabicLines, readArabicText, type ArabicText } from './arabic-content.ts';

/** Rules of the back office's catalogue editing: products, their variants, photos and stock changes. */

export const PRODUCT_TITLE_MAX = 80;
export const PRODUCT_DESCRIPTION_MAX = 2000;
export const PRODUCT_BRAND_MAX = 40;
/** Composition and origin lines. */
export const PRODUCT_LINE_MAX = 120;
export const PRODUCT_CARE_LINES_MAX = 10;
/** 100,000 AED: far above any T-shirt, low enough that no sum of prices overflows. */
export const PRODUCT_PRICE_MAX_FILS = 10_000_000;
export const PRODUCT_OPTIONS_MAX = 20;
/** Units of one variant; keeps every sum of quantities far inside a 32-bit integer. */
export const VARIANT_STOCK_MAX = 1_000_000;

/** What a product photo shows; each colour has at most one photo per view. */
export const PHOTO_VIEWS = ['front', 'back', 'detail'] as const;
export type PhotoView = (typeof PHOTO_VIEWS)[number];
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Longest side of an uploaded photo, in pixels: larger images are refused (decompression bombs). */
export const PHOTO_MAX_SIDE_PX = 8000;
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp'] as const;
/**
 * An upload is answered at once and its copies are made in the background: `processing` until they exist (then
 * it is a photo), `failed` when the image could not be read.
 */
export const PHOTO_UPLOAD_STATUSES = ['processing', 'failed'] as const;
export type PhotoUploadStatus = (typeof PHOTO_UPLOAD_STATUSES)[number];
/** Tries of one upload's processing (a backend that stopped mid-way leaves its claim to expire) before it fails. */
export const PHOTO_PROCESSING_MAX_ATTEMPTS = 3;

/** Why staff change stock by hand; orders and cancellations record their own movements. */
export const STOCK_ADJUST_REASONS = ['RECEIVED', 'DAMAGED', 'CORRECTION'] as const;
export type StockAdjustReason = (typeof STOCK_ADJUST_REASONS)[number];
/** Which way each reason moves stock: received units come in, damaged ones go out, a recount goes either way. */
export const STOCK_ADJUST_REASON_DIRECTIONS: Record<StockAdjustReason, 'in' | 'out' | 'either'> = {
  RECEIVED: 'in',
  DAMAGED: 'out',
  CORRECTION: 'either',
};

/** Why a change of this sign cannot have this reason (+5 "damaged"), or undefined when they agree. */
export function reasonDirectionProblem(reason: StockAdjustReason, delta: number): string | undefined {
  const direction = STOCK_ADJUST_REASON_DIRECTIONS[reason];
  if (direction === 'in' && delta < 0) return 'Received stock adds units: the change must be positive.';
  if (direction === 'out' && delta > 0) return 'Damaged stock takes units away: the change must be negative.';
  return undefined;
}
export const STOCK_NOTE_MAX = 200;

export interface VariantStock {
  size: string;
  colour: string;
  quantity: number;
}

export interface ProductInput {
  title: string;
  description: string;
  priceFils: number;
  oldPriceFils: number | null;
  collection: string;
  brand: string;
  hotSale: boolean;
  topPick: boolean;
  care: string[];
  composition: string;
  origin: string;
  sizes: string[];
  colours: string[];
  /** Starting quantities of variants the product does not have yet; others start at 0. */
  stock: VariantStock[];
  /** Arabic beside the shown texts (arabic-content.ts): null when missing. */
  titleAr: ArabicText;
  descriptionAr: ArabicText;
  careAr: string[] | null;
  compositionAr: ArabicText;
  originAr: ArabicText;
}

export type ProductField = keyof ProductInput;
/** Every problem found, by field name. */
export type Problems<Field extends string = string> = Partial<Record<Field, string>>;
export type Checked<T, Field extends string> = { ok: true; value: T } | { ok: false; problems: Problems<Field> };

/** Trimmed text of 1 to `max` characters, or the problem. */
export function readText(label: string, value: unknown, max: number): string | { problem: string } {
  if (typeof value !== 'string') return { problem: `${label} is required.` };
  const text = value.trim();
  if (text === '') return { problem: `${label} is required.` };
  if (text.length > max) return { problem: `${label} must be at most ${max} characters.` };
  return text;
}

function isWholeBetween(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function readOptions(label: string, value: unknown, known: readonly string[]): string[] | { problem: string } {
  if (!Array.isArray(value) || value.length === 0) return { problem: `Choose at least one ${label}.` };
  if (value.length > PRODUCT_OPTIONS_MAX) return { problem: `At most ${PRODUCT_OPTIONS_MAX} ${label}s.` };
  const unknown = value.find((option) => typeof option !== 'string' || !known.includes(option));
  if (unknown !== undefined)
    return { problem: `Unknown ${label} ${JSON.stringify(unknown)}: use ${known.join(', ')}.` };
  if (new Set(value).size !== value.length) return { problem: `Each ${label} may be listed once.` };
  // Display order is the palette's order, whatever order the form sent.
  return known.filter((option) => value.includes(option));
}

function readCare(value: unknown): string[] | { problem: string } {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > PRODUCT_CARE_LINES_MAX) {
    return { problem: `Care must be a list of at most ${PRODUCT_CARE_LINES_MAX} lines.` };
  }
  const lines: string[] = [];
  for (const line of value) {
    const text = readText('Each care line', line, PRODUCT_LINE_MAX);
    if (typeof text !== 'string') return text;
    lines.push(text);
  }
  return lines;
}

function readStock(value: unknown, sizes: string[], colours: string[]): VariantStock[] | { problem: string } {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return { problem: 'Stock must be a list of {size, colour, quantity}.' };
  const seen = new Set<string>();
  const entries: VariantStock[] = [];
  for (const entry of value as Record<string, unknown>[]) {
    const { size, colour, quantity } = entry ?? {};
    if (typeof size !== 'string' || typeof colour !== 'string' || !sizes.includes(size) || !colours.includes(colour)) {
      return { problem: `Stock names a variant (${String(size)} / ${String(colour)}) the product does not have.` };
    }
    if (!isWholeBetween(quantity, 0, VARIANT_STOCK_MAX)) {
      return { problem: `Stock of ${size} / ${colour} must be a whole number from 0 to ${VARIANT_STOCK_MAX}.` };
    }
    if (seen.has(`${size}\n${colour}`)) return { problem: `Stock lists ${size} / ${colour} twice.` };
    seen.add(`${size}\n${colour}`);
    entries.push({ size, colour, quantity });
  }
  return entries;
}

/** A product as the back office sends it (create or full edit), checked and normalised. */
export function validateProductInput(input: Readonly<Record<string, unknown>>): Checked<ProductInput, ProductField> {
  const problems: Problems<ProductField> = {};
  const take = <T>(field: ProductField, result: T | { problem: string }): T | undefined => {
    if (typeof result === 'object' && result !== null && 'problem' in result) {
      problems[field] = result.problem;
      return undefined;
    }
    return result as T;
  };
  const price = input.priceFils;
  if (!isWholeBetween(price, 1, PRODUCT_PRICE_MAX_FILS)) {
    problems.priceFils = `Price must be a whole number of fils from 1 to ${PRODUCT_PRICE_MAX_FILS}.`;
  }
  const oldPrice = input.oldPriceFils ?? null;
  if (oldPrice !== null && (!isWholeBetween(oldPrice, 1, PRODUCT_PRICE_MAX_FILS) || oldPrice <= Number(price))) {
    problems.oldPriceFils = 'Old price must be null or a whole number of fils above the price.';
  }
  const collection = input.collection;
  if (typeof collection !== 'string' || !(COLLECTIONS as readonly string[]).includes(collection)) {
    problems.collection = `Collection must be one of ${COLLECTIONS.join(', ')}.`;
  }
  for (const flag of ['hotSale', 'topPick'] as const) {
    if (input[flag] !== undefined && typeof input[flag] !== 'boolean')
      problems[flag] = `${flag} must be true or false.`;
  }
  const sizes = take<string[]>('sizes', readOptions('size', input.sizes, SIZES));
  const colours = take<string[]>('colours', readOptions('colour', input.colours, COLOURS));
  const value = {
    title: take<string>('title', readText('Title', input.title, PRODUCT_TITLE_MAX)),
    description: take<string>('description', readText('Description', input.description, PRODUCT_DESCRIPTION_MAX)),
    priceFils: price as number,
    oldPriceFils: oldPrice as number | null,
    collection: collection as string,
    brand: take<string>('brand', readText('Brand', input.brand, PRODUCT_BRAND_MAX)),
    hotSale: input.hotSale === true,
    topPick: input.topPick === true,
    care: take<string[]>('care', readCare(input.care)),
    composition: take<string>('composition', readText('Composition', input.composition, PRODUCT_LINE_MAX)),
    origin: take<string>('origin', readText('Origin', input.origin, PRODUCT_LINE_MAX)),
    sizes,
    colours,
    stock: sizes && colours ? take<VariantStock[]>('stock', readStock(input.stock, sizes, colours)) : [],
    titleAr: take<ArabicText>('titleAr', readArabicText('Title', input.titleAr, PRODUCT_TITLE_MAX)),
    descriptionAr: take<ArabicText>(
      'descriptionAr',
      readArabicText('Description', input.descriptionAr, PRODUCT_DESCRIPTION_MAX),
    ),
    careAr: take<string[] | null>(
      'careAr',
      readArabicLines('Care', input.careAr, PRODUCT_CARE_LINES_MAX, PRODUCT_LINE_MAX),
    ),
    compositionAr: take<ArabicText>(
      'compositionAr',
      readArabicText('Composition', input.compositionAr, PRODUCT_LINE_MAX),
    ),
    originAr: take<ArabicText>('originAr', readArabicText('Origin', input.originAr, PRODUCT_LINE_MAX)),
  };
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, value: value as ProductInput };
}

export interface StockAdjustment {
  productId: number;
  size: string;
  colour: string;
  delta: number;
  reason: StockAdjustReason;
  note: string | null;
}
export type StockAdjustmentField = keyof StockAdjustment;

/** A hand-made stock change: a non-zero whole delta, one of the three reasons, an optional short note. */
export function validateStockAdjustment(
  input: Readonly<Record<string, unknown>>,
): Checked<StockAdjustment, StockAdjustmentField> {
  const problems: Problems<StockAdjustmentField> = {};
  const { productId, size, colour, delta, reason, note } = input;
  if (!isWholeBetween(productId, 1, 2_147_483_647)) problems.productId = 'Product id must be a positive whole number.';
  if (typeof size !== 'string' || size === '') problems.size = 'Size is required.';
  if (typeof colour !== 'string' || colour === '') problems.colour = 'Colour is required.';
  if (!isWholeBetween(delta, -VARIANT_STOCK_MAX, VARIANT_STOCK_MAX) || delta === 0) {
    problems.delta = `Delta must be a whole number other than 0, from -${VARIANT_STOCK_MAX} to ${VARIANT_STOCK_MAX}.`;
  }
  if (typeof reason !== 'string' || !(STOCK_ADJUST_REASONS as readonly string[]).includes(reason)) {
    problems.reason = `Reason must be one of ${STOCK_ADJUST_REASONS.join(', ')}.`;
  } else if (problems.delta === undefined) {
    const wrongWay = reasonDirectionProblem(reason as StockAdjustReason, delta as number);
    if (wrongWay) problems.delta = wrongWay;
  }
  let text: string | null = null;
  if (note !== undefined && note !== null && note !== '') {
    const read = readText('Note', note, STOCK_NOTE_MAX);
    if (typeof read === 'string') text = read;
    else problems.note = read.problem;
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const value = { productId, size, colour, delta, reason, note: text } as StockAdjustment;
  return { ok: true, value };
}

export function isPhotoView(value: unknown): value is PhotoView {
  return typeof value === 'string' && (PHOTO_VIEWS as readonly string[]).includes(value);
}

/** Whether an image of this size may be processed: neither side above PHOTO_MAX_SIDE_PX. */
export function photoSizeProblem(width: number, height: number): string | undefined {
  if (width <= PHOTO_MAX_SIDE_PX && height <= PHOTO_MAX_SIDE_PX) return undefined;
  return `The image is ${width}×${height} px: the most is ${PHOTO_MAX_SIDE_PX}×${PHOTO_MAX_SIDE_PX}.`;
}
