import { describe, expect, it } from 'vitest';
import { validateBannerInput, validateCollectionInput, validateTestimonialInput } from './content-rules.ts';

const fields = (result: { ok: boolean; problems?: object }) => (result.ok ? [] : Object.keys(result.problems!));

describe('content rules', () => {
  it('accepts a collection card with or without a lookbook product', () => {
    const card = { heading: ' Born on the track ', description: 'Racing tees.', lookbookProductId: 3, position: 1 };
    expect(validateCollectionInput(card)).toEqual({ ok: true, value: { ...card, heading: 'Born on the track' } });
    expect(validateCollectionInput({ ...card, lookbookProductId: undefined })).toMatchObject({
      value: { lookbookProductId: null },
    });
    expect(fields(validateCollectionInput({ ...card, lookbookProductId: '3', position: 0 }))).toEqual([
      'lookbookProductId',
      'position',
    ]);
  });

  it('accepts a banner and names its bad fields', () => {
    const banner = { alt: 'Tees', heading: 'Drive Your<br>Style', text: 'New drop', btntext: 'Shop Now', position: 2 };
    expect(validateBannerInput(banner)).toEqual({ ok: true, value: banner });
    expect(fields(validateBannerInput({ ...banner, btntext: 'x'.repeat(31), alt: '' }))).toEqual(['alt', 'btntext']);
  });

  it('accepts a testimonial of 1 to 5 stars', () => {
    const testimonial = { author: 'Priya', text: 'Great.', product: 'JDM tee', priceFils: 6000, stars: 4, position: 1 };
    expect(validateTestimonialInput(testimonial)).toEqual({ ok: true, value: testimonial });
    expect(fields(validateTestimonialInput({ ...testimonial, stars: 6, priceFils: -1 }))).toEqual([
      'priceFils',
      'stars',
    ]);
  });
});
