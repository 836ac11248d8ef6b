import { describe, expect, it } from 'vitest';
import { returnRefusal } from './wire-return-refusal.ts';

describe('a refusal of the backend’s returns, as the schema answers it', () => {
  it('keeps the code and the values its words name, the amount in AED', () => {
    const body = {
      status: '2',
      message: 'At most AED 69.00 …',
      code: 'REFUND_ABOVE_DUE',
      field: 'amount',
      amountFils: 6900,
    };
    expect(returnRefusal(body, 'Refused.')).toEqual({
      code: 'REFUND_ABOVE_DUE',
      message: 'At most AED 69.00 …',
      field: 'amount',
      lineNo: null,
      count: null,
      amount: 69,
      date: null,
    });
    expect(returnRefusal({ code: 'WINDOW_CLOSED', message: 'Ended.', date: '2026-03-08' }, 'x')).toMatchObject({
      code: 'WINDOW_CLOSED',
      date: '2026-03-08',
    });
  });

  it('answers OTHER for a code it does not know or none, and leaves out values of the wrong shape', () => {
    expect(returnRefusal({ message: 'No.' }, 'Refused.')).toMatchObject({ code: 'OTHER', message: 'No.' });
    expect(returnRefusal({ code: 'LASER_ERROR', message: '' }, 'Refused.')).toMatchObject({
      code: 'OTHER',
      message: 'Refused.',
    });
    expect(returnRefusal('<html>', 'Refused.')).toMatchObject({ code: 'OTHER', message: 'Refused.' });
    const odd = {
      code: 'MORE_THAN_LEFT',
      message: 'x',
      field: 'lines; drop',
      lineNo: 0,
      count: -1,
      amountFils: 1.5,
      date: 'soon',
    };
    expect(returnRefusal(odd, 'Refused.')).toEqual({
      code: 'MORE_THAN_LEFT',
      message: 'x',
      field: null,
      lineNo: null,
      count: null,
      amount: null,
      date: null,
    });
  });
});
