import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call, publicProducts } from '../testing/admin-client.ts';
import { useTestBackend } from '../testing/test-backend.ts';
import { MEDIA_BASE } from './media-paths.ts';
import type { ProductJson } from './product-json.ts';

const api = useTestBackend();

async function productOne(): Promise<ProductJson> {
  const [product] = (await publicProducts(api, '/images/product/1/')) as ProductJson[];
  return product!;
}

async function bytesOf(path: string) {
  const response = await api.get(path);
  expect(response.status, path).toBe(200);
  return { type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('generated product images', () => {
  it('lists front, back and flat-lay for each colour, each with AVIF, WebP and JPEG copies at five widths', async () => {
    const product = await productOne();
    const colour = product.filterColor[0]!.toLowerCase();
    expect(product.images.slice(0, 3).map((image) => [image.src, image.alt])).toEqual([
      [`${MEDIA_BASE}/products/1/${colour}-front-600.jpg`, `${product.title} in ${product.filterColor[0]}, front`],
      [`${MEDIA_BASE}/products/1/${colour}-back-600.jpg`, `${product.title} in ${product.filterColor[0]}, back`],
      [`${MEDIA_BASE}/products/1/${colour}-flat-600.jpg`, `${product.title} in ${product.filterColor[0]}, laid flat`],
    ]);
    expect(product.imgHover).toBe(product.images[1]!.src);
    const srcset = product.images[2]!.srcset!;
    for (const [format, extension] of [
      ['avif', 'avif'],
      ['webp', 'webp'],
      ['jpeg', 'jpg'],
    ] as const) {
      expect(srcset[format]).toBe(
        [320, 480, 640, 960, 1280]
          .map((width) => `${MEDIA_BASE}/products/1/${colour}-flat-${width}.${extension} ${width}w`)
          .join(', '),
      );
    }
  });

  it('draws each view as an image of the width asked, the same bytes every time', async () => {
    const colour = (await productOne()).filterColor[0]!.toLowerCase();
    for (const view of ['front', 'back', 'flat']) {
      const path = `${MEDIA_BASE}/products/1/${colour}-${view}-320.webp`;
      const first = await bytesOf(path);
      expect(first.type).toBe('image/webp');
      expect(await sharp(first.bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 427 });
      // Read back from the disk copy: byte for byte what was drawn.
      expect((await bytesOf(path)).bytes.equals(first.bytes)).toBe(true);
    }
    const avif = await bytesOf(`${MEDIA_BASE}/products/1/${colour}-front-640.avif`);
    expect(avif.type).toBe('image/avif');
    expect(await sharp(avif.bytes).metadata()).toMatchObject({ format: 'heif', compression: 'av1', width: 640 });
    // What a phone saves by taking the AVIF copy its browser is offered first.
    const webp = await bytesOf(`${MEDIA_BASE}/products/1/${colour}-front-640.webp`);
    expect(avif.bytes.length).toBeLessThan(webp.bytes.length * 0.8);
    const src = await bytesOf(`${MEDIA_BASE}/products/1/${colour}-back-600.jpg`);
    expect(await sharp(src.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 800 });
    const jpeg = await bytesOf(`${MEDIA_BASE}/products/1/${colour}-front-960.jpg`);
    expect(jpeg.type).toBe('image/jpeg');
    expect(await sharp(jpeg.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 960, height: 1280 });
    const svg = await bytesOf(`${MEDIA_BASE}/products/1/${colour}-flat.svg`);
    expect(svg.type).toMatch(/^image\/svg\+xml/);
    expect(svg.bytes.toString()).toContain('flat-lay view');
  });

  it('differs between products, colours and views', async () => {
    const [one, two] = (await publicProducts(api, '/images/all-products/')) as ProductJson[];
    const srcs = [one!.images[0]!.src, one!.images[1]!.src, one!.images[2]!.src, two!.images[0]!.src];
    const colours = one!.filterColor.length > 1 ? [one!.images[3]!.src] : [];
    const copies = await Promise.all(
      [...srcs, ...colours].map(async (src) => (await bytesOf(src)).bytes.toString('hex')),
    );
    expect(new Set(copies).size).toBe(copies.length);
  });

  it('still serves the images of a hidden product: old orders show them', async () => {
    const product = await productOne();
    expect((await call(api, 'POST', '/admin-api/products/1/hide')).status).toBe(200);
    try {
      expect((await publicProducts(api, '/images/product/1/')).length).toBe(0);
      expect((await api.get(product.images[2]!.src)).status).toBe(200);
    } finally {
      await call(api, 'POST', '/admin-api/products/1/show');
    }
  });

  it('answers an older version of a path with this version', async () => {
    const colour = (await productOne()).filterColor[0]!.toLowerCase();
    const response = await fetch(`${api.url}/media/v1/products/1/${colour}-front.svg`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${MEDIA_BASE}/products/1/${colour}-front.svg`);
  });

  it.each([
    ['a CR/LF header injection', '/media/v1/%0d%0aSet-Cookie:x=1'],
    ['a CR/LF inside the path', '/media/v1/products/1/black-front.svg%0d%0aSet-Cookie:x=1'],
    ['a protocol-relative path', '/media/v1//evil.example/a.svg'],
  ])('answers an old path with %s 404, never a redirect or a header of its own', async (_case, path) => {
    const response = await fetch(`${api.url}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.json()).toEqual({ status: '2', message: 'Image not found.' });
  });

  it.each([
    ['an unknown view', 'black-side-640.webp'],
    ['an unknown colour', 'teal-front-640.webp'],
    ['a width not in the list', 'black-front-500.webp'],
    ['a huge width', 'black-front-99999.webp'],
    ['an unknown format', 'black-front-640.png'],
    ['an AVIF of the SVG', 'black-front.avif'],
    ['a format the svg has not', 'black-front.png'],
    ['upper case', 'Black-front-640.webp'],
    ['a path outside', '..%2F..%2Fetc%2Fpasswd'],
    ['a name with a dot-dot', 'black-front-640.webp..'],
  ])('answers 404 with a message for %s', async (_case, file) => {
    const response = await api.get(`${MEDIA_BASE}/products/1/${file}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: '2', message: 'Image not found.' });
  });

  it('answers 404 for a colour the product does not come in, and for unknown or malformed ids', async () => {
    const product = await productOne();
    const missing = ['black', 'white', 'red', 'blue'].find(
      (colour) => !product.filterColor.map((c) => c.toLowerCase()).includes(colour),
    );
    for (const path of [
      `${MEDIA_BASE}/products/1/${missing}-front-640.webp`,
      `${MEDIA_BASE}/products/99999/black-front-640.webp`,
      `${MEDIA_BASE}/products/0/black-front-640.webp`,
      `${MEDIA_BASE}/products/abc/black-front-640.webp`,
    ]) {
      expect((await api.get(path)).status, path).toBe(404);
    }
  });
});

describe('generated banner and collection art', () => {
  it('lists each banner and collection card with AVIF, WebP and JPEG copies, each the width its srcset names', async () => {
    const [banner] = await api.getJson<{ imgsrc: string; srcset: Record<string, string> }[]>('/images/banners/');
    expect(banner!.imgsrc).toBe(`${MEDIA_BASE}/banners/1-1920.jpg`);
    expect(banner!.srcset.avif).toBe(
      [640, 960, 1280, 1920].map((width) => `${MEDIA_BASE}/banners/1-${width}.avif ${width}w`).join(', '),
    );
    const card = JSON.parse((await api.getJson<{ json_data: string }[]>('/images/collects/'))[0]!.json_data);
    expect(card.imgSrc).toMatch(new RegExp(`^${MEDIA_BASE}/collections/[a-z-]+-600\\.jpg$`));
    expect(card.srcset.webp.split(', ')).toHaveLength(5);
    for (const [path, format, width, height] of [
      [`${MEDIA_BASE}/banners/1-640.avif`, 'heif', 640, 268],
      [`${MEDIA_BASE}/banners/2-960.webp`, 'webp', 960, 402],
      [banner!.imgsrc, 'jpeg', 1920, 803],
      [card.srcset.avif.split(' ')[0], 'heif', 320, 427],
      [card.imgSrc, 'jpeg', 600, 800],
    ] as const) {
      const image = await bytesOf(path);
      expect(image.type, path).toBe(`image/${format === 'heif' ? 'avif' : format}`);
      expect(await sharp(image.bytes).metadata(), path).toMatchObject({ format, width, height });
    }
  });

  it('draws a banner from its own texts: another banner, another picture; the SVG stays at its path', async () => {
    const [one, two] = await Promise.all([
      bytesOf(`${MEDIA_BASE}/banners/1-640.webp`),
      bytesOf(`${MEDIA_BASE}/banners/2-640.webp`),
    ]);
    expect(one.bytes.equals(two.bytes)).toBe(false);
    expect((await bytesOf(`${MEDIA_BASE}/banners/1-640.webp`)).bytes.equals(one.bytes)).toBe(true);
    const svg = await bytesOf(`${MEDIA_BASE}/banners/1.svg`);
    expect(svg.type).toMatch(/^image\/svg\+xml/);
  });

  it.each([
    ['a banner that does not exist', 'banners/99-640.avif'],
    ['a banner width not in the list', 'banners/1-700.avif'],
    ['a collection width not in the list', 'collections/jdm-1920.avif'],
    ['an unknown format', 'banners/1-640.png'],
    ['an unknown collection', 'collections/rally-480.webp'],
    ['upper case', 'collections/JDM-480.webp'],
    ['a path outside', 'banners/..%2F..%2Fetc%2Fpasswd'],
    ['a name with a dot-dot', 'collections/jdm-480.webp..'],
    ['a huge width', 'banners/1-99999.jpg'],
  ])('answers 404 with a message for %s', async (_case, file) => {
    const response = await api.get(`${MEDIA_BASE}/${file}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: '2', message: 'Image not found.' });
  });
});
