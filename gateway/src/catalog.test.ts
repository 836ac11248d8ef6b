import { describe, expect, it } from 'vitest';
import { COLOURS, SIZES } from '@store/domain';
import { seedBanners, seedCollections, seedProducts, type SeedProduct } from '@store/backend/seed/catalogue';
import { useTestStack } from './testing/test-gateway.ts';

/**
 * The catalogue as a shopper sees it through the gateway: the shop page (filters, sorts, pages, facets), the
 * product page, collections, the home page and search, against the real backend's seeded catalogue.
 */
const stack = useTestStack();

interface Item {
  id: string;
  title: string;
  price: number;
}
interface Facet {
  value: string;
  count: number;
}
interface ShopPage {
  items: Item[];
  totalCount: number;
  page: number;
  pageSize: number;
  pageCount: number;
  facets: {
    colours: Facet[];
    sizes: Facet[];
    brands: Facet[];
    collections: Facet[];
    availability: Facet[];
    minPrice: number;
    maxPrice: number;
  };
}

interface StockLevel {
  size: string;
  colour: string;
  quantity: number;
}
interface ProductDetail {
  id: string;
  title: string;
  price: number;
  oldPrice: number | null;
  onSale: boolean;
  discountPercent: number | null;
  imageSrc: string;
  hoverImageSrc: string;
  images: { id: string; src: string; width: number; height: number; alt: string; colour: string }[];
  colours: { name: string; imageSrc: string }[];
  sizes: string[];
  stock: StockLevel[];
  inStock: boolean;
  related: { id: string }[];
  relatedTwo: { id: string }[];
  [field: string]: unknown;
}
interface CollectionCard {
  name: string;
  imageSrc: string;
  lookbook: { imageSrc: string; price: number; product: Item } | null;
  [field: string]: unknown;
}
interface Banner {
  headingLines: string[];
  imageSrc: string;
  [field: string]: unknown;
}
interface Testimonial {
  id: string;
  author: string;
  text: string;
  product: string;
  price: number;
  stars: number;
}

const SHOP = /* GraphQL */ `
  query Shop($filter: ProductFilterInput, $sort: ProductSort, $page: Int, $pageSize: PositiveInt) {
    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      items {
        id
        title
        price
      }
      totalCount
      page
      pageSize
      pageCount
      facets {
        colours {
          value
          count
        }
        sizes {
          value
          count
        }
        brands {
          value
          count
        }
        collections {
          value
          count
        }
        availability {
          value
          count
        }
        minPrice
        maxPrice
      }
    }
  }
`;

async function shop(variables: Record<string, unknown> = {}): Promise<ShopPage> {
  return (await stack.client().data<{ products: ShopPage }>(SHOP, variables)).products;
}

/** Every matching product on one page, so a whole result can be compared with the seed. */
async function shopAll(variables: Record<string, unknown> = {}): Promise<ShopPage> {
  return shop({ pageSize: 48, ...variables });
}

const ids = (products: readonly { id: string | number }[]) => products.map((product) => String(product.id));
const soldOut = (product: SeedProduct) => product.stock.every((entry) => entry.quantity === 0);
const seedWhere = (keep: (product: SeedProduct) => boolean) => seedProducts.filter(keep);
const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** The seed's answer to a text filter: every word somewhere in title, description, collection, brand or colours. */
const seedMatchingText = (text: string) =>
  seedWhere((product) => {
    const haystack = fold(
      [product.title, product.description, product.collection, product.brand, ...product.colours].join('\n'),
    );
    return fold(text)
      .split(/\s+/)
      .filter(Boolean)
      .every((word) => haystack.includes(word));
  });
const byId = (id: number) => seedProducts.find((product) => product.id === id)!;
const countWhere = (keep: (product: SeedProduct) => boolean) => seedProducts.filter(keep).length;
const asMap = (facets: Facet[]) => Object.fromEntries(facets.map((facet) => [facet.value, facet.count]));

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

const PRODUCT = /* GraphQL */ `
  query Product($id: ID!) {
    product(id: $id) {
      id
      title
      description
      price
      oldPrice
      onSale
      discountPercent
      hotSale
      imageSrc
      hoverImageSrc
      images {
        id
        src
        width
        height
        alt
        colour
      }
      colours {
        name
        imageSrc
      }
      sizes
      stock {
        size
        colour
        quantity
      }
      inStock
      collection {
        name
        routeKey
      }
      brand
      care
      composition
      origin
      related {
        id
      }
      relatedTwo: related(limit: 2) {
        id
      }
    }
  }
`;

