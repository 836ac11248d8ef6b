import { COLOURS, DEFAULT_LOCALE, ITEMS_PER_PAGE, SIZES, TOP_PICKS_LIMIT, type Locale } from '@store/domain';
import { inLanguage } from './in-language.ts';
import { isInStock } from './models.ts';
import type { ProductModel } from './models.ts';

export type ProductSort = 'DEFAULT' | 'TITLE_ASC' | 'TITLE_DESC' | 'PRICE_ASC' | 'PRICE_DESC';
export type Availability = 'IN_STOCK' | 'OUT_OF_STOCK';

export interface ProductFilter {
  /** AED, inclusive (both bounds). */
  minPrice?: number | null;
  maxPrice?: number | null;
  availability?: Availability | null;
  colours?: readonly string[] | null;
  sizes?: readonly string[] | null;
  brands?: readonly string[] | null;
  collections?: readonly string[] | null;
  onSale?: boolean | null;
  text?: string | null;
}

export interface FacetCount {
  value: string;
  count: number;
  /** A collection's name in the request's language, put in by the products resolver; other values show as is. */
  displayName?: string;
}

export interface ProductFacets {
  colours: FacetCount[];
  sizes: FacetCount[];
  brands: FacetCount[];
  collections: FacetCount[];
  availability: FacetCount[];
  minPrice: number;
  maxPrice: number;
}

export interface ProductPage {
  items: ProductModel[];
  totalCount: number;
  page: number;
  pageSize: number;
  pageCount: number;
  facets: ProductFacets;
}

const MAX_PAGE_SIZE = 48;
const AVAILABILITIES: readonly Availability[] = ['IN_STOCK', 'OUT_OF_STOCK'];

/** The filter criteria; a facet counts over the products matching every criterion but its own. */
type Criterion = 'price' | 'availability' | 'colours' | 'sizes' | 'brands' | 'collections' | 'onSale' | 'text';

/** Lower case without accents, so 'Nürburgring' and 'nurburgring' compare equal. */
function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

function words(text: string): string[] {
  return fold(text).split(/\s+/).filter(Boolean);
}

/** A list criterion with no values selected does not filter. */
function matchesAny(values: readonly string[], selected: readonly string[] | null | undefined): boolean {
  if (!selected || selected.length === 0) return true;
  const wanted = new Set(selected.map(fold));
  return values.some((value) => wanted.has(fold(value)));
}

const criteria: Record<Criterion, (product: ProductModel, filter: ProductFilter) => boolean> = {
  price: (p, f) => (f.minPrice == null || p.price >= f.minPrice) && (f.maxPrice == null || p.price <= f.maxPrice),
  availability: (p, f) => f.availability == null || isInStock(p) === (f.availability === 'IN_STOCK'),
  colours: (p, f) => matchesAny(coloursOf(p), f.colours),
  sizes: (p, f) => matchesAny(p.sizes, f.sizes),
  brands: (p, f) => matchesAny([p.brand], f.brands),
  collections: (p, f) => matchesAny([p.collection], f.collections),
  onSale: (p, f) => f.onSale !== true || p.oldPrice !== null,
  text: (p, f) => f.text == null || matchesText(p, f.text),
};

function coloursOf(product: ProductModel): string[] {
  return product.colours.map((colour) => colour.name);
}

function matchesFilter(product: ProductModel, filter: ProductFilter, except?: Criterion): boolean {
  return (Object.keys(criteria) as Criterion[]).every((key) => key === except || criteria[key](product, filter));
}

export function filterProducts(products: readonly ProductModel[], filter: ProductFilter): ProductModel[] {
  return products.filter((product) => matchesFilter(product, filter));
}

type Compare = (a: ProductModel, b: ProductModel) => number;

/** One collator per language for the gateway's life: building one is ICU work, and shop queries sort often. */
const collators = new Map<Locale, Intl.Collator>();

/** By the title the page shows: the Arabic one on an Arabic page, the English where it has none. */
function titleOrder(language: Locale): Compare {
  let collator = collators.get(language);
  if (!collator) collators.set(language, (collator = new Intl.Collator(language, { sensitivity: 'base' })));
  return (a, b) =>
    collator.compare(inLanguage(a, 'title', a.title, language), inLanguage(b, 'title', b.title, language));
}

function comparatorFor(sort: ProductSort, language: Locale): Compare {
  switch (sort) {
    case 'TITLE_ASC':
      return titleOrder(language);
    case 'TITLE_DESC': {
      const ascending = titleOrder(language);
      return (a, b) => ascending(b, a);
    }
    case 'PRICE_ASC':
      return (a, b) => a.price - b.price;
    case 'PRICE_DESC':
      return (a, b) => b.price - a.price;
    default:
      return () => 0;
  }
}

/** Sorted for the page's language (titles as it shows them); ties keep the upstream order. */
export function sortProducts(
  products: readonly ProductModel[],
  sort: ProductSort,
  language: Locale = DEFAULT_LOCALE,
): ProductModel[] {
  const compare = comparatorFor(sort, language);
  return [...products].sort((a, b) => compare(a, b) || a.position - b.position);
}

/**
 * Counts each value once per product, grouping spellings case-insensitively. `order` lists the known values
 * first (COLOURS, SIZES); other values follow alphabetically. Selected values are always listed.
 */
