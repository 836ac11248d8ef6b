import { describe, expect, it } from 'vitest';
import { readQuantityDraft } from './quantity-draft.ts';

describe('readQuantityDraft', () => {
  it('lets the box be emptied to retype, keeping the quantity until a number is typed', () => {
    expect(readQuantityDraft('', 10)).toEqual({ draft: '' });
    expect(readQuantityDraft('5', 10)).toEqual({ draft: '5', quantity: 5 });
  });

  it('brings a number over the maximum down to it at once', () => {
    expect(readQuantityDraft('15', 10)).toEqual({ draft: '10', quantity: 10 });
    expect(readQuantityDraft('7', 3)).toEqual({ draft: '3', quantity: 3 });
  });

  it('keeps nothing from text that is not a whole number from 1', () => {
    for (const text of ['0', '-2', '2.5', 'abc', ' ']) expect(readQuantityDraft(text, 10)).toEqual({ draft: text });
  });
});