describe('the product page: product(id)', () => {
  const productQuery = async (id: string) =>
    (await stack.client().data<{ product: ProductDetail | null }>(PRODUCT, { id })).product;

  it('shows a sale product with its old price and rounded discount', async () => {
    const seed = byId(21); // 99 AED, was 139: 28.8 % off
    const product = (await productQuery('21'))!;
    expect(product).toMatchObject({
      id: '21',
      title: seed.title,
      description: seed.description,
      price: seed.price,
      oldPrice: seed.oldPrice,
      onSale: true,
      discountPercent: 29,
      hotSale: seed.hotSale,
      brand: seed.brand,
      care: seed.care,
      composition: seed.composition,
      origin: seed.origin,
      collection: { name: 'Bike', routeKey: 'Bike' },
      sizes: seed.sizes,
      inStock: true,
    });
    expect(product.colours.map((colour: { name: string }) => colour.name)).toEqual(seed.colours);
  });

  it('shows a product that is not on sale without old price or discount', async () => {
    const product = (await productQuery('1'))!;
    expect(product).toMatchObject({ price: 89, oldPrice: null, onSale: false, discountPercent: null });
  });

  it('rounds every discount to the nearest whole percent', async () => {
    for (const seed of seedWhere((product) => product.oldPrice !== null)) {
      const product = (await productQuery(String(seed.id)))!;
      expect(product.discountPercent, seed.title).toBe(
        Math.round(((seed.oldPrice! - seed.price) / seed.oldPrice!) * 100),
      );
    }
  });

  it('has a front and a back 600×800 image in every colour, the first colour first', async () => {
    const seed = byId(21);
    const product = (await productQuery('21'))!;
    expect(product.images).toHaveLength(seed.colours.length * 2);
    for (const image of product.images) {
      expect(image).toMatchObject({ width: 600, height: 800 });
      expect(image.src).toMatch(/^\/media\/v1\/products\/21\/[a-z]+-(front|back)\.svg$/);
      expect(image.alt).toContain(seed.title);
    }
    expect(product.images.map((image: { colour: string }) => image.colour)).toEqual(
      seed.colours.flatMap((colour) => [colour, colour]),
    );
    expect(product.imageSrc).toBe(`/media/v1/products/21/${seed.colours[0]!.toLowerCase()}-front.svg`);
    expect(product.hoverImageSrc).toBe(`/media/v1/products/21/${seed.colours[0]!.toLowerCase()}-back.svg`);
    for (const colour of product.colours) {
      expect(colour.imageSrc).toBe(`/media/v1/products/21/${colour.name.toLowerCase()}-front.svg`);
    }
  });

  it('lists the stock of every size and colour', async () => {
    const seed = byId(4); // a product with some variants at 0
    const product = (await productQuery('4'))!;
    const key = (entry: { size: string; colour: string; quantity: number }) =>
      `${entry.colour}/${entry.size}=${entry.quantity}`;
    expect(product.stock.map(key).sort()).toEqual(seed.stock.map(key).sort());
    expect(product.stock.some((entry: { quantity: number }) => entry.quantity === 0)).toBe(true);
    expect(product.inStock).toBe(true);
  });

  it('answers stockFor a size and colour case-insensitively, 0 for one it does not come in', async () => {
    const seed = byId(21);
    const variant = seed.stock.find((entry) => entry.quantity > 0 && entry.size === 'M')!;
    const other = seed.stock.find((entry) => entry.quantity !== variant.quantity)!;
    const { product } = await stack.client().data<{ product: Record<string, number> }>(
      `query ($id: ID!, $size: String!, $colour: String!, $foldedSize: String!, $foldedColour: String!,
          $otherSize: String!, $otherColour: String!) {
        product(id: $id) {
          exact: stockFor(size: $size, colour: $colour)
          folded: stockFor(size: $foldedSize, colour: $foldedColour)
          other: stockFor(size: $otherSize, colour: $otherColour)
          noSize: stockFor(size: "XS", colour: $colour)
          noColour: stockFor(size: $size, colour: "Pink")
        }
      }`,
      {
        id: '21',
        size: variant.size,
        colour: variant.colour,
        foldedSize: variant.size.toLowerCase(),
        foldedColour: swapCase(variant.colour),
        otherSize: other.size,
        otherColour: other.colour,
      },
    );
    expect(product).toEqual({
      exact: variant.quantity,
      folded: variant.quantity,
      other: other.quantity,
      noSize: 0,
      noColour: 0,
    });
  });

  it('says a product whose every variant is at 0 is not in stock', async () => {
    const seed = seedWhere(soldOut)[0]!;
    const product = (await productQuery(String(seed.id)))!;
    expect(product.inStock).toBe(false);
    expect(product.stock.every((entry: { quantity: number }) => entry.quantity === 0)).toBe(true);
  });

  it('relates the other products of the same collection, never the product itself', async () => {
    const seed = byId(21);
    const sameCollection = seedWhere((product) => product.collection === seed.collection && product.id !== seed.id);
    const product = (await productQuery('21'))!;
    expect(ids(product.related)).toEqual(ids(sameCollection).slice(0, 8));
    expect(ids(product.related)).not.toContain('21');
    expect(ids(product.relatedTwo)).toEqual(ids(sameCollection).slice(0, 2));
  });

  it('answers null, not an error, for a product that does not exist', async () => {
    for (const id of ['99999', 'abc', '0', '', '1.5', '../banners']) {
      const answer = await stack.client().query(`query ($id: ID!) { product(id: $id) { id } }`, { id });
      expect(answer.errors, id).toBeUndefined();
      expect(answer.data, id).toEqual({ product: null });
    }
  });
});

