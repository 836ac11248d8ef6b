import { describe, expect, it } from 'vitest';
import type { ProductModel } from './models.ts';
import {
  facetsFor,
  filterProducts,
  matchesText,
  queryProducts,
  searchProducts,
  sortProducts,
  topPicks,
} from './product-query.ts';
import type { FacetCount, ProductFilter, ProductSort } from './product-query.ts';

type Fixture = Partial<Omit<ProductModel, 'colours'>> & { id: string; colours?: string[]; soldOut?: boolean };

function product({ colours = ['Black'], soldOut = false, ...overrides }: Fixture): ProductModel {
  const sizes = overrides.sizes ?? ['M'];
  return {
    title: `Tee ${overrides.id}`,
    description: 'Soft cotton graphic print.',
    price: 100,
    oldPrice: null,
    hotSale: false,
    imageSrc: `/img/${overrides.id}.jpg`,
    hoverImageSrc: `/img/${overrides.id}-hover.jpg`,
    images: [],
    colours: colours.map((name) => ({ name, imageSrc: `/img/${overrides.id}-${name}.jpg` })),
    sizes,
    stock: sizes.map((size) => ({ size, colour: colours[0] ?? 'Black', quantity: soldOut ? 0 : 5 })),
    collection: 'Racing',
    brand: 'Titan',
    care: [],
    composition: '100% cotton',
    origin: 'UAE',
    position: Number(overrides.id.slice(1)),
    ...overrides,
  };
}

/** A fixture row: the fields the queries read, plus any other overrides. */
function tee(
  id: string,
  title: string,
  price: number,
  colours: string[],
  sizes: string[],
  brand: string,
  collection: string,
  extra: Partial<Fixture> = {},
): ProductModel {
  return product({ id, title, price, colours, sizes, brand, collection, ...extra });
}

// Frozen so that any mutation of the inputs throws.
const catalogue: readonly ProductModel[] = Object.freeze(
  [
    tee('p1', 'Nürburgring Racing Tee', 120, ['Black', 'White'], ['S', 'M', 'L'], 'Titan', 'Racing', { oldPrice: 150 }),
    tee('p2', 'JDM Legends Tee', 90, ['Red', 'Black'], ['M', 'L', 'XL'], 'Apex', 'JDM', {
      description: 'Big chest logo print.',
    }),
    tee('p3', 'Bike Life Tee', 60, ['Red'], ['XS', 'S'], 'Apex', 'Bike', { oldPrice: 80, soldOut: true }),
    tee('p4', 'Classic Car Tee', 200, ['Blue'], ['L', 'XL', '2XL'], 'Titan', 'Car'),
    tee('p5', 'apex Drift Tee', 90, ['Black'], ['M'], 'Apex', 'JDM'),
    tee('p6', 'Green Hell Tee', 150, ['Green'], ['Free Size'], 'Titan', 'Racing', {
      oldPrice: 180,
      description: 'Inspired by the Nürburgring Nordschleife.',
      soldOut: true,
    }),
    tee('p7', 'Titan Logo Tee', 45, ['White', 'Grey'], ['S', 'M', 'L', 'XL'], 'Titan', 'Titan'),
    tee('p8', 'Midnight Run Tee', 300, ['Purple', 'Black'], ['L'], 'Zenith', 'Car'),
    tee('p9', 'Cherry Blossom Tee', 75, ['Pink'], ['XS', 'S', 'M'], 'Zenith', 'JDM'),
    tee('p10', 'BIKE LIFE TEE', 60, ['Orange'], ['M'], 'Apex', 'Bike'),
  ].map((item) => Object.freeze(item)),
);

const ids = (products: readonly ProductModel[]): string[] => products.map((item) => item.id);
const filtered = (filter: ProductFilter): string[] => ids(filterProducts(catalogue, filter));
const byId = (id: string): ProductModel => catalogue.find((item) => item.id === id) ?? product({ id });
const all = ids(catalogue);
/** 'value:count' strings keep the facet expectations readable. */
const counts = (facets: readonly FacetCount[]): string[] => facets.map((facet) => `${facet.value}:${facet.count}`);

