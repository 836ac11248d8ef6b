import { FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import { checkAdjustment, signed } from './adjust-rules.ts';

const variant = { size: 'M', colour: 'Black' };

describe('checkAdjustment', () => {
  it('sends a whole change with a reason and an optional note', () => {
    expect(checkAdjustment('12', variant, { delta: ' -3 ', reason: 'DAMAGED', note: ' torn seam ' })).toEqual({
      ok: true,
      input: { productId: '12', size: 'M', colour: 'Black', delta: -3, reason: 'DAMAGED', note: 'torn seam' },
    });
    expect(checkAdjustment('12', variant, { delta: '24', reason: 'RECEIVED', note: '' })).toMatchObject({
      ok: true,
      input: { delta: 24, note: null },
    });
  });

  it('refuses no change, a fraction, a missing reason and reasons staff may not pick', () => {
    for (const delta of ['', '0', '1.5', 'ten']) {
      const check = checkAdjustment('12', variant, { delta, reason: 'RECEIVED' });
      expect(check.ok ? {} : check.errors, delta).toHaveProperty('delta');
    }
    for (const reason of [undefined, '', 'ORDER']) {
      const check = checkAdjustment('12', variant, { delta: '2', reason });
      expect(check.ok ? {} : check.errors, String(reason)).toEqual({ reason: 'Choose a reason.' });
    }
  });

  it('refuses units added as damaged and units taken away as received', () => {
    expect(checkAdjustment('12', variant, { delta: '5', reason: 'DAMAGED' })).toEqual({
      ok: false,
      errors: { delta: 'Damaged stock takes units away: the change must be negative.' },
    });
    expect(checkAdjustment('12', variant, { delta: '-5', reason: 'RECEIVED' })).toEqual({
      ok: false,
      errors: { delta: 'Received stock adds units: the change must be positive.' },
    });
    expect(checkAdjustment('12', variant, { delta: '-5', reason: 'CORRECTION' }).ok).toBe(true);
  });

  it('puts a problem with the product itself at the top of the form', () => {
    const check = checkAdjustment('not-an-id', variant, { delta: '2', reason: 'RECEIVED' });
    expect(check.ok ? {} : check.errors).toHaveProperty([FORM_ERROR]);
  });
});

describe('signed', () => {
  it('shows the sign of a change', () => {
    expect(signed(5)).toBe('+5');
    expect(signed(-2)).toBe('-2');
  });
});
