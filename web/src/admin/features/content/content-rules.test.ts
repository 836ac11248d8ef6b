import { describe, expect, it } from 'vitest';
import { checkBanner, checkCollection, checkTestimonial, headingLines, nextPosition } from './content-rules.ts';

describe('checkCollection', () => {
  it('sends the card with its lookbook product, or none', () => {
    expect(
      checkCollection({ heading: ' Racing ', description: 'Track tees', lookbookProductId: '12', position: '1' }),
    ).toEqual({
      ok: true,
      input: {
        heading: 'Racing',
        description: 'Track tees',
        lookbookProductId: '12',
        position: 1,
        nameAr: null,
        headingAr: null,
        descriptionAr: null,
      },
    });
    expect(
      checkCollection({ heading: 'JDM', description: 'Drift', lookbookProductId: ' ', position: '2' }),
    ).toMatchObject({ ok: true, input: { lookbookProductId: null } });
  });

  it('names each problem at its field', () => {
    const check = checkCollection({ heading: '', description: 'x', lookbookProductId: 'abc', position: '0' });
    expect(check.ok ? {} : Object.keys(check.errors).sort()).toEqual(['heading', 'lookbookProductId', 'position']);
  });
});

describe('checkBanner', () => {
  it("sends the button's text under the schema's name", () => {
    const check = checkBanner({
      alt: 'Car',
      heading: 'Built for<br>the track',
      text: 'New in',
      buttonText: 'Shop',
      link: ' /shop-by-collections/Car ',
      position: '3',
    });
    expect(check).toEqual({
      ok: true,
      input: {
        alt: 'Car',
        heading: 'Built for<br>the track',
        text: 'New in',
        buttonText: 'Shop',
        link: '/shop-by-collections/Car',
        position: 3,
        altAr: null,
        headingAr: null,
        textAr: null,
        buttonTextAr: null,
      },
    });
  });

  it("sends the Arabic button text under the schema's name, and names an Arabic problem at its field", () => {
    const banner = { alt: 'Car', heading: 'H', text: 'T', buttonText: 'Shop', position: '1' };
    expect(checkBanner({ ...banner, buttonTextAr: ' تسوّق ' })).toMatchObject({ input: { buttonTextAr: 'تسوّق' } });
    const check = checkBanner({ ...banner, buttonTextAr: 'ت'.repeat(31) });
    expect(check).toEqual({
      ok: false,
      errors: { buttonTextAr: 'Button text (Arabic) must be at most 30 characters.' },
    });
  });

  it('leads to the whole catalogue without a link, and refuses a link off this store', () => {
    const banner = { alt: 'Car', heading: 'H', text: 'T', buttonText: 'Shop', position: '1' };
    expect(checkBanner({ ...banner, link: '' })).toMatchObject({ input: { link: '/all-collections' } });
    for (const link of ['javascript:alert(1)', 'https://evil.example', '//evil.example']) {
      const check = checkBanner({ ...banner, link });
      expect(check.ok ? {} : Object.keys(check.errors), link).toEqual(['link']);
    }
  });

  it("shows the button text's problem at the form's field", () => {
    const check = checkBanner({ alt: 'Car', heading: 'H', text: 'T', buttonText: '', position: '1' });
    expect(check.ok ? {} : check.errors).toEqual({ buttonText: 'Button text is required.' });
  });
});

describe('checkTestimonial', () => {
  it('sends the price in AED and the stars', () => {
    const check = checkTestimonial({
      author: 'Omar',
      text: 'Great',
      product: 'Drift Tee',
      price: '89.50',
      stars: '5',
      position: '1',
    });
    expect(check).toMatchObject({ ok: true, input: { price: 89.5, stars: 5 } });
  });

  it('refuses stars outside 1–5 and a price that is not an amount', () => {
    const check = checkTestimonial({
      author: 'Omar',
      text: 'Great',
      product: 'Tee',
      price: '8.999',
      stars: '6',
      position: '1',
    });
    expect(check.ok ? {} : Object.keys(check.errors).sort()).toEqual(['price', 'stars']);
  });
});

describe('headingLines and nextPosition', () => {
  it('breaks a heading at <br>', () => {
    expect(headingLines('Built for<br>the <BR/> track')).toEqual(['Built for', 'the', 'track']);
    expect(headingLines('One line')).toEqual(['One line']);
  });

  it('puts a new item last', () => {
    expect(nextPosition([])).toBe(1);
    expect(nextPosition([{ position: 4 }, { position: 2 }])).toBe(5);
  });
});
