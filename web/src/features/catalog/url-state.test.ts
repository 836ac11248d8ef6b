import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATE,
  chooseAvailability,
  chooseColour,
  chooseSize,
  goToPage,
  hasFilters,
  parseShopState,
  resetFilters,
  setLayout,
  setPrice,
  setSale,
  setSort,
  toSearch,
  toSearchParams,
  toggleBrand,
  toggleCollection,
  type ShopState,
} from './url-state.ts';

const parse = (query: string) => parseShopState(new URLSearchParams(query));
const onPage3: ShopState = { ...DEFAULT_STATE, page: 3 };

describe('defaults', () => {
  it('has the spec defaults: price 20–300, default sort, page 1, 4 columns, no filters', () => {
    expect(parse('')).toEqual({
      min: 20,
      max: 300,
      availability: null,
      colour: null,
      size: null,
      brands: [],
      collections: [],
      sale: false,
      text: '',
      sort: 'DEFAULT',
      page: 1,
      layout: 4,
    });
  });

  it('writes nothing for the defaults, so the plain shop has a plain URL', () => {
    expect(toSearch(DEFAULT_STATE)).toBe('');
    expect(hasFilters(DEFAULT_STATE)).toBe(false);
  });

  it('reads the defaults when they are written out', () => {
    expect(parse('min=20&max=300&sort=DEFAULT&page=1&layout=4')).toEqual(DEFAULT_STATE);
  });
});

describe('parse', () => {
  it('reads every filter, the sort, the page and the layout', () => {
    expect(
      parse(
        'colour=Black&size=M&min=35&max=150&sort=PRICE_ASC&page=2&layout=3&availability=IN_STOCK' +
          '&brand=Kanji+Garage&brand=Titan+Forge&collection=JDM&sale=1&text=heavyweight',
      ),
    ).toEqual({
      min: 35,
      max: 150,
      availability: 'IN_STOCK',
      colour: 'Black',
      size: 'M',
      brands: ['Kanji Garage', 'Titan Forge'],
      collections: ['JDM'],
      sale: true,
      text: 'heavyweight',
      sort: 'PRICE_ASC',
      page: 2,
      layout: 3,
    });
  });

  it('matches colours, sizes, availability and sort case-insensitively and spells them canonically', () => {
    expect(parse('colour=black&size=2xl&availability=out_of_stock&sort=title_desc')).toMatchObject({
      colour: 'Black',
      size: '2XL',
      availability: 'OUT_OF_STOCK',
      sort: 'TITLE_DESC',
    });
    expect(parse('size=Free+Size').size).toBe('Free Size');
  });

  it('reads layout 1 as the list', () => {
    expect(parse('layout=1').layout).toBe(1);
  });

  it('drops blank and repeated brands and collections', () => {
    expect(parse('brand=&brand=Apex+Threads&brand=apex+threads&collection=+JDM+&collection=jdm').brands).toEqual([
      'Apex Threads',
    ]);
    expect(parse('collection=+JDM+&collection=jdm').collections).toEqual(['JDM']);
  });

  it('accepts sale=true too', () => {
    expect(parse('sale=true').sale).toBe(true);
  });
});

