import { describe, expect, it } from 'vitest';
import { checkReturnRequest, returnableQuantity, type ReturnableLine } from './return-request.ts';

const lines: ReturnableLine[] = [
  { lineNo: 1, quantity: 2, returnedQuantity: 0, size: 'M', colour: 'Black' },
  { lineNo: 2, quantity: 1, returnedQuantity: 1, size: 'L', colour: 'White' },
];
const base = { kind: 'REFUND', method: 'PICKUP', reason: 'Wrong size', note: '  too tight  ' };

describe('a return request', () => {
  it('is read with its note trimmed and its lines in order', () => {
    expect(checkReturnRequest({ ...base, lines: [{ lineNo: 1, quantity: 1 }] }, lines)).toEqual({
      ok: true,
      request: {
        kind: 'REFUND',
        method: 'PICKUP',
        reason: 'Wrong size',
        note: 'too tight',
        lines: [{ lineNo: 1, quantity: 1, exchangeSize: null, exchangeColour: null }],
      },
    });
  });

  it('never asks for more than bought less already returned', () => {
    expect(returnableQuantity(lines[1]!)).toBe(0);
    expect(checkReturnRequest({ ...base, lines: [{ lineNo: 1, quantity: 3 }] }, lines)).toEqual({
      ok: false,
      code: 'MORE_THAN_LEFT',
      field: 'lines',
      lineNo: 1,
      count: 2,
      message: 'Line 1: at most 2 can be returned.',
    });
    expect(checkReturnRequest({ ...base, lines: [{ lineNo: 2, quantity: 1 }] }, lines)).toEqual({
      ok: false,
      code: 'ALREADY_RETURNED',
      field: 'lines',
      lineNo: 2,
      message: 'Line 2 is already returned.',
    });
  });

  it('refuses odd input with a clear message and a code beside the field at fault', () => {
    const refused = (input: Record<string, unknown>) => {
      const check = checkReturnRequest(input, lines);
      return check.ok ? null : check.message;
    };
    const codeOf = (input: Record<string, unknown>) => {
      const check = checkReturnRequest({ ...base, lines: [{ lineNo: 1, quantity: 1 }], ...input }, lines);
      return check.ok ? null : [check.code, check.field];
    };
    expect(codeOf({ kind: 'STEAL' })).toEqual(['KIND_MISSING', 'kind']);
    expect(codeOf({ method: null })).toEqual(['METHOD_MISSING', 'method']);
    expect(codeOf({ reason: 'Bored' })).toEqual(['REASON_MISSING', 'reason']);
    expect(codeOf({ note: 42 })).toEqual(['NOTE_INVALID', 'note']);
    expect(codeOf({ lines: [] })).toEqual(['NO_ITEMS', 'lines']);
    expect(codeOf({ lines: [{ lineNo: 9, quantity: 1 }] })).toEqual(['UNKNOWN_ITEM', 'lines']);
    expect(codeOf({ lines: [{ lineNo: 1, quantity: 0 }] })).toEqual(['BAD_QUANTITY', 'lines']);
    expect(
      codeOf({
        lines: [
          { lineNo: 1, quantity: 1 },
          { lineNo: 1, quantity: 1 },
        ],
      }),
    ).toEqual(['DUPLICATE_ITEM', 'lines']);
    expect(refused({ ...base, kind: 'STEAL', lines: [{ lineNo: 1, quantity: 1 }] })).toBe(
      'Choose a refund or an exchange.',
    );
    expect(refused({ ...base, method: 'POST', lines: [{ lineNo: 1, quantity: 1 }] })).toBe(
      'Choose pickup or drop-off at the shop.',
    );
    expect(refused({ ...base, reason: '<script>', lines: [{ lineNo: 1, quantity: 1 }] })).toBe(
      'Choose a reason from the list.',
    );
    expect(refused({ ...base, note: 'x'.repeat(501), lines: [{ lineNo: 1, quantity: 1 }] })).toBe(
      'The note must be at most 500 characters.',
    );
    expect(refused({ ...base, lines: [] })).toBe('Choose at least one item to return.');
    expect(refused({ ...base, lines: 'all' })).toBe('Choose at least one item to return.');
    expect(refused({ ...base, lines: [{ lineNo: 9, quantity: 1 }] })).toBe('Choose items of this order.');
    expect(refused({ ...base, lines: [{ lineNo: 1, quantity: 0.5 }] })).toBe(
      'Each quantity is a whole number of at least 1.',
    );
    expect(refused({ ...base, lines: [{ lineNo: 1, quantity: -1 }] })).toBe(
      'Each quantity is a whole number of at least 1.',
    );
    expect(
      refused({
        ...base,
        lines: [
          { lineNo: 1, quantity: 1 },
          { lineNo: 1, quantity: 1 },
        ],
      }),
    ).toBe('Name each item once.');
    expect(refused({ ...base, lines: Array.from({ length: 51 }, () => ({ lineNo: 1, quantity: 1 })) })).toBe(
      'Choose items of this order.',
    );
  });

  it('asks an exchange for another size or colour', () => {
    const exchange = { ...base, kind: 'EXCHANGE' };
    expect(checkReturnRequest({ ...exchange, lines: [{ lineNo: 1, quantity: 1, exchangeSize: 'L' }] }, lines)).toEqual(
      expect.objectContaining({
        ok: true,
        request: expect.objectContaining({
          lines: [{ lineNo: 1, quantity: 1, exchangeSize: 'L', exchangeColour: 'Black' }],
        }),
      }),
    );
    expect(checkReturnRequest({ ...exchange, lines: [{ lineNo: 1, quantity: 1, exchangeSize: 'M' }] }, lines)).toEqual({
      ok: false,
      code: 'EXCHANGE_SAME',
      field: 'lines',
      lineNo: 1,
      message: 'Line 1: an exchange needs another size or colour.',
    });
    const odd = checkReturnRequest({ ...exchange, lines: [{ lineNo: 1, quantity: 1, exchangeSize: 7 }] }, lines);
    expect(odd).toMatchObject({ ok: false, code: 'EXCHANGE_CHOICE', lineNo: 1 });
  });
});
