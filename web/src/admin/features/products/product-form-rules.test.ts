import { describe, expect, it } from 'vitest';
import {
  EMPTY_PRODUCT,
  checkProduct,
  newVariants,
  parseAed,
  parseUnits,
  productValues,
  type ProductValues,
  newProductValues,
} from './product-form-rules.ts';

const filled: ProductValues = {
  ...EMPTY_PRODUCT,
  title: ' Drift King Tee ',
  description: 'Heavy cotton, printed in Dubai.',
  price: '89.50',
  oldPrice: '120',
  collection: 'JDM',
  brand: 'Redline Co.',
  hotSale: true,
  care: 'Wash cold\n\n  Do not tumble dry  ',
  composition: '100% cotton',
  origin: 'Made in the UAE',
  sizes: ['L', 'M'],
  colours: ['White', 'Black'],
  stock: { 'M|Black': '5', 'L|Black': '', 'M|White': '12' },
};

describe('parseAed and parseUnits', () => {
  it('reads amounts in AED as fils, and anything else as NaN', () => {
    expect(parseAed('89')).toBe(8900);
    expect(parseAed(' 1,250.5 ')).toBe(125050);
    expect(parseAed('')).toBeNull();
    expect(parseAed('12.345')).toBeNaN();
    expect(parseAed('-5')).toBeNaN();
    expect(parseAed('AED 5')).toBeNaN();
  });

  it('reads whole units, empty as 0', () => {
    expect(parseUnits('')).toBe(0);
    expect(parseUnits(' 7 ')).toBe(7);
    expect(parseUnits('-3')).toBe(-3);
    expect(parseUnits('2.5')).toBeNaN();
  });
});

describe('newVariants', () => {
  it("lists the ticked sizes × colours the product lacks, in the shop's order", () => {
    expect(newVariants(filled, [{ size: 'M', colour: 'Black' }])).toEqual([
      { size: 'L', colour: 'Black' },
      { size: 'M', colour: 'White' },
      { size: 'L', colour: 'White' },
    ]);
  });
});

describe('checkProduct', () => {
  it('turns valid values into the schema input, with the starting stock of new variants', () => {
    const check = checkProduct(filled, [{ size: 'M', colour: 'Black' }]);
    expect(check).toEqual({
      ok: true,
      input: {
        title: 'Drift King Tee',
        description: 'Heavy cotton, printed in Dubai.',
        price: 89.5,
        oldPrice: 120,
        collection: 'JDM',
        brand: 'Redline Co.',
        hotSale: true,
        topPick: false,
        care: ['Wash cold', 'Do not tumble dry'],
        composition: '100% cotton',
        origin: 'Made in the UAE',
        sizes: ['M', 'L'],
        colours: ['Black', 'White'],
        stock: [
          { size: 'L', colour: 'Black', quantity: 0 },
          { size: 'M', colour: 'White', quantity: 12 },
          { size: 'L', colour: 'White', quantity: 0 },
        ],
        titleAr: null,
        descriptionAr: null,
        careAr: null,
        compositionAr: null,
        originAr: null,
      },
    });
  });

  it("names every problem at the form's own fields, money in AED", () => {
    const check = checkProduct({ ...EMPTY_PRODUCT, price: '12.345', oldPrice: '1' }, []);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.keys(check.errors).sort()).toEqual(
      ['brand', 'collection', 'colours', 'composition', 'description', 'origin', 'price', 'sizes', 'title'].sort(),
    );
    expect(check.errors.price).toMatch(/amount in AED/);
    expect(check.errors.title).toBe('Title is required.');
  });

  it('refuses an old price that is not above the price', () => {
    const check = checkProduct({ ...filled, price: '89', oldPrice: '50' }, []);
    expect(check).toEqual({ ok: false, errors: { oldPrice: expect.stringMatching(/above the price/) } });
  });

  it('refuses a starting stock that is not a whole number', () => {
    const check = checkProduct({ ...filled, stock: { 'M|Black': '2.5' } }, []);
    expect(check).toMatchObject({ ok: false, errors: { stock: expect.stringMatching(/M \/ Black/) } });
  });
});

describe('productValues', () => {
  it('shows amounts with two decimals and care as lines', () => {
    const values = productValues({
      id: '7',
      title: 'Tee',
      description: 'Soft',
      price: 89,
      oldPrice: null,
      collection: 'Car',
      brand: 'Apex',
      hotSale: false,
      topPick: true,
      care: ['Wash cold', 'Iron inside out'],
      composition: 'Cotton',
      origin: 'UAE',
      sizes: ['M'],
      colours: ['Black'],
      variants: [],
      titleAr: 'تيشيرت',
      descriptionAr: null,
      careAr: ['يُغسل بماء بارد', 'يُكوى على الوجه الداخلي'],
      compositionAr: null,
      originAr: null,
    });
    expect(values).toMatchObject({ price: '89.00', oldPrice: '', care: 'Wash cold\nIron inside out', topPick: true });
    expect(values).toMatchObject({
      titleAr: 'تيشيرت',
      descriptionAr: '',
      careAr: 'يُغسل بماء بارد\nيُكوى على الوجه الداخلي',
    });
  });

  it('sends Arabic beside English, trimmed, an empty field as missing (null)', () => {
    const check = checkProduct(
      { ...filled, titleAr: '  تيشيرت الدريفت ', careAr: 'يُغسل بماء بارد\n\n', originAr: '   ' },
      [{ size: 'M', colour: 'Black' }],
    );
    expect(check).toMatchObject({
      ok: true,
      input: { titleAr: 'تيشيرت الدريفت', careAr: ['يُغسل بماء بارد'], originAr: null, descriptionAr: null },
    });
    const tooLong = checkProduct({ ...filled, titleAr: 'ت'.repeat(81) }, []);
    expect(tooLong).toEqual({ ok: false, errors: { titleAr: 'Title (Arabic) must be at most 80 characters.' } });
  });
});

describe('newProductValues', () => {
  it("starts a new product with the shop's brand, composition and origin, everything else empty", () => {
    const defaults = {
      productBrand: 'Kanji Garage',
      productComposition: '100% combed cotton, 180 gsm',
      productOrigin: 'Designed and printed in Dubai, UAE',
    };
    expect(newProductValues(defaults)).toEqual({
      ...EMPTY_PRODUCT,
      brand: 'Kanji Garage',
      composition: '100% combed cotton, 180 gsm',
      origin: 'Designed and printed in Dubai, UAE',
    });
    expect(newProductValues(undefined)).toEqual(EMPTY_PRODUCT);
  });
});