describe('filterProducts', () => {
  it('returns everything for an empty filter, null values and empty lists', () => {
    expect(filtered({})).toEqual(all);
    expect(filtered({ minPrice: null, maxPrice: null, availability: null, colours: null, onSale: null })).toEqual(all);
    expect(filtered({ colours: [], sizes: [], brands: [], collections: [], onSale: false })).toEqual(all);
  });

  it('filters by inclusive price bounds', () => {
    expect(filtered({ minPrice: 90 })).toEqual(['p1', 'p2', 'p4', 'p5', 'p6', 'p8']);
    expect(filtered({ maxPrice: 75 })).toEqual(['p3', 'p7', 'p9', 'p10']);
    expect(filtered({ minPrice: 60, maxPrice: 90 })).toEqual(['p2', 'p3', 'p5', 'p9', 'p10']);
    expect(filtered({ minPrice: 301 })).toEqual([]);
  });

  it('filters by availability', () => {
    expect(filtered({ availability: 'OUT_OF_STOCK' })).toEqual(['p3', 'p6']);
    expect(filtered({ availability: 'IN_STOCK' })).toEqual(['p1', 'p2', 'p4', 'p5', 'p7', 'p8', 'p9', 'p10']);
  });

  it('matches any of the selected colours, sizes, brands and collections, ignoring case', () => {
    expect(filtered({ colours: ['red'] })).toEqual(['p2', 'p3']);
    expect(filtered({ colours: ['RED', 'pink'] })).toEqual(['p2', 'p3', 'p9']);
    expect(filtered({ sizes: ['xl'] })).toEqual(['p2', 'p4', 'p7']);
    expect(filtered({ sizes: ['free size'] })).toEqual(['p6']);
    expect(filtered({ brands: ['zenith'] })).toEqual(['p8', 'p9']);
    expect(filtered({ collections: ['jdm', 'BIKE'] })).toEqual(['p2', 'p3', 'p5', 'p9', 'p10']);
  });

  it('keeps only products with an old price when onSale is true', () => {
    expect(filtered({ onSale: true })).toEqual(['p1', 'p3', 'p6']);
  });

  it('combines every filter with AND', () => {
    expect(filtered({ colours: ['black'], sizes: ['m'], availability: 'IN_STOCK' })).toEqual(['p1', 'p2', 'p5']);
    expect(filtered({ colours: ['black'], sizes: ['m'], availability: 'IN_STOCK', maxPrice: 100 })).toEqual([
      'p2',
      'p5',
    ]);
    expect(filtered({ collections: ['Racing'], onSale: true, availability: 'OUT_OF_STOCK' })).toEqual(['p6']);
    expect(filtered({ brands: ['Apex'], text: 'bike' })).toEqual(['p3', 'p10']);
  });
});

