import { describe, expect, it } from 'vitest';
import { readAmount, validateRefund } from './refund-rules.ts';

describe('the refund form’s checks', () => {
  it('reads AED with at most two decimals', () => {
    expect(readAmount('89')).toBe(89);
    expect(readAmount(' 44.50 ')).toBe(44.5);
    expect(readAmount('44.505')).toBeNull();
    expect(readAmount('-1')).toBeNull();
    expect(readAmount('1e3')).toBeNull();
    expect(readAmount('')).toBeNull();
  });

  it('asks a reference but for cash, and never more than the rule gives', () => {
    expect(validateRefund({ method: 'CASH', amount: '69.00' }, 69)).toEqual({});
    expect(validateRefund({ method: 'BANK_TRANSFER', amount: '69.00' }, 69)).toEqual({
      reference: 'Reference is required.',
    });
    expect(validateRefund({ method: 'REFERENCE', reference: 'TT-1', amount: '69.01' }, 69)).toEqual({
      amount: 'At most AED 69.00 can be refunded for these items.',
    });
    expect(validateRefund({ method: 'CASH', amount: 'lots' }, 69).amount).toBe('Amount must be in AED, like 89.00.');
  });
});
