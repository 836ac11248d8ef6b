import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '@store/backend/seed/catalogue';
import { cookieHeader, staffClient, useTestStack } from '../testing/test-gateway.ts';
import { buildWebClient, WEB_TEST_BUILD } from '../testing/web-build.ts';

/** The attributes of one HTML start tag, by lower-case name (React writes `fetchPriority`). */
function attributes(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((match) => [match[1]!.toLowerCase(), match[2]!]),
  );
}

/** The head's image preloads. */
const imagePreloads = (html: string) =>
  [...html.split('</head>')[0]!.matchAll(/<link rel="preload"[^>]*>/g)]
    .map((match) => attributes(match[0]))
    .filter((link) => link.as === 'image');

/** The <img> and <source> tags after the first element with `className`, up to the end of `until`. */
function imagesIn(html: string, className: string, until: string) {
  const start = html.indexOf(`class="${className}`);
  expect(start, className).toBeGreaterThan(-1);
  const part = html.slice(start, html.indexOf(until, start));
  return {
    images: [...part.matchAll(/<img [^>]*>/g)].map((match) => attributes(match[0])),
    sources: [...part.matchAll(/<source [^>]*>/g)].map((match) => attributes(match[0])),
  };
}

const artProduct = seedProducts[0]!;
const photoProduct = seedProducts[1]!;

describe('images of the server-rendered pages', () => {
  beforeAll(buildWebClient, 180_000);
  const stack = useTestStack({ webDist: WEB_TEST_BUILD });
  const page = async (path: string) => {
    const response = await fetch(`${stack.url}${path}`, { headers: { accept: 'text/html' } });
    expect(response.status, path).toBe(200);
    return response.text();
  };

  it('gives every picture its size through GraphQL; generated art has AVIF, WebP and JPEG copies', async () => {
    const data = await stack.client().data(
      `query ($id: ID!) {
        product(id: $id) { imageSrc mainImage { src width height srcset { avif webp } } hoverImage { width height } }
        banners { image { width height srcset { avif } } }
        collections { image { width height srcset { avif } } }
      }`,
      { id: String(artProduct.id) },
    );
    expect(data.product.mainImage).toMatchObject({ src: data.product.imageSrc, width: 600, height: 800 });
    expect(data.product.mainImage.srcset.avif).toMatch(/-320\.avif 320w, .+-1280\.avif 1280w$/);
    expect(data.product.mainImage.srcset.webp).toMatch(/-320\.webp 320w, .+-1280\.webp 1280w$/);
    expect(data.product.hoverImage).toEqual({ width: 600, height: 800 });
    // A banner and a collection card too: an SVG image is laid out on a phone's main thread, a raster is not.
    expect(data.banners[0].image).toMatchObject({ width: 1920, height: 803 });
    expect(data.banners[0].image.srcset.avif).toMatch(/\/banners\/\d+-640\.avif 640w, .+-1920\.avif 1920w$/);
    expect(data.collections[0].image).toMatchObject({ width: 600, height: 800 });
    expect(data.collections[0].image.srcset.avif).toMatch(
      /\/collections\/[a-z-]+-320\.avif 320w, .+-1280\.avif 1280w$/,
    );
  });

  it("preloads the product page's main image with high priority; the image is sized and not lazy", async () => {
    const html = await page(`/product-detail/${artProduct.id}`);
    const {
      images: [main],
    } = imagesIn(html, 'product-gallery__main', '</div>');
    expect(main).toMatchObject({ width: '600', height: '800', fetchpriority: 'high' });
    expect(main!.loading).not.toBe('lazy');
    // Generated art has AVIF copies, offered first: the preload names the AVIF ones.
    const { sources } = imagesIn(html, 'product-gallery__main', '</div>');
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(imagePreloads(html)).toContainEqual(
      expect.objectContaining({ href: main!.src, as: 'image', fetchpriority: 'high', type: 'image/avif' }),
    );
    expect(imagePreloads(html)[0]!.imagesrcset).toBe(sources[0]!.srcset);
    // Asked for before the modules and styles of the build.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it("loads the shop's cards lazily but the first, every image with its width and height", async () => {
    const html = await page('/all-collections');
    const { images } = imagesIn(html, 'shop-grid', '</section>');
    expect(images.length).toBeGreaterThan(4);
    for (const image of images) {
      expect(Number(image.width), image.src).toBeGreaterThan(0);
      expect(Number(image.height), image.src).toBeGreaterThan(0);
    }
    const [first, ...rest] = images;
    expect(first).toMatchObject({ fetchpriority: 'high' });
    expect(first!.loading).not.toBe('lazy');
    for (const image of rest) expect(image, image.src).toMatchObject({ loading: 'lazy', decoding: 'async' });
    expect(imagePreloads(html)).toContainEqual(expect.objectContaining({ href: first!.src, fetchpriority: 'high' }));
  });

  it("preloads the home page's first banner, and only that", async () => {
    const html = await page('/');
    const { images } = imagesIn(html, 'slideshow', '</section>');
    expect(images[0]).toMatchObject({ fetchpriority: 'high', width: '1920', height: '803' });
    for (const image of images.slice(1)) expect(image.loading).toBe('lazy');
    const preloads = imagePreloads(html);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatchObject({ href: images[0]!.src, fetchpriority: 'high' });
  });

  it('with an uploaded photo, offers its AVIF and WebP copies and preloads the AVIF ones at the drawn size', async () => {
    const staff = await staffClient(stack);
    const jpeg = await sharp({ create: { width: 960, height: 1280, channels: 3, background: '#303030' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('colour', photoProduct.colours[0]!);
    form.set('view', 'front');
    form.set('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
    const uploaded = await fetch(`${stack.url}/admin/uploads/products/${photoProduct.id}/photos`, {
      method: 'POST',
      headers: { cookie: cookieHeader(staff) },
      body: form,
    });
    // Answered at once; the copies are made in the background, then the page shows them.
    expect(uploaded.status).toBe(202);

    const path = `/product-detail/${photoProduct.id}`;
    await expect
      .poll(async () => imagePreloads(await page(path))[0]?.href, { timeout: 30_000 })
      .toMatch(/^\/media\/v\d+\/photos\//);
    const html = await page(path);
    const { images, sources } = imagesIn(html, 'product-gallery__main', '</div>');
    const [main] = images;
    expect(main).toMatchObject({ width: '960', height: '1280', fetchpriority: 'high' });
    expect(main!.src).toMatch(/^\/media\/v\d+\/photos\/.+\.jpg$/);
    expect(main!.srcset).toMatch(/\.jpg 320w, .+\.jpg 640w/);
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    const [avif] = sources;
    const [preload] = imagePreloads(html);
    expect(preload).toMatchObject({ href: main!.src, imagesrcset: avif!.srcset, imagesizes: avif!.sizes });
    expect(preload).toMatchObject({ type: 'image/avif' });
    expect(preload!.imagesrcset).toMatch(/\/photos\/.+\.avif 320w/);
  });
});
