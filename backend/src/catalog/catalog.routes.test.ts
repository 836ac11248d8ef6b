import { describe, expect, it } from 'vitest';
import { COLLECTIONS, COLOURS } from '@store/domain';
import { useTestBackend } from '../testing/test-backend.ts';
import type { ProductJson } from './product-json.ts';

const api = useTestBackend();

type Item = { id: number; product_json: string };
const parse = (items: Item[]) => items.map((item) => JSON.parse(item.product_json) as ProductJson);

describe('catalogue', () => {
  it('lists at least 40 T-shirts over the five collections, with AED prices and /media images', async () => {
    const products = parse(await api.getJson<Item[]>('/images/all-products/'));
    expect(products.length).toBeGreaterThanOrEqual(40);
    expect(new Set(products.map((p) => p.s_text))).toEqual(new Set(COLLECTIONS));
    for (const product of products) {
      expect(product.price).toBeGreaterThan(0);
      expect(product.imgSrc).toMatch(/^\/media\/v\d+\/products\/\d+\/[a-z]+-front-600\.jpg$/);
      // Each colour's studio front and back and its flat-lay, in copies as an uploaded photo's.
      expect(product.images.length).toBe(product.filterColor.length * 3);
      expect(product.images.every((image) => image.width === 600 && image.height === 800)).toBe(true);
      expect(product.filterColor.every((colour) => (COLOURS as readonly string[]).includes(colour))).toBe(true);
      expect(product.stocks.length).toBe(product.filterColor.length * product.filterSizes.length);
    }
  });

  it('marks sale items with oldPrice and a rounded percent badge', async () => {
    const onSale = parse(await api.getJson<Item[]>('/images/all-products/')).filter((p) => p.oldPrice !== undefined);
    expect(onSale.length).toBeGreaterThan(0);
    for (const product of onSale) {
      expect(product.isOnSale).toBe(true);
      expect(product.oldPrice).toBeGreaterThan(product.price);
      expect(product.salePercentage).toBe(
        `${Math.round(((product.oldPrice! - product.price) / product.oldPrice!) * 100)}%`,
      );
    }
  });

  it('says a product whose every variant is at zero is out of stock', async () => {
    const products = parse(await api.getJson<Item[]>('/images/all-products/'));
    const soldOut = products.filter((p) => !p.inStock);
    expect(soldOut.length).toBeGreaterThan(0);
    expect(soldOut.every((p) => p.stocks.every((s) => s.stocks === 0))).toBe(true);
  });

  it('serves the top picks', async () => {
    const picks = parse(await api.getJson<Item[]>('/images/top-picks/'));
    expect(picks.length).toBe(8);
  });

  it('answers one product as a one-item list, an unknown one as an empty list, a malformed id with 400', async () => {
    const [product] = parse(await api.getJson<Item[]>('/images/product/1/'));
    expect(product?.id).toBe(1);
    expect(await api.getJson('/images/product/99999/')).toEqual([]);
    const bad = await api.get('/images/product/abc/');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ status: '2', message: 'Product id must be a positive whole number.' });
  });

  it('lists collection cards with counts that add up to the catalogue', async () => {
    const rows = await api.getJson<{ json_data: string }[]>('/images/collects/');
    const cards = rows.map((row) => JSON.parse(row.json_data));
    expect(cards.map((card) => card.s_text).sort()).toEqual([...COLLECTIONS].sort());
    const total = cards.reduce((sum, card) => sum + card.cnt, 0);
    expect(total).toBe((await api.getJson<Item[]>('/images/all-products/')).length);
    expect(cards.some((card) => card.lookbook?.quickViewLink?.startsWith('/product-detail/'))).toBe(true);
    expect(cards[0].link).toBe(`/shop-by-collections/${encodeURIComponent(cards[0].s_text)}`);
  });

  it('lists at least three banners', async () => {
    const banners = await api.getJson<Record<string, string>[]>('/images/banners/');
    expect(banners.length).toBeGreaterThanOrEqual(3);
    // The legacy row's keys, plus the size of the image, its copies, the button's link and the Arabic texts (the
    // bundled backend's additions).
    expect(Object.keys(banners[0]!).sort()).toEqual([
      'alt',
      'ar',
      'btntext',
      'heading',
      'height',
      'id',
      'imgsrc',
      'link',
      'srcset',
      'text',
      'width',
    ]);
    expect(banners[0]).toMatchObject({ width: 1920, height: 803, link: '/all-collections' });
    expect(banners.find((banner) => banner.btntext === 'Explore JDM')?.link).toBe('/shop-by-collections/JDM');
  });
});

describe('media', () => {
  // Each copy is drawn from the product's art the first time it is asked for (sharp, one render per core at most):
  // a dozen rasters take 10–25 s on a busy 2-core machine.
  it(
    'serves every image a product lists, and every copy of its srcsets, as a cacheable raster',
    { timeout: 120_000 },
    async () => {
      const [product] = parse(await api.getJson<Item[]>('/images/product/1/'));
      const [front] = product!.images;
      const copies = [front!.srcset!.webp, front!.srcset!.jpeg].flatMap((list) => list.split(', '));
      for (const src of [...product!.allImages, ...copies.map((candidate) => candidate.split(' ')[0]!)]) {
        const response = await api.get(src);
        expect(response.status, src).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^image\/(jpeg|webp)$/);
        expect(response.headers.get('cache-control')).toContain('immutable');
        await response.arrayBuffer();
      }
    },
  );

  it('serves collection cards and banners', async () => {
    const card = JSON.parse((await api.getJson<{ json_data: string }[]>('/images/collects/'))[0]!.json_data);
    expect((await api.get(card.imgSrc)).status).toBe(200);
    const [banner] = await api.getJson<{ imgsrc: string }[]>('/images/banners/');
    expect((await api.get(banner!.imgsrc)).status).toBe(200);
  });

  it('answers 404 for a colour the product does not come in or an unknown product', async () => {
    const [product] = parse(await api.getJson<Item[]>('/images/product/1/'));
    const missing = COLOURS.find((colour) => !product!.filterColor.includes(colour))!.toLowerCase();
    expect((await api.get(`/media/v3/products/1/${missing}-front.svg`)).status).toBe(404);
    expect((await api.get('/media/v3/products/99999/black-front.svg')).status).toBe(404);
    expect((await api.get('/media/v3/products/1/../../etc-front.svg')).status).toBe(404);
  });
});