describe('invalid values are ignored', () => {
  it.each([
    ['colour=Teal', { colour: null }],
    ['size=XXXL', { size: null }],
    ['availability=maybe', { availability: null }],
    ['sort=RANDOM', { sort: 'DEFAULT' }],
    ['sale=yes', { sale: false }],
    ['layout=6', { layout: 4 }],
    ['layout=0', { layout: 4 }],
    ['layout=2.5', { layout: 4 }],
    ['layout=list', { layout: 4 }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=1.5', { page: 1 }],
    ['page=two', { page: 1 }],
    ['page=', { page: 1 }],
    ['min=5', { min: 20, max: 300 }],
    ['max=451', { min: 20, max: 300 }],
    ['min=abc&max=', { min: 20, max: 300 }],
    ['min=10.5', { min: 20 }],
    ['text=+++', { text: '' }],
  ] as const)('%s', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('ignores a price range whose ends have crossed', () => {
    expect(parse('min=200&max=100')).toMatchObject({ min: 20, max: 300 });
    expect(parse('min=350')).toMatchObject({ min: 20, max: 300 });
  });

  it('keeps the valid values beside an invalid one', () => {
    expect(parse('colour=Teal&size=L&page=x&sort=PRICE_DESC')).toEqual({
      ...DEFAULT_STATE,
      size: 'L',
      sort: 'PRICE_DESC',
    });
  });

  it('accepts the slider ends 10 and 450', () => {
    expect(parse('min=10&max=450')).toMatchObject({ min: 10, max: 450 });
  });

  it('caps a very long search text', () => {
    expect(parse(`text=${'a'.repeat(500)}`).text).toHaveLength(100);
  });
});

describe('round trip', () => {
  const states: ShopState[] = [
    DEFAULT_STATE,
    { ...DEFAULT_STATE, colour: 'Black', size: 'M', min: 20, max: 300, sort: 'PRICE_ASC', page: 2, layout: 3 },
    {
      min: 10,
      max: 450,
      availability: 'OUT_OF_STOCK',
      colour: 'Pink',
      size: 'Free Size',
      brands: ['Redline Co.', 'Torque Supply'],
      collections: ['Car', 'R&D / Tees'],
      sale: true,
      text: 'pop-up headlights',
      sort: 'TITLE_DESC',
      page: 7,
      layout: 1,
    },
    { ...DEFAULT_STATE, layout: 5, min: 300, max: 300 },
  ];

  it.each(states.map((state) => [toSearch(state), state]))('%s', (_search, state) => {
    expect(parseShopState(new URLSearchParams(toSearch(state)))).toEqual(state);
  });

  it('writes the example URL of the shop', () => {
    const state = {
      ...DEFAULT_STATE,
      colour: 'Black',
      size: 'M',
      sort: 'PRICE_ASC' as const,
      page: 2,
      layout: 3 as const,
    };
    expect(toSearch(state)).toBe('?colour=Black&size=M&sort=PRICE_ASC&page=2&layout=3');
    expect(toSearchParams({ ...state, min: 25 }).get('min')).toBe('25');
  });
});

describe('changes', () => {
  it('choosing a colour, size or availability sets it and goes back to page 1', () => {
    expect(chooseColour(onPage3, 'Red')).toEqual({ ...DEFAULT_STATE, colour: 'Red' });
    expect(chooseSize(onPage3, 'XL')).toEqual({ ...DEFAULT_STATE, size: 'XL' });
    expect(chooseAvailability(onPage3, 'IN_STOCK')).toEqual({ ...DEFAULT_STATE, availability: 'IN_STOCK' });
  });

  it('choosing another colour replaces the chosen one', () => {
    expect(chooseColour({ ...DEFAULT_STATE, colour: 'Red' }, 'Blue').colour).toBe('Blue');
  });

  it('choosing the chosen colour, size or availability again resets it to All', () => {
    expect(chooseColour({ ...onPage3, colour: 'Red' }, 'Red')).toEqual(DEFAULT_STATE);
    expect(chooseSize({ ...onPage3, size: 'XL' }, 'XL')).toEqual(DEFAULT_STATE);
    expect(chooseAvailability({ ...onPage3, availability: 'OUT_OF_STOCK' }, 'OUT_OF_STOCK')).toEqual(DEFAULT_STATE);
  });

  it('toggles brands and collections in and out of their lists', () => {
    const one = toggleBrand(onPage3, 'Apex Threads');
    expect(one).toEqual({ ...DEFAULT_STATE, brands: ['Apex Threads'] });
    const two = toggleBrand({ ...one, page: 2 }, 'Titan Forge');
    expect(two).toEqual({ ...DEFAULT_STATE, brands: ['Apex Threads', 'Titan Forge'] });
    expect(toggleBrand(two, 'apex threads').brands).toEqual(['Titan Forge']);
    const jdm = toggleCollection(onPage3, 'JDM');
    expect(jdm).toEqual({ ...DEFAULT_STATE, collections: ['JDM'] });
    expect(toggleCollection({ ...jdm, page: 4 }, 'JDM')).toEqual(DEFAULT_STATE);
  });

  it('sets the sale toggle and the sort, back on page 1', () => {
    expect(setSale(onPage3, true)).toEqual({ ...DEFAULT_STATE, sale: true });
    expect(setSale({ ...onPage3, sale: true }, false)).toEqual(DEFAULT_STATE);
    expect(setSort(onPage3, 'TITLE_ASC')).toEqual({ ...DEFAULT_STATE, sort: 'TITLE_ASC' });
  });

  it('sets the price range inside the slider, rounded, the ends in order, back on page 1', () => {
    expect(setPrice(onPage3, 50, 120)).toEqual({ ...DEFAULT_STATE, min: 50, max: 120 });
    expect(setPrice(DEFAULT_STATE, 0, 999)).toMatchObject({ min: 10, max: 450 });
    expect(setPrice(DEFAULT_STATE, 200, 100)).toMatchObject({ min: 100, max: 200 });
    expect(setPrice(DEFAULT_STATE, 49.6, 99.2)).toMatchObject({ min: 50, max: 99 });
  });

  it('keeps the page when only the layout changes', () => {
    expect(setLayout(onPage3, 1)).toEqual({ ...onPage3, layout: 1 });
  });

  it('does not change the state it is given', () => {
    const state = { ...DEFAULT_STATE, brands: ['Apex Threads'] };
    toggleBrand(state, 'Titan Forge');
    chooseColour(state, 'Red');
    expect(state).toEqual({ ...DEFAULT_STATE, brands: ['Apex Threads'] });
  });
});

describe('pages', () => {
  it('goes to a page inside 1..total', () => {
    expect(goToPage(DEFAULT_STATE, 2, 7).page).toBe(2);
    expect(goToPage(onPage3, 7, 7).page).toBe(7);
    expect(goToPage(onPage3, 1, 7).page).toBe(1);
  });

  it('ignores pages outside 1..total', () => {
    for (const page of [0, -1, 8, 2.5, Number.NaN]) expect(goToPage(onPage3, page, 7)).toBe(onPage3);
    expect(goToPage(DEFAULT_STATE, 1, 0)).toBe(DEFAULT_STATE);
  });
});

describe('reset', () => {
  const busy: ShopState = {
    min: 50,
    max: 100,
    availability: 'IN_STOCK',
    colour: 'Black',
    size: 'M',
    brands: ['Apex Threads'],
    collections: ['JDM'],
    sale: true,
    text: 'drift',
    sort: 'PRICE_DESC',
    page: 4,
    layout: 2,
  };

  it('clears every filter, the sort and the page but keeps the layout', () => {
    expect(hasFilters(busy)).toBe(true);
    expect(resetFilters(busy)).toEqual({ ...DEFAULT_STATE, layout: 2 });
    expect(hasFilters(resetFilters(busy))).toBe(false);
  });

  it('does not count the sort, page or layout as filters', () => {
    expect(hasFilters({ ...DEFAULT_STATE, sort: 'PRICE_ASC', page: 2, layout: 1 })).toBe(false);
    expect(hasFilters({ ...DEFAULT_STATE, max: 299 })).toBe(true);
  });
});
