import { describe, it, expect } from 'vitest';
import { COLLECTIONS, COLOURS, SIZES } from '@store/domain';
import { seedBanners, seedCollections, seedProducts, type SeedProduct } from './catalogue.ts';

const isSoldOut = (p: SeedProduct) => p.stock.every((s) => s.quantity === 0);
const discount = (p: SeedProduct) => (p.oldPrice === null ? 0 : 1 - p.price / p.oldPrice);
const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

describe('seedProducts', () => {
  it('has at least 40 products with unique ids 1..N and unique titles', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(40);
    const ids = seedProducts.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids.map((_, i) => i + 1));
    const titles = seedProducts.map((p) => p.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('puts at least 7 products in every collection and nothing outside them', () => {
    for (const collection of COLLECTIONS) {
      expect(seedProducts.filter((p) => p.collection === collection).length).toBeGreaterThanOrEqual(7);
    }
    for (const p of seedProducts) expect(COLLECTIONS).toContain(p.collection);
  });

  it('uses 4–5 house brands', () => {
    const brands = new Set(seedProducts.map((p) => p.brand));
    expect(brands.size).toBeGreaterThanOrEqual(4);
    expect(brands.size).toBeLessThanOrEqual(5);
  });

  it('has descriptions of 2–3 sentences and complete product details', () => {
    for (const p of seedProducts) {
      const sentences = p.description.split(/(?<=[.!?])\s+/).filter((s) => s.trim() !== '');
      expect(sentences.length, p.title).toBeGreaterThanOrEqual(2);
      expect(sentences.length, p.title).toBeLessThanOrEqual(3);
      expect(p.care.length, p.title).toBeGreaterThanOrEqual(3);
      expect(p.care.length, p.title).toBeLessThanOrEqual(5);
      expect(p.composition).toMatch(/\d+% .*gsm/);
      expect(p.origin).toMatch(/UAE/);
    }
  });

  it('prices products between 49 and 189 AED with at most 2 decimals', () => {
    for (const p of seedProducts) {
      expect(p.price, p.title).toBeGreaterThanOrEqual(49);
      expect(p.price, p.title).toBeLessThanOrEqual(189);
      expect(hasAtMostTwoDecimals(p.price), p.title).toBe(true);
      if (p.oldPrice !== null) expect(hasAtMostTwoDecimals(p.oldPrice), p.title).toBe(true);
    }
  });

  it('puts about 30% on sale with a 10–40% discount, some exactly 25%', () => {
    const onSale = seedProducts.filter((p) => p.oldPrice !== null);
    expect(onSale.length / seedProducts.length).toBeGreaterThanOrEqual(0.25);
    expect(onSale.length / seedProducts.length).toBeLessThanOrEqual(0.35);
    for (const p of onSale) {
      expect(p.oldPrice, p.title).toBeGreaterThan(p.price);
      expect(discount(p), p.title).toBeGreaterThanOrEqual(0.1 - 1e-9);
      expect(discount(p), p.title).toBeLessThanOrEqual(0.4 + 1e-9);
    }
    expect(onSale.filter((p) => Math.abs(discount(p) - 0.25) < 1e-9).length).toBeGreaterThanOrEqual(2);
  });

  it('has exactly 8 top picks spread over the collections and a handful of hot sales', () => {
    const topPicks = seedProducts.filter((p) => p.topPick);
    expect(topPicks).toHaveLength(8);
    expect(new Set(topPicks.map((p) => p.collection)).size).toBeGreaterThanOrEqual(4);
    const hot = seedProducts.filter((p) => p.hotSale);
    expect(hot.length).toBeGreaterThanOrEqual(3);
    expect(hot.length).toBeLessThanOrEqual(8);
    expect(hot.filter(isSoldOut)).toEqual([]);
  });

  it('uses 1–4 distinct palette colours per product', () => {
    for (const p of seedProducts) {
      expect(p.colours.length, p.title).toBeGreaterThanOrEqual(1);
      expect(p.colours.length, p.title).toBeLessThanOrEqual(4);
      expect(new Set(p.colours).size, p.title).toBe(p.colours.length);
      for (const c of p.colours) expect(COLOURS).toContain(c);
    }
  });

  it('lists at least 3 distinct sizes from XS..3XL in display order', () => {
    for (const p of seedProducts) {
      expect(p.sizes.length, p.title).toBeGreaterThanOrEqual(3);
      expect(p.sizes, p.title).not.toContain('Free Size');
      const positions = p.sizes.map((s) => SIZES.indexOf(s));
      for (const position of positions) expect(position).toBeGreaterThanOrEqual(0);
      for (let i = 1; i < positions.length; i += 1) {
        expect(positions[i], p.title).toBeGreaterThan(positions[i - 1] ?? Infinity);
      }
    }
  });

  it('has exactly one stock entry per size × colour with whole, non-negative quantities', () => {
    for (const p of seedProducts) {
      expect(p.stock.length, p.title).toBe(p.sizes.length * p.colours.length);
      const keys = p.stock.map((s) => `${s.size}/${s.colour}`);
      expect(new Set(keys).size, p.title).toBe(keys.length);
      for (const size of p.sizes) {
        for (const colour of p.colours) expect(keys, p.title).toContain(`${size}/${colour}`);
      }
      for (const s of p.stock) {
        expect(Number.isInteger(s.quantity)).toBe(true);
        expect(s.quantity).toBeGreaterThanOrEqual(0);
        expect(s.quantity).toBeLessThanOrEqual(40);
      }
    }
  });

  it('has exactly 3 sold-out products and about a quarter with some variant at 0', () => {
    expect(seedProducts.filter(isSoldOut)).toHaveLength(3);
    const withZero = seedProducts.filter((p) => p.stock.some((s) => s.quantity === 0));
    expect(withZero.length / seedProducts.length).toBeGreaterThanOrEqual(0.2);
    expect(withZero.length / seedProducts.length).toBeLessThanOrEqual(0.33);
  });

  it('keeps most stock between 6 and 40 and one low variant in every product on sale', () => {
    const all = seedProducts.filter((p) => !isSoldOut(p)).flatMap((p) => p.stock);
    const normal = all.filter((s) => s.quantity >= 6 && s.quantity <= 40);
    expect(normal.length / all.length).toBeGreaterThan(0.75);
    for (const p of seedProducts.filter((p) => p.id !== 1 && !isSoldOut(p))) {
      expect(
        p.stock.some((s) => s.quantity >= 1 && s.quantity <= 5),
        p.title,
      ).toBe(true);
    }
  });

  it('stocks product 1 deeply: ≥20 in every variant, ≥2 colours, ≥3 sizes', () => {
    const first = seedProducts.find((p) => p.id === 1);
    expect(first).toBeDefined();
    expect(first?.colours.length).toBeGreaterThanOrEqual(2);
    expect(first?.sizes.length).toBeGreaterThanOrEqual(3);
    for (const s of first?.stock ?? []) expect(s.quantity).toBeGreaterThanOrEqual(20);
  });
});

describe('seedCollections', () => {
  it('lists the 5 collections in order, two with a lookbook product of their own', () => {
    expect(seedCollections.map((c) => c.name)).toEqual([...COLLECTIONS]);
    const withLookbook = seedCollections.filter((c) => c.lookbookProductId !== null);
    expect(withLookbook).toHaveLength(2);
    for (const c of withLookbook) {
      const product = seedProducts.find((p) => p.id === c.lookbookProductId);
      expect(product?.collection, c.name).toBe(c.name);
    }
    for (const c of seedCollections) {
      expect(c.heading.length).toBeGreaterThan(0);
      expect(c.description.length).toBeGreaterThan(20);
    }
  });
});

describe('seedBanners', () => {
  it('has 3 banners with a two-line heading and button text', () => {
    expect(seedBanners).toHaveLength(3);
    for (const b of seedBanners) {
      expect(b.heading.split('<br>')).toHaveLength(2);
      expect(b.alt.length).toBeGreaterThan(10);
      expect(b.text.length).toBeGreaterThan(10);
      expect(b.btntext.length).toBeGreaterThan(0);
    }
    expect(seedBanners[0]?.heading).toBe('Drive Your<br>Style');
  });

  it('leads each button where its text promises', () => {
    expect(seedBanners.map((b) => [b.btntext, b.link])).toEqual([
      ['Shop Now', '/all-collections'],
      ['Explore JDM', '/shop-by-collections/JDM'],
      ['Shop Titan', '/shop-by-collections/Titan'],
    ]);
  });
});
