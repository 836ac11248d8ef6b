import { describe, expect, it } from 'vitest';
import { RETURN_FORM_MESSAGES, RETURN_REQUEST_FALLBACK } from '@/lib/return-refusals.ts';
import { checkReturnForm, EMPTY_RETURN_FORM, placeRefusal } from './return-form.ts';

const line = (
  lineNo: number,
  returnable: number,
  exchangeOptions = [{ size: 'L', colour: 'Black', available: 2 }],
) => ({
  lineNo,
  title: `Tee ${lineNo}`,
  size: 'M',
  colour: 'Black',
  quantity: 2,
  returnable,
  exchangeOptions,
});
const lines = [line(1, 2), line(2, 1, [])];

describe('the return form', () => {
  it('says beside each field what is missing', () => {
    expect(checkReturnForm(EMPTY_RETURN_FORM, lines)).toEqual({
      input: null,
      errors: {
        lines: RETURN_FORM_MESSAGES.noItems,
        kind: RETURN_FORM_MESSAGES.kind,
        method: RETURN_FORM_MESSAGES.method,
        reason: RETURN_FORM_MESSAGES.reason,
      },
    });
    const long = { ...EMPTY_RETURN_FORM, note: 'x'.repeat(501) };
    expect(checkReturnForm(long, lines).errors.note).toBe('The note must be at most 500 characters.');
  });

  it('sends the chosen items, never more than is left, with a trimmed note', () => {
    const state = {
      ...EMPTY_RETURN_FORM,
      quantities: { 1: 5, 2: 0 },
      kind: 'REFUND' as const,
      method: 'DROP_OFF' as const,
      reason: 'WRONG_SIZE' as const,
      note: '  too small  ',
    };
    expect(checkReturnForm(state, lines)).toEqual({
      input: {
        kind: 'REFUND',
        method: 'DROP_OFF',
        reason: 'WRONG_SIZE',
        note: 'too small',
        lines: [{ lineNo: 1, quantity: 2 }],
      },
      errors: {},
    });
  });

  it('asks an exchange for a size and colour per item, and says when none is in stock', () => {
    const state = {
      ...EMPTY_RETURN_FORM,
      quantities: { 1: 1, 2: 1 },
      kind: 'EXCHANGE' as const,
      method: 'PICKUP' as const,
      reason: 'WRONG_SIZE' as const,
    };
    expect(checkReturnForm(state, lines).errors).toEqual({
      'exchange-1': RETURN_FORM_MESSAGES.exchange,
      'exchange-2': RETURN_FORM_MESSAGES.noExchange,
    });
    const one = { ...state, quantities: { 1: 1 }, exchange: { 1: 'L|Black' } };
    expect(checkReturnForm(one, lines).input?.lines).toEqual([
      { lineNo: 1, quantity: 1, exchangeSize: 'L', exchangeColour: 'Black' },
    ]);
  });

  it('puts the store’s refusal in its own words beside its field, an exchange’s beside its item, or above Submit', () => {
    expect(placeRefusal({ code: 'NOTE_INVALID', field: 'note', count: 500 }, lines)).toEqual({
      note: RETURN_FORM_MESSAGES.note,
    });
    expect(placeRefusal({ code: 'ALREADY_RETURNED', field: 'lines', lineNo: 1 }, lines)).toEqual({
      lines: 'Tee 1 (M / Black) is already returned.',
    });
    expect(placeRefusal({ code: 'EXCHANGE_OUT_OF_STOCK', field: 'lines', lineNo: 1, count: 0 }, lines)).toEqual({
      'exchange-1': 'This size and colour is no longer in stock: choose another.',
    });
    expect(placeRefusal({ code: 'WINDOW_CLOSED', date: '2026-03-08' }, lines)).toEqual({
      form: 'The return window for this order ended on 8 Mar 2026.',
    });
    // A code this build has no words for still says something clear, above Submit.
    expect(placeRefusal({ code: 'SOLAR_FLARE', field: 'lasers' }, lines)).toEqual({ form: RETURN_REQUEST_FALLBACK });
  });
});
