import { describe, expect, it } from 'vitest';
import {
  photoSizeProblem,
  PRODUCT_TITLE_MAX,
  validateProductInput,
  validateStockAdjustment,
  VARIANT_STOCK_MAX,
} from './product-rules.ts';

const product = {
  title: '  Midnight Drift Tee ',
  description: 'A JDM classic.',
  priceFils: 6000,
  oldPriceFils: null,
  collection: 'JDM',
  brand: 'Kanji Garage',
  hotSale: true,
  topPick: false,
  care: ['Wash cold'],
  composition: '100% cotton',
  origin: 'Dubai',
  sizes: ['L', 'S'],
  colours: ['White', 'Black'],
  stock: [{ size: 'S', colour: 'Black', quantity: 4 }],
};

const problemsOf = (input: Record<string, unknown>) => {
  const result = validateProductInput(input);
  return result.ok ? {} : result.problems;
};

describe('validateProductInput', () => {
  it('accepts a full product, trimming text and putting options in palette order', () => {
    const result = validateProductInput(product);
    expect(result).toEqual({
      ok: true,
      value: {
        ...product,
        title: 'Midnight Drift Tee',
        sizes: ['S', 'L'],
        colours: ['Black', 'White'],
        titleAr: null,
        descriptionAr: null,
        careAr: null,
        compositionAr: null,
        originAr: null,
      },
    });
  });

  it('takes Arabic beside the texts, optional and with the English limits', () => {
    const arabic = { titleAr: ' تيشيرت ', careAr: ['يُغسل بماء بارد', ' '], originAr: '' };
    expect(validateProductInput({ ...product, ...arabic })).toMatchObject({
      ok: true,
      value: { titleAr: 'تيشيرت', careAr: ['يُغسل بماء بارد'], originAr: null, descriptionAr: null },
    });
    const refused = validateProductInput({ ...product, titleAr: 'ت'.repeat(PRODUCT_TITLE_MAX + 1), careAr: 'سطر' });
    expect(refused).toEqual({
      ok: false,
      problems: {
        titleAr: `Title (Arabic) must be at most ${PRODUCT_TITLE_MAX} characters.`,
        careAr: 'Care (Arabic) must be a list of lines.',
      },
    });
  });

  it('defaults the flags, the care lines, the old price and the stock', () => {
    const { hotSale: _h, topPick: _t, care: _c, oldPriceFils: _o, stock: _s, ...bare } = product;
    const result = validateProductInput(bare);
    expect(result.ok && result.value).toMatchObject({
      hotSale: false,
      topPick: false,
      care: [],
      oldPriceFils: null,
      stock: [],
    });
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ title: 'x'.repeat(PRODUCT_TITLE_MAX + 1) }, 'title'],
    [{ title: 42 }, 'title'],
    [{ priceFils: 0 }, 'priceFils'],
    [{ priceFils: 12.5 }, 'priceFils'],
    [{ priceFils: '6000' }, 'priceFils'],
    [{ oldPriceFils: 6000 }, 'oldPriceFils'],
    [{ oldPriceFils: 5000 }, 'oldPriceFils'],
    [{ collection: 'Boats' }, 'collection'],
    [{ brand: ' ' }, 'brand'],
    [{ hotSale: 'yes' }, 'hotSale'],
    [{ care: 'wash' }, 'care'],
    [{ care: Array.from({ length: 11 }, () => 'x') }, 'care'],
    [{ sizes: [] }, 'sizes'],
    [{ sizes: ['M', 'M'] }, 'sizes'],
    [{ sizes: ['XXXXL'] }, 'sizes'],
    [{ colours: 'Black' }, 'colours'],
    [{ colours: ['Teal'] }, 'colours'],
    [{ stock: [{ size: 'M', colour: 'Black', quantity: 1 }] }, 'stock'],
    [{ stock: [{ size: 'S', colour: 'Black', quantity: -1 }] }, 'stock'],
    [{ stock: [{ size: 'S', colour: 'Black', quantity: VARIANT_STOCK_MAX + 1 }] }, 'stock'],
    [
      {
        stock: [
          { size: 'S', colour: 'Black', quantity: 1 },
          { size: 'S', colour: 'Black', quantity: 2 },
        ],
      },
      'stock',
    ],
  ])('refuses %j, naming %s', (change, field) => {
    expect(Object.keys(problemsOf({ ...product, ...change }))).toEqual([field]);
  });

  it('names every bad field at once', () => {
    expect(Object.keys(problemsOf({})).sort()).toEqual(
      ['brand', 'collection', 'colours', 'composition', 'description', 'origin', 'priceFils', 'sizes', 'title'].sort(),
    );
  });
});

describe('validateStockAdjustment', () => {
  const adjustment = { productId: 1, size: 'M', colour: 'Black', delta: -2, reason: 'DAMAGED', note: ' torn ' };

  it('accepts a change with a reason, trimming the note', () => {
    expect(validateStockAdjustment(adjustment)).toEqual({ ok: true, value: { ...adjustment, note: 'torn' } });
    expect(validateStockAdjustment({ ...adjustment, note: undefined })).toMatchObject({ value: { note: null } });
  });

  it.each([
    [{ delta: 0 }, 'delta'],
    [{ delta: 1.5 }, 'delta'],
    [{ delta: '3' }, 'delta'],
    [{ reason: 'ORDER' }, 'reason'],
    [{ productId: 0 }, 'productId'],
    [{ size: '' }, 'size'],
    [{ note: 'x'.repeat(201) }, 'note'],
  ])('refuses %j, naming %s', (change, field) => {
    const result = validateStockAdjustment({ ...adjustment, ...change });
    expect(result.ok ? [] : Object.keys(result.problems)).toEqual([field]);
  });

  it('refuses a change whose sign goes against its reason; a correction goes either way', () => {
    expect(validateStockAdjustment({ ...adjustment, delta: 5, reason: 'DAMAGED' })).toEqual({
      ok: false,
      problems: { delta: 'Damaged stock takes units away: the change must be negative.' },
    });
    expect(validateStockAdjustment({ ...adjustment, delta: -5, reason: 'RECEIVED' })).toEqual({
      ok: false,
      problems: { delta: 'Received stock adds units: the change must be positive.' },
    });
    expect(validateStockAdjustment({ ...adjustment, delta: 5, reason: 'RECEIVED' }).ok).toBe(true);
    expect(validateStockAdjustment({ ...adjustment, delta: 5, reason: 'CORRECTION' }).ok).toBe(true);
    expect(validateStockAdjustment({ ...adjustment, delta: -5, reason: 'CORRECTION' }).ok).toBe(true);
  });
});

describe('photoSizeProblem', () => {
  it('allows up to 8000 px a side', () => {
    expect(photoSizeProblem(8000, 8000)).toBeUndefined();
    expect(photoSizeProblem(8001, 10)).toBe('The image is 8001×10 px: the most is 8000×8000.');
  });
});