describe('sortProducts', () => {
  const reversed = [...catalogue].reverse();
  const cases: [ProductSort, string[]][] = [
    ['DEFAULT', all],
    ['TITLE_ASC', ['p5', 'p3', 'p10', 'p9', 'p4', 'p6', 'p2', 'p8', 'p1', 'p7']],
    ['TITLE_DESC', ['p7', 'p1', 'p8', 'p2', 'p6', 'p4', 'p9', 'p3', 'p10', 'p5']],
    ['PRICE_ASC', ['p7', 'p3', 'p10', 'p9', 'p2', 'p5', 'p1', 'p6', 'p4', 'p8']],
    ['PRICE_DESC', ['p8', 'p4', 'p6', 'p1', 'p2', 'p5', 'p9', 'p3', 'p10', 'p7']],
  ];

  it.each(cases)('%s sorts, breaking ties by position whatever the input order', (sort, expected) => {
    expect(ids(sortProducts(catalogue, sort))).toEqual(expected);
    expect(ids(sortProducts(reversed, sort))).toEqual(expected);
  });

  it('returns a new array and leaves the input alone', () => {
    const input = [...reversed];
    const result = sortProducts(input, 'PRICE_ASC');
    expect(result).not.toBe(input);
    expect(ids(input)).toEqual(ids(reversed));
    expect(sortProducts(catalogue, 'TITLE_ASC')).toHaveLength(10);
  });

  it('sorts an Arabic page by the titles it shows: Arabic, or English where a product has none', () => {
    const arabic = [
      tee('p1', 'Alpha Tee', 100, ['Black'], ['M'], 'Apex', 'Racing', { ar: { title: 'ياقوت' } }),
      tee('p2', 'Beta Tee', 100, ['Black'], ['M'], 'Apex', 'Racing', { ar: { title: 'باب' } }),
      tee('p3', 'Zulu Tee', 100, ['Black'], ['M'], 'Apex', 'Racing', { ar: { title: 'أسد' } }),
      tee('p4', 'Delta Tee', 100, ['Black'], ['M'], 'Apex', 'Racing', { ar: { title: null } }),
    ];
    const ar = ids(sortProducts(arabic, 'TITLE_ASC', 'ar'));
    // Arabic titles in Arabic order (أ, ب, ي); the English-only title sorts among them by the Arabic collation.
    expect(ar.filter((id) => id !== 'p4')).toEqual(['p3', 'p2', 'p1']);
    expect(ids(sortProducts(arabic, 'TITLE_DESC', 'ar')).filter((id) => id !== 'p4')).toEqual(['p1', 'p2', 'p3']);
    // The English page keeps the English order.
    expect(ids(sortProducts(arabic, 'TITLE_ASC', 'en'))).toEqual(['p1', 'p2', 'p4', 'p3']);
    expect(ids(sortProducts(arabic, 'TITLE_ASC'))).toEqual(['p1', 'p2', 'p4', 'p3']);
  });

  it('pages through an Arabic sort in the same order (queryProducts)', () => {
    const arabic = ['ج', 'ب', 'أ'].map((title, index) =>
      tee(`p${index + 1}`, `Tee ${index + 1}`, 100, ['Black'], ['M'], 'Apex', 'Racing', { ar: { title } }),
    );
    const first = queryProducts(arabic, { sort: 'TITLE_ASC', pageSize: 2, page: 1, language: 'ar' });
    const second = queryProducts(arabic, { sort: 'TITLE_ASC', pageSize: 2, page: 2, language: 'ar' });
    expect([...ids(first.items), ...ids(second.items)]).toEqual(['p3', 'p2', 'p1']);
  });
});

