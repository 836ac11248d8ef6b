import { describe, expect, it } from 'vitest';
import { cancelReasonError } from './cancel-reason.ts';

const options = [
  { value: 'SIZE_INCORRECT' as const, label: 'Size has been Incorrect' },
  { value: 'PLACED_INCORRECTLY' as const, label: 'Order has been placed incorrectly' },
  { value: 'WRONG_ITEM' as const, label: 'Wrong Item has been selected' },
];

describe('cancelReasonError', () => {
  it("says 'Cancel reason is required.' when none is chosen", () => {
    expect(cancelReasonError('', options)).toBe('Cancel reason is required.');
  });

  it('accepts each of the three reasons', () => {
    for (const option of options) expect(cancelReasonError(option.value, options)).toBeUndefined();
  });

  it('refuses a reason the store did not offer', () => {
    expect(cancelReasonError('WRONG_ITEM', options.slice(0, 1))).toBe('Cancel reason is required.');
  });
});
