import { describe, expect, it } from 'vitest';
import { NEW_PROMOTION, promotionInput, validatePromotion } from './promotion-values.ts';

describe('the promotion form', () => {
  it('sends amounts in AED, lists split on commas, empty limits and dates as none', () => {
    const input = promotionInput({
      ...NEW_PROMOTION,
      code: ' Eid50 ',
      kind: 'FIXED',
      value: '50',
      minProductTotal: '500',
      productIds: '3, 4,',
      collections: 'JDM, Racing',
    });
    expect(input).toMatchObject({
      code: 'Eid50',
      value: 50,
      minProductTotal: 500,
      usageLimit: null,
      startsOn: null,
      productIds: ['3', '4'],
      collections: ['JDM', 'Racing'],
    });
  });
  it('names the fields the shop’s rules refuse, the minimum in AED', () => {
    expect(validatePromotion({ ...NEW_PROMOTION, code: 'ok!', value: 'ten', minProductTotal: '-5' })).toEqual({
      code: 'A code has only letters, digits, - and _.',
      value: 'A percentage must be a whole number from 1 to 100.',
      minProductTotal: 'The minimum must be from 0 to 100000 AED.',
    });
    expect(validatePromotion({ ...NEW_PROMOTION, code: 'Fine10', value: '10' })).toEqual({});
  });
});
