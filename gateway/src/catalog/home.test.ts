import { describe, expect, it } from 'vitest';
import { seedBanners } from '@store/backend/seed/catalogue';
import {
  ids,
  seedWhere,
  fold,
  seedMatchingText,
  type Item,
  type Banner,
  type Testimonial,
} from '../testing/catalog-expectations.ts';
import { useTestStack } from '../testing/test-gateway.ts';

/** The home page, search, images and health through the gateway, against the seeded catalogue. */
const stack = useTestStack();
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
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
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
      expect(response.headers.get('content-type')).toBe('image/jpeg');
    }
  });

  it('answers 404 for an image that does not exist', async () => {
    const response = await fetch(`${stack.url}/media/v3/products/99999/black-front.svg`);
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
