import { describe, expect, it } from 'vitest';
import { homeTrail, pageHead } from './page-head.ts';

function content(head: ReturnType<typeof pageHead>, key: string): string | undefined {
  for (const tag of head.tags) if (tag.tag === 'meta' && tag.key === key) return tag.content;
  return undefined;
}

describe('pageHead', () => {
  const product = {
    title: 'Drift Tee',
    description: 'A drift tee.',
    image: '/media/v1/products/7/black-front.svg',
    product: { id: '7', title: 'Drift Tee', price: 79.5, inStock: false, brand: 'Apex', images: ['/media/a.svg'] },
  };

  it('makes every URL absolute on the public origin and names the price in AED', () => {
    const head = pageHead(product, 'https://tees.example', '/product-detail/7');
    expect(head.title).toBe('Drift Tee | Graphic Tees Dubai');
    expect(head.tags).toContainEqual({ tag: 'link', rel: 'canonical', href: 'https://tees.example/product-detail/7' });
    expect(content(head, 'og:image')).toBe('https://tees.example/media/v1/products/7/black-front.svg');
    expect(content(head, 'twitter:image')).toBe(content(head, 'og:image'));
    expect(content(head, 'product:price:amount')).toBe('79.50');
    expect(content(head, 'product:price:currency')).toBe('AED');
    expect(content(head, 'twitter:data1')).toBe('AED 79.50');
  });

  it('gives a product its Product JSON-LD with the offer in AED and its availability', () => {
    const [ld] = pageHead(product, 'https://tees.example', '/product-detail/7').jsonLd;
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: '7',
      image: ['https://tees.example/media/a.svg'],
      offers: { priceCurrency: 'AED', price: '79.50', availability: 'https://schema.org/OutOfStock' },
    });
  });

  it('gives a page below the homepage a BreadcrumbList, and any page the store picture', () => {
    const head = pageHead(
      { title: 'FAQs', description: 'Answers.', breadcrumbs: homeTrail('Home', 'FAQs', '/FAQs') },
      'https://tees.example',
      '/FAQs',
    );
    expect(content(head, 'og:type')).toBe('website');
    expect(content(head, 'og:image')).toBe('https://tees.example/icon-512.png');
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://tees.example/' },
          { '@type': 'ListItem', position: 2, name: 'FAQs', item: 'https://tees.example/FAQs' },
        ],
      },
    ]);
  });

  it("names an Arabic page's trail and price in Arabic, each crumb linking to its Arabic page", () => {
    const head = pageHead(
      {
        ...product,
        product: { ...product.product, priceWords: { label: 'السعر', amount: '79.50 د.إ' } },
        breadcrumbs: homeTrail('الرئيسية', 'الأسئلة الشائعة', '/FAQs'),
      },
      'https://tees.example',
      '/ar/product-detail/7',
    );
    expect(content(head, 'twitter:label1')).toBe('السعر');
    expect(content(head, 'twitter:data1')).toBe('79.50 د.إ');
    expect(head.jsonLd[1]).toMatchObject({
      itemListElement: [
        { position: 1, name: 'الرئيسية', item: 'https://tees.example/ar' },
        { position: 2, name: 'الأسئلة الشائعة', item: 'https://tees.example/ar/FAQs' },
      ],
    });
  });

  it("preloads the first screen's largest image with high priority, with its candidates and their type", () => {
    const preloadImage = {
      href: '/media/v1/photos/p/1280-a.jpg',
      srcset: '/media/v1/photos/p/320-b.avif 320w, /media/v1/photos/p/640-c.avif 640w',
      sizes: '100vw',
      type: 'image/avif',
    };
    const head = pageHead({ title: 'Home', description: 'Tees.', preloadImage }, 'https://tees.example', '/');
    expect(head.tags).toContainEqual({
      tag: 'link',
      rel: 'preload',
      href: preloadImage.href,
      attributes: {
        as: 'image',
        fetchpriority: 'high',
        imagesrcset: preloadImage.srcset,
        imagesizes: '100vw',
        type: 'image/avif',
      },
    });
  });

  it('preloads generated art by its URL alone, and nothing on a page without a first image', () => {
    const art = pageHead(
      { title: 'Tee', description: 'A tee.', preloadImage: { href: '/a.svg' } },
      'https://x.example',
      '/',
    );
    expect(art.tags).toContainEqual({
      tag: 'link',
      rel: 'preload',
      href: '/a.svg',
      attributes: { as: 'image', fetchpriority: 'high' },
    });
    const none = pageHead({ title: 'FAQs', description: 'Answers.' }, 'https://x.example', '/FAQs');
    expect(none.tags.some((tag) => tag.tag === 'link' && tag.rel === 'preload')).toBe(false);
  });
});