function swapCase(value: string): string {
  return [...value].map((char) => (char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase())).join('');
}

describe('collections', () => {
  const COLLECTION_FIELDS = `name routeKey heading description imageSrc alt productCount
    lookbook { imageSrc price product { id title price } }`;

  it('lists every collection sorted by name, with its product count', async () => {
    const { collections } = await stack
      .client()
      .data<{ collections: CollectionCard[] }>(`{ collections { ${COLLECTION_FIELDS} } }`);
    const names = seedCollections.map((collection) => collection.name).sort((a, b) => a.localeCompare(b));
    expect(collections.map((collection) => collection.name)).toEqual(names);
    expect(names[0]).not.toBe(seedCollections[0]!.name); // the seed's own order is not alphabetical
    for (const collection of collections) {
      const seed = seedCollections.find((candidate) => candidate.name === collection.name)!;
      expect(collection).toMatchObject({
        routeKey: encodeURIComponent(seed.name),
        heading: seed.heading,
        description: seed.description,
        productCount: countWhere((product) => product.collection === seed.name),
      });
      expect(collection.imageSrc).toMatch(/^\/media\/v1\/collections\/.+\.svg$/);
    }
  });

  it('pins the lookbook product on the cards that have one', async () => {
    const { collections } = await stack
      .client()
      .data<{ collections: CollectionCard[] }>(`{ collections { ${COLLECTION_FIELDS} } }`);
    for (const seed of seedCollections) {
      const collection = collections.find((candidate) => candidate.name === seed.name)!;
      if (seed.lookbookProductId === null) {
        expect(collection.lookbook, seed.name).toBeNull();
        continue;
      }
      const pinned = byId(seed.lookbookProductId);
      expect(collection.lookbook, seed.name).toEqual({
        imageSrc: `/media/v1/products/${pinned.id}/${pinned.colours[0]!.toLowerCase()}-front.svg`,
        price: pinned.price,
        product: { id: String(pinned.id), title: pinned.title, price: pinned.price },
      });
    }
  });

  it('finds one collection by name, whatever the case', async () => {
    const query = `query ($name: String!) { collection(name: $name) { name productCount } }`;
    for (const name of ['JDM', 'jdm', 'Jdm']) {
      const { collection } = await stack.client().data(query, { name });
      expect(collection, name).toEqual({ name: 'JDM', productCount: countWhere((p) => p.collection === 'JDM') });
    }
    expect((await stack.client().data(query, { name: 'Boats' })).collection).toBeNull();
  });
});