function countFacet(
  products: readonly ProductModel[],
  valuesOf: (product: ProductModel) => readonly string[],
  selected: readonly string[] | null | undefined,
  order: readonly string[] = [],
): FacetCount[] {
  const counts = new Map<string, FacetCount>();
  const entryFor = (value: string): FacetCount => {
    const key = fold(value);
    let entry = counts.get(key);
    if (!entry) {
      entry = { value: order.find((known) => fold(known) === key) ?? value.trim(), count: 0 };
      counts.set(key, entry);
    }
    return entry;
  };
  for (const product of products) {
    const seen = new Set<string>();
    for (const value of valuesOf(product)) {
      const key = fold(value);
      if (key === '' || seen.has(key)) continue;
      seen.add(key);
      entryFor(value).count++;
    }
  }
  for (const value of selected ?? []) entryFor(value);
  const rank = (entry: FacetCount): number => {
    const index = order.findIndex((known) => fold(known) === fold(entry.value));
    return index === -1 ? order.length : index;
  };
  return [...counts.values()].sort(
    (a, b) => rank(a) - rank(b) || a.value.localeCompare(b.value, 'en', { sensitivity: 'base' }),
  );
}

export function facetsFor(products: readonly ProductModel[], filter: ProductFilter): ProductFacets {
  const matching = (except: Criterion): ProductModel[] => products.filter((p) => matchesFilter(p, filter, except));
  const priced = matching('price').map((product) => product.price);
  return {
    colours: countFacet(matching('colours'), coloursOf, filter.colours, COLOURS),
    sizes: countFacet(matching('sizes'), (p) => p.sizes, filter.sizes, SIZES),
    brands: countFacet(matching('brands'), (p) => [p.brand], filter.brands),
    collections: countFacet(matching('collections'), (p) => [p.collection], filter.collections),
    availability: countFacet(
      matching('availability'),
      (p) => [isInStock(p) ? 'IN_STOCK' : 'OUT_OF_STOCK'],
      filter.availability ? [filter.availability] : [],
      AVAILABILITIES,
    ),
    minPrice: priced.length > 0 ? Math.min(...priced) : 0,
    maxPrice: priced.length > 0 ? Math.max(...priced) : 0,
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

export function queryProducts(
  products: readonly ProductModel[],
  args: {
    filter?: ProductFilter | null;
    sort?: ProductSort | null;
    page?: number | null;
    pageSize?: number | null;
    /** The page's language: sorting by title follows the titles it shows. */
    language?: Locale;
  },
): ProductPage {
  const filter = args.filter ?? {};
  const matching = sortProducts(filterProducts(products, filter), args.sort ?? 'DEFAULT', args.language);
  const pageSize = clamp(Math.floor(args.pageSize ?? ITEMS_PER_PAGE), 1, MAX_PAGE_SIZE);
  const pageCount = Math.ceil(matching.length / pageSize);
  const page = clamp(Math.floor(args.page ?? 1), 1, Math.max(pageCount, 1));
  return {
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    totalCount: matching.length,
    page,
    pageSize,
    pageCount,
    facets: facetsFor(products, filter),
  };
}

/** The product's title in either language (a shopper on an Arabic page may type either). */
const titlesOf = (product: ProductModel): string[] =>
  typeof product.ar?.title === 'string' ? [product.title, product.ar.title] : [product.title];

/**
 * Every word of `text` appears somewhere in the product's title, description (English or Arabic), collection,
 * brand or colours.
 */
export function matchesText(product: ProductModel, text: string): boolean {
  const { description, collection, brand } = product;
  const arabicDescription = typeof product.ar?.description === 'string' ? [product.ar.description] : [];
  const haystack = fold(
    [...titlesOf(product), description, ...arabicDescription, collection, brand, ...coloursOf(product)].join('\n'),
  );
  return words(text).every((word) => haystack.includes(word));
}

/**
 * Best first: the more query words the title holds, the higher; then the upstream order. With no words, every
 * product in the upstream order: the search opens on the catalogue (spec: 8 products before anything is typed).
 */
export function searchProducts(products: readonly ProductModel[], text: string): ProductModel[] {
  const queryWords = words(text);
  if (queryWords.length === 0) return [...products].sort((a, b) => a.position - b.position);
  const titleHits = (product: ProductModel): number =>
    queryWords.filter((word) => fold(titlesOf(product).join('\n')).includes(word)).length;
  return products
    .filter((product) => matchesText(product, text))
    .sort((a, b) => titleHits(b) - titleHits(a) || a.position - b.position);
}

export function topPicks(
  all: readonly ProductModel[],
  topPickIds: readonly string[],
  args: { excludeProductId?: string | null; excludeTitles?: readonly string[] | null; limit?: number | null },
): ProductModel[] {
  const byId = new Map(all.map((product) => [product.id, product]));
  const excludedTitles = new Set(args.excludeTitles ?? []);
  const limit = Math.max(0, Math.floor(args.limit ?? TOP_PICKS_LIMIT));
  const picks: ProductModel[] = [];
  for (const id of new Set(topPickIds)) {
    const product = byId.get(id);
    if (!product || product.id === args.excludeProductId) continue;
    // The cart may hold a title as an Arabic page showed it.
    if (titlesOf(product).some((title) => excludedTitles.has(title))) continue;
    picks.push(product);
  }
  return picks.slice(0, limit);
}
