import { describe, expect, it } from 'vitest';
import { pageCount, readPage, withParam } from './paging.ts';

describe('readPage', () => {
  it('reads a whole page number from 1, and falls back to the first page', () => {
    expect(readPage('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'abc', '01', '9999999'])
      expect(readPage(value), String(value)).toBe(1);
  });
});

describe('pageCount', () => {
  it('rounds up, and an empty list is one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

describe('withParam', () => {
  const params = new URLSearchParams('q=tee&page=3');

  it('changes the page and keeps the filters', () => {
    expect(withParam(params, 'page', '4')).toBe('?q=tee&page=4');
    expect(withParam(params, 'page', '1')).toBe('?q=tee');
  });

  it('goes back to the first page when a filter changes, and drops empty filters', () => {
    expect(withParam(params, 'collection', 'JDM')).toBe('?q=tee&collection=JDM');
    expect(withParam(params, 'q', '')).toBe('?');
  });
});