describe('the home page', () => {
  it('shows the banners, their headings split into lines', async () => {
    const { banners } = await stack
      .client()
      .data<{ banners: Banner[] }>(`{ banners { id alt imageSrc headingLines text buttonText } }`);
    expect(banners).toHaveLength(seedBanners.length);
    banners.forEach((banner, index) => {
      const seed = seedBanners[index]!;
      expect(banner).toMatchObject({
        alt: seed.alt,
        headingLines: seed.heading.split('<br>'),
        text: seed.text,
        buttonText: seed.btntext,
      });
      expect(banner.headingLines.join(' ')).not.toContain('<br');
    });
    expect(banners[0]!.headingLines).toEqual(['Drive Your', 'Style']);
  });

  it('shows three testimonials: 5, 4 and 5 stars at 60 AED', async () => {
    const { testimonials } = await stack
      .client()
      .data<{ testimonials: Testimonial[] }>(`{ testimonials { id author text product price stars } }`);
    expect(testimonials.map((testimonial) => testimonial.stars)).toEqual([5, 4, 5]);
    expect(testimonials.map((testimonial) => testimonial.price)).toEqual([60, 60, 60]);
    expect(new Set(testimonials.map((testimonial) => testimonial.id)).size).toBe(3);
    for (const testimonial of testimonials) {
      expect(testimonial.author).not.toBe('');
      expect(testimonial.text).not.toBe('');
    }
  });

  it('states the store settings: AED, free shipping, cash on delivery, the seven emirates', async () => {
    const { storeInfo } = await stack
      .client()
      .data(
        `{ storeInfo { currency shippingCost estimatedDelivery paymentMethod emirates cancelReasons { value label } } }`,
      );
    expect(storeInfo).toEqual({
      currency: 'AED',
      shippingCost: 0,
      estimatedDelivery: '1 - 3 days (UAE)',
      paymentMethod: 'Cash on Delivery',
      emirates: ['ABU_DHABI', 'DUBAI', 'SHARJAH', 'AJMAN', 'UMM_AL_QUWAIN', 'RAS_AL_KHAIMAH', 'FUJAIRAH'],
      cancelReasons: [
        { value: 'SIZE_INCORRECT', label: 'Size has been Incorrect' },
        { value: 'PLACED_INCORRECTLY', label: 'Order has been placed incorrectly' },
        { value: 'WRONG_ITEM', label: 'Wrong Item has been selected' },
      ],
    });
  });

  describe("today's top picks", () => {
    const topPicks = seedWhere((product) => product.topPick);
    const query = `query ($excludeProductId: ID, $excludeTitles: [String!], $limit: PositiveInt) {
      topPicks(excludeProductId: $excludeProductId, excludeTitles: $excludeTitles, limit: $limit) { id title }
    }`;
    const picks = async (variables: Record<string, unknown> = {}) =>
      ids((await stack.client().data<{ topPicks: Item[] }>(query, variables)).topPicks);

    it('shows the first 4 top picks in order', async () => {
      expect(topPicks.length).toBeGreaterThan(4);
      expect(await picks()).toEqual(ids(topPicks.slice(0, 4)));
    });

    it('leaves out the product being viewed and fills up with the next pick', async () => {
      const viewed = topPicks[1]!;
      expect(await picks({ excludeProductId: String(viewed.id) })).toEqual(
        ids(topPicks.filter((product) => product !== viewed).slice(0, 4)),
      );
    });

    it('leaves out the products whose titles are in the cart', async () => {
      const inCart = [topPicks[0]!, topPicks[2]!];
      expect(await picks({ excludeTitles: inCart.map((product) => product.title) })).toEqual(
        ids(topPicks.filter((product) => !inCart.includes(product)).slice(0, 4)),
      );
      // Both exclusions at once.
      expect(
        await picks({ excludeProductId: String(topPicks[1]!.id), excludeTitles: [topPicks[0]!.title], limit: 3 }),
      ).toEqual(ids(topPicks.slice(2, 5)));
    });

    it('honours the limit', async () => {
      expect(await picks({ limit: 6 })).toEqual(ids(topPicks.slice(0, 6)));
      expect(await picks({ limit: 1 })).toEqual(ids(topPicks.slice(0, 1)));
      expect(await picks({ limit: 100 })).toEqual(ids(topPicks));
    });
  });
});

