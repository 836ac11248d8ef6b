import { describe, expect, it } from 'vitest';
import {
  bannerTarget,
  readBannerLink,
  validateBannerInput,
  validateCollectionInput,
  validateTestimonialInput,
} from './content-rules.ts';

const fields = (result: { ok: boolean; problems?: object }) => (result.ok ? [] : Object.keys(result.problems!));

describe('content rules', () => {
  it('accepts a collection card with or without a lookbook product', () => {
    const card = { heading: ' Born on the track ', description: 'Racing tees.', lookbookProductId: 3, position: 1 };
    const noArabic = { nameAr: null, headingAr: null, descriptionAr: null };
    expect(validateCollectionInput(card)).toEqual({
      ok: true,
      value: { ...card, heading: 'Born on the track', ...noArabic },
    });
    expect(validateCollectionInput({ ...card, lookbookProductId: undefined })).toMatchObject({
      value: { lookbookProductId: null },
    });
    expect(fields(validateCollectionInput({ ...card, lookbookProductId: '3', position: 0 }))).toEqual([
      'lookbookProductId',
      'position',
    ]);
  });

  it('accepts a banner and names its bad fields', () => {
    const banner = {
      alt: 'Tees',
      heading: 'Drive Your<br>Style',
      text: 'New drop',
      btntext: 'Shop Now',
      link: '/shop-by-collections/JDM',
      position: 2,
    };
    const noArabic = { altAr: null, headingAr: null, textAr: null, btntextAr: null };
    expect(validateBannerInput(banner)).toEqual({ ok: true, value: { ...banner, ...noArabic } });
    expect(validateBannerInput({ ...banner, link: undefined })).toMatchObject({ value: { link: '/all-collections' } });
    expect(fields(validateBannerInput({ ...banner, btntext: 'x'.repeat(31), alt: '' }))).toEqual(['alt', 'btntext']);
  });

  it('links a banner to a path on this store only', () => {
    for (const link of [
      '/shop-by-collections/JDM',
      '/product-detail/12',
      '/about-us',
      '/all-collections?sort=new#top',
    ]) {
      expect(readBannerLink(` ${link} `)).toBe(link);
    }
    expect(readBannerLink('')).toBe('/all-collections');
    const hostile = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/%5Cevil.example',
      '/a b',
      '/a\u0000',
      'shop-by-collections/JDM',
      '/%E0%A4%A',
      '/' + 'x'.repeat(200),
      42,
    ];
    for (const link of hostile) expect(readBannerLink(link), String(link)).toHaveProperty('problem');
  });

  it('tells which collection or product a banner links to', () => {
    expect(bannerTarget('/shop-by-collections/Titan')).toEqual({ collection: 'Titan' });
    expect(bannerTarget('/shop-by-collections/Bike%20Club?sort=new')).toEqual({ collection: 'Bike Club' });
    expect(bannerTarget('/product-detail/38')).toEqual({ productId: 38 });
    expect(bannerTarget('/about-us')).toEqual({ path: '/about-us' });
  });

  it('accepts a testimonial of 1 to 5 stars', () => {
    const testimonial = { author: 'Priya', text: 'Great.', product: 'JDM tee', priceFils: 6000, stars: 4, position: 1 };
    const noArabic = { authorAr: null, textAr: null, productAr: null };
    expect(validateTestimonialInput(testimonial)).toEqual({ ok: true, value: { ...testimonial, ...noArabic } });
    expect(fields(validateTestimonialInput({ ...testimonial, stars: 6, priceFils: -1 }))).toEqual([
      'priceFils',
      'stars',
    ]);
  });

  it('keeps Arabic beside English optional, trimmed, with the English limits', () => {
    const card = { heading: 'Born', description: 'Racing tees.', lookbookProductId: null, position: 1 };
    expect(
      validateCollectionInput({ ...card, nameAr: ' سباقات ', headingAr: '  ', descriptionAr: undefined }),
    ).toMatchObject({ ok: true, value: { nameAr: 'سباقات', headingAr: null, descriptionAr: null } });
    const problems = validateCollectionInput({ ...card, headingAr: 'ع'.repeat(81), descriptionAr: 12 });
    expect(problems).toEqual({
      ok: false,
      problems: {
        headingAr: 'Heading (Arabic) must be at most 80 characters.',
        descriptionAr: 'Description (Arabic) must be text.',
      },
    });
  });
});