describe('facetsFor', () => {
  it('counts every value with no filter, in COLOURS and SIZES order, brands and collections alphabetically', () => {
    const facets = facetsFor(catalogue, {});
    expect(counts(facets.colours)).toEqual([
      'Pink:1',
      'Red:2',
      'Orange:1',
      'Green:1',
      'Black:4',
      'White:2',
      'Purple:1',
      'Grey:1',
      'Blue:1',
    ]);
    expect(counts(facets.sizes)).toEqual(['XS:2', 'S:4', 'M:6', 'L:5', 'XL:3', '2XL:1', 'Free Size:1']);
    expect(counts(facets.brands)).toEqual(['Apex:4', 'Titan:4', 'Zenith:2']);
    expect(counts(facets.collections)).toEqual(['Bike:2', 'Car:2', 'JDM:3', 'Racing:2', 'Titan:1']);
    expect(counts(facets.availability)).toEqual(['IN_STOCK:8', 'OUT_OF_STOCK:2']);
    expect([facets.minPrice, facets.maxPrice]).toEqual([45, 300]);
  });

  it('is disjunctive: selecting Red still counts the other colours, while the other facets narrow to Red', () => {
    const facets = facetsFor(catalogue, { colours: ['Red'] });
    expect(counts(facets.colours)).toContain('Black:4');
    expect(facets.colours).toHaveLength(9);
    expect(counts(facets.sizes)).toEqual(['XS:1', 'S:1', 'M:1', 'L:1', 'XL:1']);
    expect(counts(facets.brands)).toEqual(['Apex:2']);
    expect(counts(facets.collections)).toEqual(['Bike:1', 'JDM:1']);
    expect(counts(facets.availability)).toEqual(['IN_STOCK:1', 'OUT_OF_STOCK:1']);
    expect([facets.minPrice, facets.maxPrice]).toEqual([60, 90]);
  });

  it('always lists the selected values, with a zero count when nothing matches, and gives 0/0 prices', () => {
    const facets = facetsFor(catalogue, { colours: ['red'], brands: ['Zenith'] });
    expect(counts(facets.colours)).toEqual(['Pink:1', 'Red:0', 'Black:1', 'Purple:1']);
    expect(counts(facets.brands)).toEqual(['Apex:2', 'Zenith:0']);
    expect([facets.minPrice, facets.maxPrice]).toEqual([0, 0]);
    expect(facetsFor(catalogue, { colours: ['Beige'] }).colours.map((facet) => facet.value)).toContain('Beige');
    expect(counts(facetsFor(catalogue, { availability: 'OUT_OF_STOCK', brands: ['Zenith'] }).availability)).toEqual([
      'IN_STOCK:2',
      'OUT_OF_STOCK:0',
    ]);
  });

  it('computes the price range ignoring the price filter, while the other facets respect it', () => {
    const facets = facetsFor(catalogue, { minPrice: 130, collections: ['Racing'] });
    expect([facets.minPrice, facets.maxPrice]).toEqual([120, 150]);
    expect(counts(facets.collections)).toEqual(['Car:2', 'Racing:1']);
  });

  it('groups spellings case-insensitively and lists unknown colours after the palette', () => {
    const items = [
      product({ id: 'x1', colours: ['black', 'Navy'], brand: 'apex' }),
      product({ id: 'x2', colours: ['Black', 'BLACK'], brand: 'Apex' }),
    ];
    const facets = facetsFor(items, {});
    expect(counts(facets.colours)).toEqual(['Black:2', 'Navy:1']);
    expect(counts(facets.brands)).toEqual(['apex:2']);
  });
});

