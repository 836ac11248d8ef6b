import { describe, expect, it } from 'vitest';
import {
  availableStock,
  chooseColour,
  chooseQuantity,
  chooseSize,
  colourImage,
  defaultColour,
  defaultSize,
  imagesOfColour,
  initialSelection,
  liveViewers,
  lineOfSelection,
  selectionFromCartLine,
  showsStockLine,
} from './product-options.ts';

const stock = [
  { size: 'M', colour: 'Black', quantity: 7 },
  { size: 'L', colour: 'Black', quantity: 0 },
  { size: 'M', colour: 'White', quantity: 25 },
];

describe('defaults', () => {
  it('picks the first colour and size', () => {
    expect(initialSelection({ colours: [{ name: 'Red' }, { name: 'Black' }], sizes: ['S', 'M'] })).toEqual({
      colour: 'Red',
      size: 'S',
      quantity: 1,
    });
  });

  it('opens on the first size and colour that can be bought (issue 12)', () => {
    const product = { colours: [{ name: 'White' }, { name: 'Black' }], sizes: ['L', 'M'] };
    // White sold out in L; its M is in stock.
    expect(initialSelection({ ...product, stock })).toEqual({ colour: 'White', size: 'M', quantity: 1 });
    // Black L sold out, M in stock; White never stocked.
    const blackOnly = [
      { size: 'L', colour: 'Black', quantity: 0 },
      { size: 'M', colour: 'Black', quantity: 3 },
    ];
    expect(initialSelection({ ...product, stock: blackOnly })).toEqual({ colour: 'Black', size: 'M', quantity: 1 });
    // Nothing in stock: the first of each, as the spec says.
    expect(initialSelection({ ...product, stock: [] })).toEqual({ colour: 'White', size: 'L', quantity: 1 });
  });

  it("falls back to 'gray' and 'L'", () => {
    expect(defaultColour([])).toBe('gray');
    expect(defaultSize([])).toBe('L');
  });
});

describe('availableStock', () => {
  it('matches size and colour case-insensitively', () => {
    expect(availableStock(stock, 'm', 'BLACK')).toBe(7);
    expect(availableStock(stock, 'M', 'white')).toBe(25);
  });

  it('is 0 for a sold-out or unknown variant', () => {
    expect(availableStock(stock, 'L', 'Black')).toBe(0);
    expect(availableStock(stock, 'XL', 'Black')).toBe(0);
    expect(availableStock([], 'M', 'Black')).toBe(0);
  });
});

describe('choosing', () => {
  const selection = { colour: 'Black', size: 'M', quantity: 4 };

  it('resets the quantity to 1 on a new colour or size', () => {
    expect(chooseColour(selection, 'White')).toEqual({ colour: 'White', size: 'M', quantity: 1 });
    expect(chooseSize(selection, 'L')).toEqual({ colour: 'Black', size: 'L', quantity: 1 });
  });

  it('caps the quantity by the stock and keeps it at least 1', () => {
    expect(chooseQuantity(selection, 12, 7).quantity).toBe(7);
    expect(chooseQuantity(selection, 0, 7).quantity).toBe(1);
    expect(chooseQuantity(selection, 2.7, 7).quantity).toBe(2);
    expect(chooseQuantity(selection, 3, 0).quantity).toBe(0);
  });
});

describe('selectionFromCartLine', () => {
  const fallback = { colour: 'Black', size: 'M', quantity: 1 };

  it('takes the cart line choices', () => {
    expect(selectionFromCartLine({ ssize: 'L', scolor: 'White', quantity: 3 }, fallback)).toEqual({
      colour: 'White',
      size: 'L',
      quantity: 3,
    });
  });

  it('keeps the defaults for a line saved without size or colour', () => {
    expect(selectionFromCartLine({ ssize: '', scolor: '', quantity: 2 }, fallback)).toEqual({
      colour: 'Black',
      size: 'M',
      quantity: 2,
    });
  });
});

it('shows the stock line at 10 or less', () => {
  expect(showsStockLine(0)).toBe(true);
  expect(showsStockLine(10)).toBe(true);
  expect(showsStockLine(11)).toBe(false);
});

describe('images', () => {
  const product = {
    imageSrc: '/main.svg',
    colours: [
      { name: 'Black', imageSrc: '/black.svg' },
      { name: 'White', imageSrc: '/white.svg' },
    ],
  };
  const images = [
    { id: '1', colour: 'Black' },
    { id: '2', colour: 'Black' },
    { id: '3', colour: 'White' },
  ];

  it("uses the chosen colour's image, else the main one", () => {
    expect(colourImage(product, 'white')).toBe('/white.svg');
    expect(colourImage(product, 'gray')).toBe('/main.svg');
  });

  it('keeps the images of the chosen colour, else all', () => {
    expect(imagesOfColour(images, 'black').map((image) => image.id)).toEqual(['1', '2']);
    expect(imagesOfColour(images, 'Pink').map((image) => image.id)).toEqual(['1', '2', '3']);
  });
});

it('counts 1 to 10 live viewers', () => {
  expect(liveViewers(() => 0)).toBe(1);
  expect(liveViewers(() => 0.5)).toBe(6);
  expect(liveViewers(() => 0.999999)).toBe(10);
  expect(liveViewers(() => 1)).toBe(10);
});

describe('lineOfSelection', () => {
  const product = { id: '9', colours: [{ name: 'Black' }, { name: 'White' }], sizes: ['M', 'L'] };
  const line = (ssize: string, scolor: string) => ({ id: '9', ssize, scolor });

  it('finds the line of the chosen size and colour only', () => {
    const lines = [line('M', 'Black'), line('L', 'Black')];
    expect(lineOfSelection(lines, product, { size: 'L', colour: 'black' })).toBe(lines[1]);
    expect(lineOfSelection(lines, product, { size: 'L', colour: 'White' })).toBeUndefined();
    expect(lineOfSelection(lines, { ...product, id: '10' }, { size: 'M', colour: 'Black' })).toBeUndefined();
  });

  it('reads a line kept without size or colour as the first size and colour', () => {
    const lines = [line('', '')];
    expect(lineOfSelection(lines, product, { size: 'M', colour: 'Black' })).toBe(lines[0]);
    expect(lineOfSelection(lines, product, { size: 'L', colour: 'Black' })).toBeUndefined();
  });
});
