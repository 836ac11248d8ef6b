import { describe, expect, it } from 'vitest';
import {
  emirateLabel,
  filterValues,
  filtersFromValues,
  isFiltered,
  ORDER_LIST_PAGE_SIZE,
  orderFiltersSearch,
  orderListVariables,
  pageCount,
  parseOrderFilters,
  validateFilterValues,
} from './order-filters.ts';

const parse = (query: string) => parseOrderFilters(new URLSearchParams(query));

describe('parseOrderFilters', () => {
  it('reads every filter from the URL', () => {
    expect(parse('status=PACKED&from=2026-11-01&to=2026-11-30&emirate=ABU_DHABI&q=aisha%40example.ae&page=3')).toEqual({
      status: 'PACKED',
      from: '2026-11-01',
      to: '2026-11-30',
      emirate: 'ABU_DHABI',
      q: 'aisha@example.ae',
      page: 3,
    });
  });

  it('starts on page 1 with nothing set', () => {
    expect(parse('')).toEqual({ page: 1 });
  });

  it('ignores values the list does not know, and pages that are not whole numbers from 1', () => {
    for (const query of ['status=LOST', 'emirate=Dubai', 'from=2026-02-30', 'to=yesterday', 'q=%20%20', 'page=0']) {
      expect(parse(query), query).toEqual({ page: 1 });
    }
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=-4').page).toBe(1);
  });

  it('swaps dates given the wrong way round, and trims the search', () => {
    expect(parse('from=2026-11-30&to=2026-11-01&q=%20050%20123%20')).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      q: '050 123',
      page: 1,
    });
  });
});

describe('orderFiltersSearch', () => {
  it('writes the filters in a fixed order, without page 1', () => {
    expect(orderFiltersSearch({ q: 'INV', status: 'PLACED', page: 1 })).toBe('?status=PLACED&q=INV');
    expect(orderFiltersSearch({ page: 1 })).toBe('');
    expect(orderFiltersSearch({ emirate: 'DUBAI', page: 2 })).toBe('?emirate=DUBAI&page=2');
  });

  it('round-trips through the URL', () => {
    const filters = parse('q=a%2Bb%40x.ae&to=2026-11-30&from=2026-11-01&status=DELIVERED&page=4&emirate=SHARJAH');
    expect(parse(orderFiltersSearch(filters).slice(1))).toEqual(filters);
  });
});

describe('orderListVariables', () => {
  it('sends only the filters set, with the page and its size', () => {
    expect(orderListVariables({ status: 'PLACED', page: 2 })).toEqual({
      status: 'PLACED',
      page: 2,
      pageSize: ORDER_LIST_PAGE_SIZE,
    });
    expect(orderListVariables({ q: '', page: 1 })).toEqual({ page: 1, pageSize: ORDER_LIST_PAGE_SIZE });
  });
});

describe('the filter form', () => {
  it('shows the URL’s filters and goes back to page 1 on a new search', () => {
    const filters = parse('status=PLACED&page=5');
    expect(filterValues(filters)).toEqual({ status: 'PLACED', from: '', to: '', emirate: '', q: '' });
    expect(filtersFromValues({ ...filterValues(filters), q: ' buyer@example.ae ' })).toEqual({
      status: 'PLACED',
      q: 'buyer@example.ae',
      page: 1,
    });
  });

  it('asks for real dates, the first not after the last', () => {
    expect(validateFilterValues({ from: '2026-11-01', to: '2026-11-30' })).toEqual({});
    expect(validateFilterValues({ from: '2026-11-31' }).from).toMatch(/Enter a date/);
    expect(validateFilterValues({ from: '2026-11-30', to: '2026-11-01' }).to).toMatch(/on or after/);
  });
});

describe('pageCount, isFiltered and emirateLabel', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(ORDER_LIST_PAGE_SIZE)).toBe(1);
    expect(pageCount(ORDER_LIST_PAGE_SIZE + 1)).toBe(2);
  });

  it('tells a filtered list from the whole one', () => {
    expect(isFiltered({ page: 3 })).toBe(false);
    expect(isFiltered({ q: 'x', page: 1 })).toBe(true);
  });

  it('names emirates in words', () => {
    expect(emirateLabel('UMM_AL_QUWAIN')).toBe('Umm Al Quwain');
  });
});