describe('queryProducts', () => {
  it('pages 6 at a time from page 1 by default', () => {
    const page = queryProducts(catalogue, {});
    expect(ids(page.items)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
    expect(page).toMatchObject({ totalCount: 10, page: 1, pageSize: 6, pageCount: 2 });
    expect(queryProducts(catalogue, { filter: null, sort: null, page: null, pageSize: null })).toEqual(page);
    expect(ids(queryProducts(catalogue, { page: 2 }).items)).toEqual(['p7', 'p8', 'p9', 'p10']);
  });

  it('clamps the page into range', () => {
    const last = queryProducts(catalogue, { page: 99 });
    expect(last.page).toBe(2);
    expect(ids(last.items)).toEqual(['p7', 'p8', 'p9', 'p10']);
    expect(queryProducts(catalogue, { page: 0 }).page).toBe(1);
    expect(queryProducts(catalogue, { page: -3 }).page).toBe(1);
  });

  it('clamps the page size to 1..48', () => {
    expect(queryProducts(catalogue, { pageSize: 100 })).toMatchObject({ pageSize: 48, pageCount: 1 });
    expect(queryProducts(catalogue, { pageSize: 0 })).toMatchObject({ pageSize: 1, pageCount: 10 });
    expect(ids(queryProducts(catalogue, { pageSize: 4, page: 3 }).items)).toEqual(['p9', 'p10']);
  });

  it('gives page 1 of 0 when nothing matches', () => {
    const page = queryProducts(catalogue, { filter: { brands: ['Nobody'] }, page: 5 });
    expect(page).toMatchObject({ items: [], totalCount: 0, page: 1, pageCount: 0 });
  });

  it('filters, sorts, pages and returns the facets of the filter', () => {
    const filter: ProductFilter = { availability: 'IN_STOCK' };
    const page = queryProducts(catalogue, { filter, sort: 'PRICE_DESC', pageSize: 3, page: 2 });
    expect(ids(page.items)).toEqual(['p2', 'p5', 'p9']);
    expect(page).toMatchObject({ totalCount: 8, page: 2, pageSize: 3, pageCount: 3 });
    expect(page.facets).toEqual(facetsFor(catalogue, filter));
    expect(filter).toEqual({ availability: 'IN_STOCK' });
  });
});

describe('text search', () => {
  it('ignores case and accents', () => {
    expect(matchesText(byId('p1'), 'nurburgring')).toBe(true);
    expect(matchesText(byId('p1'), 'NÜRBURGRING')).toBe(true);
    expect(matchesText(product({ id: 'x', title: 'Nurburgring' }), 'Nürburgring')).toBe(true);
    expect(matchesText(byId('p2'), 'nurburgring')).toBe(false);
  });

  it('requires every word, found in the title, description, collection, brand or colours', () => {
    expect(filtered({ text: 'racing black' })).toEqual(['p1']);
    expect(filtered({ text: 'green hell nurburgring' })).toEqual(['p6']);
    expect(filtered({ text: 'nordschleife' })).toEqual(['p6']);
    expect(filtered({ text: 'zenith purple' })).toEqual(['p8']);
    expect(filtered({ text: 'hell racing black' })).toEqual([]);
  });

  it('matches everything with blank text; searchProducts then lists every product in the shop order', () => {
    expect(matchesText(byId('p1'), '   ')).toBe(true);
    expect(filtered({ text: '  ' })).toEqual(all);
    const inOrder = [...catalogue].sort((a, b) => a.position - b.position).map((product) => product.id);
    expect(searchProducts(catalogue, '').map((product) => product.id)).toEqual(inOrder);
    expect(searchProducts(catalogue, '   ').map((product) => product.id)).toEqual(inOrder);
  });

  it('ranks title matches before other matches, then by position', () => {
    expect(ids(searchProducts(catalogue, 'nurburgring'))).toEqual(['p1', 'p6']);
    expect(ids(searchProducts(catalogue, 'logo'))).toEqual(['p7', 'p2']);
    expect(ids(searchProducts(catalogue, 'titan'))).toEqual(['p7', 'p1', 'p4', 'p6']);
    expect(searchProducts(catalogue, 'zzz')).toEqual([]);
  });
});

describe('topPicks', () => {
  const pickIds = ['p4', 'missing', 'p1', 'p7', 'p2', 'p9', 'p3'];

  it('follows the id order, skips unknown ids and stops at 4', () => {
    expect(ids(topPicks(catalogue, pickIds, {}))).toEqual(['p4', 'p1', 'p7', 'p2']);
    expect(ids(topPicks(catalogue, pickIds, { limit: null }))).toEqual(['p4', 'p1', 'p7', 'p2']);
    expect(ids(topPicks(catalogue, pickIds, { limit: 2 }))).toEqual(['p4', 'p1']);
    expect(ids(topPicks(catalogue, pickIds, { limit: 10 }))).toEqual(['p4', 'p1', 'p7', 'p2', 'p9', 'p3']);
    expect(topPicks(catalogue, [], {})).toEqual([]);
  });

  it('leaves out the current product and the excluded titles (exact match)', () => {
    expect(ids(topPicks(catalogue, pickIds, { excludeProductId: 'p1' }))).toEqual(['p4', 'p7', 'p2', 'p9']);
    expect(ids(topPicks(catalogue, pickIds, { excludeTitles: ['Titan Logo Tee'] }))).toEqual(['p4', 'p1', 'p2', 'p9']);
    expect(ids(topPicks(catalogue, pickIds, { excludeTitles: ['titan logo tee'] }))).toEqual(['p4', 'p1', 'p7', 'p2']);
    const picks = topPicks(catalogue, pickIds, {
      excludeProductId: 'p4',
      excludeTitles: ['JDM Legends Tee'],
      limit: 3,
    });
    expect(ids(picks)).toEqual(['p1', 'p7', 'p9']);
  });
});