describe('search', () => {
  const SEARCH = `query ($text: String!, $first: PositiveInt, $after: String) {
    search(text: $text, first: $first, after: $after) { items { id title } totalCount endCursor hasMore }
  }`;
  interface Slice {
    items: Item[];
    totalCount: number;
    endCursor: string | null;
    hasMore: boolean;
  }
  const search = async (variables: Record<string, unknown>) =>
    (await stack.client().data<{ search: Slice }>(SEARCH, variables)).search;

  it('shows 8 matches first, then the next ones after the cursor, until there are no more', async () => {
    const expected = seedMatchingText('tee');
    expect(expected.length).toBeGreaterThan(16);
    const first = await search({ text: 'tee' });
    expect(ids(first.items)).toEqual(ids(expected.slice(0, 8)));
    expect(first).toMatchObject({ totalCount: expected.length, hasMore: true });
    expect(first.endCursor).toEqual(expect.any(String));

    const second = await search({ text: 'tee', after: first.endCursor });
    expect(ids(second.items)).toEqual(ids(expected.slice(8, 16)));

    // 'Load more' takes 4 at a time, up to the end.
    const seen = [...first.items, ...second.items];
    let slice = second;
    while (slice.hasMore) {
      slice = await search({ text: 'tee', first: 4, after: slice.endCursor });
      expect(slice.items.length).toBeGreaterThan(0);
      expect(slice.items.length).toBeLessThanOrEqual(4);
      seen.push(...slice.items);
    }
    expect(slice.endCursor).toBeNull();
    expect(ids(seen)).toEqual(ids(expected));
  });

  it('says there is no more when every match fits in the first slice', async () => {
    const expected = seedMatchingText('kanji');
    expect(expected.length).toBeLessThanOrEqual(8);
    const result = await search({ text: 'kanji' });
    expect(result).toMatchObject({ totalCount: expected.length, hasMore: false, endCursor: null });
    expect(ids(result.items).sort()).toEqual(ids(expected).sort());
  });

  it('puts the products with the words in their title first', async () => {
    const result = await search({ text: 'headlights' });
    const titled = seedMatchingText('headlights').filter((product) => fold(product.title).includes('headlights'));
    const others = seedMatchingText('headlights').filter((product) => !titled.includes(product));
    expect(titled.length).toBeGreaterThan(0);
    // The title match is not the first in the shop's own order, so ranking is what moves it up.
    expect(others[0]!.id).toBeLessThan(titled[0]!.id);
    expect(ids(result.items)).toEqual(ids([...titled, ...others]).slice(0, 8));
  });

  it('ignores accents and case', async () => {
    for (const text of ['nurburgring', 'NURBURGRING', 'Nürburgring']) {
      const result = await search({ text });
      expect(result.items[0], text).toEqual({ id: '1', title: 'Nürburgring Night Lap Tee' });
    }
  });

  it('finds nothing for words no product has', async () => {
    expect(await search({ text: 'submarine' })).toEqual({ items: [], totalCount: 0, endCursor: null, hasMore: false });
  });
});

describe('images and health', () => {
  it('passes product images through, cacheable for good', async () => {
    const { product } = await stack
      .client()
      .data<{ product: { imageSrc: string; images: { src: string }[] } }>(
        `{ product(id: "2") { imageSrc images { src } } }`,
      );
    for (const src of [product.imageSrc, product.images[1]!.src]) {
      const response = await fetch(stack.url + src);
      expect(response.status, src).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect(await response.text()).toContain('<svg');
    }
  });

  it('passes banner and collection images through', async () => {
    const { banners, collections } = await stack
      .client()
      .data<{ banners: { imageSrc: string }[]; collections: { imageSrc: string }[] }>(
        `{ banners { imageSrc } collections { imageSrc } }`,
      );
    for (const src of [banners[0]!.imageSrc, collections[0]!.imageSrc]) {
      const response = await fetch(stack.url + src);
      expect(response.status, src).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    }
  });

  it('answers 404 for an image that does not exist', async () => {
    const response = await fetch(`${stack.url}/media/v1/products/99999/black-front.svg`);
    expect(response.status).toBe(404);
  });

  it('reports healthy when every upstream answers', async () => {
    const response = await fetch(`${stack.url}/healthz`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; upstreams: Record<string, string> };
    expect(body.status).toBe('ok');
    expect(Object.keys(body.upstreams).length).toBeGreaterThan(0);
    expect(Object.values(body.upstreams).every((state) => state === 'ok')).toBe(true);
    expect(body.upstreams['images-api']).toBe('ok');
  });
});
