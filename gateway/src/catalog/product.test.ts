import { describe, expect, it } from 'vitest';
import { seedCollections } from '@store/backend/seed/catalogue';
import {
  ids,
  soldOut,
  seedWhere,
  byId,
  countWhere,
  type ProductDetail,
  type CollectionCard,
} from '../testing/catalog-expectations.ts';
import { useTestStack } from '../testing/test-gateway.ts';

/** The product page and the collections through the gateway, against the seeded catalogue. */
const stack = useTestStack();

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

  it('has a front, a back and a flat-lay 600×800 image in every colour, the first colour first', async () => {
    const seed = byId(21);
    const product = (await productQuery('21'))!;
    expect(product.images).toHaveLength(seed.colours.length * 3);
    for (const image of product.images) {
      expect(image).toMatchObject({ width: 600, height: 800 });
      expect(image.src).toMatch(/^\/media\/v3\/products\/21\/[a-z]+-(front|back|flat)-600\.jpg$/);
      expect(image.alt).toContain(seed.title);
    }
    expect(product.images.map((image: { colour: string }) => image.colour)).toEqual(
      seed.colours.flatMap((colour) => [colour, colour, colour]),
    );
    expect(product.imageSrc).toBe(`/media/v3/products/21/${seed.colours[0]!.toLowerCase()}-front-600.jpg`);
    expect(product.hoverImageSrc).toBe(`/media/v3/products/21/${seed.colours[0]!.toLowerCase()}-back-600.jpg`);
    for (const colour of product.colours) {
      expect(colour.imageSrc).toBe(`/media/v3/products/21/${colour.name.toLowerCase()}-front-600.jpg`);
    }
  });

  it('prints on the Pit Lane Crew 27 Tee the number its title promises', async () => {
    const { product } = await stack.client().data(`{ product(id: "4") { title } }`);
    expect(product.title).toBe('Pit Lane Crew 27 Tee');
    const svg = await (await fetch(`${stack.url}/media/v3/products/4/grey-front.svg`)).text();
    const print = svg.slice(svg.indexOf('class="print"'), svg.indexOf('class="title"'));
    expect(print).toContain('aria-label="27"');
    expect(print).not.toContain('aria-label="38"');
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
      expect(collection.imageSrc).toMatch(/^\/media\/v\d+\/collections\/.+-600\.jpg$/);
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
        imageSrc: `/media/v3/products/${pinned.id}/${pinned.colours[0]!.toLowerCase()}-front-600.jpg`,
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
