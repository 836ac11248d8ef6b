import { describe, expect, it } from 'vitest';
import { COLOURS, SIZES } from '@store/domain';
import { seedCollections, seedProducts, type SeedProduct } from '@store/backend/seed/catalogue';
import {
  SHOP,
  ids,
  soldOut,
  seedWhere,
  seedMatchingText,
  countWhere,
  asMap,
  type ShopPage,
} from '../testing/catalog-expectations.ts';
import { useTestStack } from '../testing/test-gateway.ts';

/** The shop page through the gateway: filters, sorts, pages and facets, against the seeded catalogue. */
const stack = useTestStack();

async function shop(variables: Record<string, unknown> = {}): Promise<ShopPage> {
  return (await stack.client().data<{ products: ShopPage }>(SHOP, variables)).products;
}

/** Every matching product on one page, so a whole result can be compared with the seed. */
async function shopAll(variables: Record<string, unknown> = {}): Promise<ShopPage> {
  return shop({ pageSize: 48, ...variables });
}

describe('the shop page: products', () => {
  it('opens on the first 6 products in the shop order, of 40 over 7 pages', async () => {
    const page = await shop();
    expect(ids(page.items)).toEqual(ids(seedProducts.slice(0, 6)));
    expect(page.items[0]).toEqual({ id: '1', title: 'Nürburgring Night Lap Tee', price: 89 });
    expect(page).toMatchObject({ totalCount: 40, page: 1, pageSize: 6, pageCount: 7 });
  });

  describe('filters', () => {
    it('keeps prices within the range, both bounds included', async () => {
      const expected = seedWhere((product) => product.price >= 69 && product.price <= 89);
      // The bounds themselves are prices of the seed, so an exclusive bound would lose products.
      expect(expected.some((product) => product.price === 69)).toBe(true);
      expect(expected.some((product) => product.price === 89)).toBe(true);
      const page = await shopAll({ filter: { price: { min: 69, max: 89 } } });
      expect(ids(page.items)).toEqual(ids(expected));
      expect(page.totalCount).toBe(expected.length);
    });

    it('takes a lower or an upper bound alone', async () => {
      expect(ids((await shopAll({ filter: { price: { min: 109 } } })).items)).toEqual(
        ids(seedWhere((product) => product.price >= 109)),
      );
      expect(ids((await shopAll({ filter: { price: { max: 60 } } })).items)).toEqual(
        ids(seedWhere((product) => product.price <= 60)),
      );
    });

    it('splits sold-out products (every size and colour at 0) from those in stock', async () => {
      const outOfStock = seedWhere(soldOut);
      expect(outOfStock.length).toBeGreaterThan(0);
      // Products with only some variants at 0 are still in stock.
      const partly = seedWhere((product) => !soldOut(product) && product.stock.some((entry) => entry.quantity === 0));
      expect(partly.length).toBeGreaterThan(0);

      const soldOutPage = await shopAll({ filter: { availability: 'OUT_OF_STOCK' } });
      expect(ids(soldOutPage.items)).toEqual(ids(outOfStock));
      const inStockPage = await shopAll({ filter: { availability: 'IN_STOCK' } });
      expect(ids(inStockPage.items)).toEqual(ids(seedWhere((product) => !soldOut(product))));
      expect(ids(inStockPage.items)).toEqual(expect.arrayContaining(ids(partly)));
    });

    it('keeps products in any of the chosen colours', async () => {
      const red = await shopAll({ filter: { colours: ['Red'] } });
      expect(ids(red.items)).toEqual(ids(seedWhere((product) => product.colours.includes('Red'))));
      const pinkOrPurple = await shopAll({ filter: { colours: ['Pink', 'Purple'] } });
      expect(ids(pinkOrPurple.items)).toEqual(
        ids(seedWhere((product) => product.colours.includes('Pink') || product.colours.includes('Purple'))),
      );
    });

    it('keeps products in any of the chosen sizes', async () => {
      const xs = await shopAll({ filter: { sizes: ['XS'] } });
      expect(ids(xs.items)).toEqual(ids(seedWhere((product) => product.sizes.includes('XS'))));
      const large = await shopAll({ filter: { sizes: ['3XL', 'XS'] } });
      expect(ids(large.items)).toEqual(
        ids(seedWhere((product) => product.sizes.includes('3XL') || product.sizes.includes('XS'))),
      );
    });

    it('keeps products of any of the chosen brands', async () => {
      const titan = await shopAll({ filter: { brands: ['Titan Forge'] } });
      expect(ids(titan.items)).toEqual(ids(seedWhere((product) => product.brand === 'Titan Forge')));
      const two = await shopAll({ filter: { brands: ['Kanji Garage', 'Torque Supply'] } });
      expect(ids(two.items)).toEqual(
        ids(seedWhere((product) => ['Kanji Garage', 'Torque Supply'].includes(product.brand))),
      );
    });

    it('keeps products of any of the chosen collections', async () => {
      const jdm = await shopAll({ filter: { collections: ['JDM'] } });
      expect(ids(jdm.items)).toEqual(ids(seedWhere((product) => product.collection === 'JDM')));
      const two = await shopAll({ filter: { collections: ['Bike', 'Titan'] } });
      expect(ids(two.items)).toEqual(ids(seedWhere((product) => ['Bike', 'Titan'].includes(product.collection))));
    });

    it('keeps only sale items (those with an old price) when asked', async () => {
      const expected = seedWhere((product) => product.oldPrice !== null);
      expect(expected.length).toBeGreaterThan(0);
      const page = await shopAll({ filter: { onSale: true } });
      expect(ids(page.items)).toEqual(ids(expected));
    });

    it('matches every word of the text in title, description, collection, brand or colours', async () => {
      for (const text of ['headlights', 'rising sun', 'kanji garage purple', 'Titan', 'purple']) {
        const expected = seedMatchingText(text);
        expect(expected.length, text).toBeGreaterThan(0);
        const page = await shopAll({ filter: { text } });
        expect(ids(page.items), text).toEqual(ids(expected));
      }
      // Accents do not matter, and a word nothing has finds nothing.
      expect(ids((await shopAll({ filter: { text: 'nurburgring' } })).items)).toEqual(['1']);
      expect((await shopAll({ filter: { text: 'rising submarine' } })).totalCount).toBe(0);
    });

    it('combines filters', async () => {
      const filter = {
        collections: ['Racing', 'Car'],
        colours: ['Black'],
        price: { max: 100 },
        availability: 'IN_STOCK',
      };
      const expected = seedWhere(
        (product) =>
          ['Racing', 'Car'].includes(product.collection) &&
          product.colours.includes('Black') &&
          product.price <= 100 &&
          !soldOut(product),
      );
      expect(expected.length).toBeGreaterThan(1);
      const page = await shopAll({ filter });
      expect(ids(page.items)).toEqual(ids(expected));
      expect(page.totalCount).toBe(expected.length);

      const onSale = await shopAll({ filter: { ...filter, onSale: true } });
      expect(ids(onSale.items)).toEqual(ids(expected.filter((product) => product.oldPrice !== null)));
      expect(onSale.totalCount).toBeLessThan(expected.length);
    });
  });

  describe('sorting', () => {
    const titleOrder = new Intl.Collator('en', { sensitivity: 'base' });
    // Ties keep the shop's own order.
    const sorted = (compare: (a: SeedProduct, b: SeedProduct) => number) =>
      [...seedProducts].sort((a, b) => compare(a, b) || a.id - b.id);

    it.each([
      ['DEFAULT', sorted(() => 0)],
      ['TITLE_ASC', sorted((a, b) => titleOrder.compare(a.title, b.title))],
      ['TITLE_DESC', sorted((a, b) => titleOrder.compare(b.title, a.title))],
      ['PRICE_ASC', sorted((a, b) => a.price - b.price)],
      ['PRICE_DESC', sorted((a, b) => b.price - a.price)],
    ])('sorts %s over the whole catalogue, not just the page', async (sort, expected) => {
      const all = await shopAll({ sort });
      expect(ids(all.items)).toEqual(ids(expected));
      const second = await shop({ sort, page: 2 });
      expect(ids(second.items)).toEqual(ids(expected.slice(6, 12)));
    });

    it('puts the cheapest first and the dearest last', async () => {
      const cheapest = Math.min(...seedProducts.map((product) => product.price));
      const dearest = Math.max(...seedProducts.map((product) => product.price));
      expect((await shop({ sort: 'PRICE_ASC' })).items[0]!.price).toBe(cheapest);
      expect((await shop({ sort: 'PRICE_DESC' })).items[0]!.price).toBe(dearest);
      // 'Café Racer' comes before 'Chain Reaction': the accent does not push it to the end.
      const titles = (await shopAll({ sort: 'TITLE_ASC' })).items.map((item) => item.title);
      expect(titles.indexOf('Café Racer Club Tee')).toBeLessThan(titles.indexOf('Chain Reaction Tee'));
    });

    it('sorts the filtered products', async () => {
      const page = await shopAll({ filter: { collections: ['Titan'] }, sort: 'PRICE_ASC' });
      expect(page.items.map((item) => item.price)).toEqual(
        seedWhere((product) => product.collection === 'Titan')
          .map((product) => product.price)
          .sort((a, b) => a - b),
      );
    });
  });

  describe('pagination', () => {
    it('serves page 2', async () => {
      const page = await shop({ page: 2 });
      expect(page.page).toBe(2);
      expect(ids(page.items)).toEqual(ids(seedProducts.slice(6, 12)));
    });

    it('clamps a page past the end to the last page', async () => {
      const page = await shop({ page: 99 });
      expect(page.page).toBe(7);
      expect(ids(page.items)).toEqual(ids(seedProducts.slice(36, 40)));
    });

    it('clamps page 0 and negative pages to the first page', async () => {
      for (const number of [0, -3]) {
        const page = await shop({ page: number });
        expect(page.page).toBe(1);
        expect(ids(page.items)).toEqual(ids(seedProducts.slice(0, 6)));
      }
    });

    it('honours the page size', async () => {
      const page = await shop({ page: 3, pageSize: 10 });
      expect(page).toMatchObject({ page: 3, pageSize: 10, pageCount: 4, totalCount: 40 });
      expect(ids(page.items)).toEqual(ids(seedProducts.slice(20, 30)));
    });

    it('counts pages of the filtered products', async () => {
      const total = countWhere((product) => product.collection === 'Racing');
      const page = await shop({ filter: { collections: ['Racing'] }, page: 2 });
      expect(page.totalCount).toBe(total);
      expect(page.pageCount).toBe(Math.ceil(total / 6));
      expect(ids(page.items)).toEqual(ids(seedWhere((product) => product.collection === 'Racing').slice(6, 12)));
    });

    it('answers an empty first page when nothing matches', async () => {
      const page = await shop({ filter: { text: 'submarine' }, page: 3 });
      expect(page).toMatchObject({ items: [], totalCount: 0, pageCount: 0, page: 1 });
    });
  });

  describe('facets', () => {
    it('counts every value of the unfiltered catalogue, sizes and colours in display order', async () => {
      const { facets } = await shop();
      const colours = COLOURS.filter((colour) => countWhere((product) => product.colours.includes(colour)) > 0);
      expect(facets.colours).toEqual(
        colours.map((value) => ({ value, count: countWhere((product) => product.colours.includes(value)) })),
      );
      const sizes = SIZES.filter((size) => countWhere((product) => product.sizes.includes(size)) > 0);
      expect(facets.sizes).toEqual(
        sizes.map((value) => ({ value, count: countWhere((product) => product.sizes.includes(value)) })),
      );
      const brands = [...new Set(seedProducts.map((product) => product.brand))];
      expect(asMap(facets.brands)).toEqual(
        Object.fromEntries(brands.map((brand) => [brand, countWhere((product) => product.brand === brand)])),
      );
      expect(asMap(facets.collections)).toEqual(
        Object.fromEntries(
          seedCollections.map((c) => [c.name, countWhere((product) => product.collection === c.name)]),
        ),
      );
      expect(asMap(facets.availability)).toEqual({
        IN_STOCK: countWhere((product) => !soldOut(product)),
        OUT_OF_STOCK: countWhere(soldOut),
      });
      expect(facets.minPrice).toBe(Math.min(...seedProducts.map((product) => product.price)));
      expect(facets.maxPrice).toBe(Math.max(...seedProducts.map((product) => product.price)));
    });

    it('counts a facet under every filter but its own', async () => {
      const isRed = (product: SeedProduct) => product.colours.includes('Red');
      const page = await shop({ filter: { colours: ['Red'] } });
      expect(page.totalCount).toBe(countWhere(isRed));

      // Choosing Red does not hide the other colours: Black still counts every black product.
      const colours = asMap(page.facets.colours);
      expect(colours.Black).toBe(countWhere((product) => product.colours.includes('Black')));
      expect(colours.Red).toBe(countWhere(isRed));
      expect(colours.Black).toBeGreaterThan(colours.Red!);

      // The other facets count only the red products.
      const sizes = asMap(page.facets.sizes);
      for (const size of SIZES) {
        const count = countWhere((product) => isRed(product) && product.sizes.includes(size));
        expect(sizes[size] ?? 0, size).toBe(count);
      }
      expect(asMap(page.facets.collections)).toEqual(
        Object.fromEntries(
          seedCollections
            .map((c) => [c.name, countWhere((product) => isRed(product) && product.collection === c.name)] as const)
            .filter(([, count]) => count > 0),
        ),
      );
      const redPrices = seedWhere(isRed).map((product) => product.price);
      expect(page.facets.minPrice).toBe(Math.min(...redPrices));
      expect(page.facets.maxPrice).toBe(Math.max(...redPrices));
    });

    it('gives the price range under the other filters, not under the price filter itself', async () => {
      const jdmPrices = seedWhere((product) => product.collection === 'JDM').map((product) => product.price);
      const page = await shop({ filter: { collections: ['JDM'], price: { min: 90 } } });
      expect(page.totalCount).toBe(jdmPrices.filter((price) => price >= 90).length);
      expect(page.facets.minPrice).toBe(Math.min(...jdmPrices));
      expect(page.facets.maxPrice).toBe(Math.max(...jdmPrices));
    });

    it('counts the collections facet under a colour and a brand filter', async () => {
      const keep = (product: SeedProduct) => product.colours.includes('Black') && product.brand === 'Redline Co.';
      const page = await shop({ filter: { colours: ['Black'], brands: ['Redline Co.'], collections: ['Car'] } });
      expect(page.totalCount).toBe(countWhere((product) => keep(product) && product.collection === 'Car'));
      const collections = asMap(page.facets.collections);
      for (const { name } of seedCollections) {
        expect(collections[name] ?? 0, name).toBe(
          countWhere((product) => keep(product) && product.collection === name),
        );
      }
      // The brand facet is counted without the brand filter, but with the collection and the colour.
      expect(asMap(page.facets.brands)['Torque Supply']).toBe(
        countWhere(
          (product) =>
            product.brand === 'Torque Supply' && product.collection === 'Car' && product.colours.includes('Black'),
        ),
      );
    });
  });
});
