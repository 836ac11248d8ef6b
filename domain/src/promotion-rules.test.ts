import { describe, expect, it } from 'vitest';
import { dubaiDayOf, promotionRuleOf, promotionStatus, validatePromotionInput } from './promotion-rules.ts';

const input = {
  code: '  Summer25 ',
  kind: 'PERCENT',
  value: 25,
  minProductTotalFils: 50000,
  firstOrderOnly: false,
  oncePerCustomer: true,
  usageLimit: 100,
  startsOn: '2026-12-01',
  endsOn: '2026-12-31',
  active: true,
  productIds: [3, 3, 4],
  collections: [' JDM '],
};

describe('the owner’s code', () => {
  it('is kept trimmed, as written, with each list once', () => {
    const checked = validatePromotionInput(input);
    expect(checked).toMatchObject({ ok: true, value: { code: 'Summer25', productIds: [3, 4], collections: ['JDM'] } });
  });
  it('runs from the start of its first Dubai day to the end of its last', () => {
    const checked = validatePromotionInput(input);
    if (!checked.ok) throw new Error('refused');
    const rule = promotionRuleOf(checked.value);
    expect(rule).toEqual({ startsAt: '2026-11-30T20:00:00.000Z', endsAt: '2026-12-31T19:59:59.999Z' });
    expect(dubaiDayOf(rule.endsAt)).toBe('2026-12-31');
  });
  it('names every bad field', () => {
    const checked = validatePromotionInput({
      ...input,
      code: 'no spaces please',
      value: 101,
      minProductTotalFils: -1,
      usageLimit: 0,
      startsOn: '2026-02-30',
      endsOn: 'soon',
      active: 'yes',
      productIds: ['1'],
      collections: 'JDM',
    });
    expect(checked).toEqual({
      ok: false,
      problems: {
        code: 'A code has only letters, digits, - and _.',
        value: 'A percentage must be a whole number from 1 to 100.',
        minProductTotalFils: 'The minimum must be from 0 to 100000 AED.',
        active: 'Must be on or off.',
        usageLimit: 'The number of uses must be from 1 to 1000000, or none for no limit.',
        startsOn: 'The start must be a date (YYYY-MM-DD).',
        endsOn: 'The end must be a date (YYYY-MM-DD).',
        productIds: 'Products are a list of at most 100 product ids.',
        collections: 'Collections are a list of at most 20 collection names.',
      },
    });
    expect(validatePromotionInput({ ...input, kind: 'FIXED', value: 0 })).toMatchObject({
      problems: { value: 'An amount must be from 0.01 to 10000 AED.' },
    });
    expect(validatePromotionInput({ ...input, startsOn: '2026-12-31', endsOn: '2026-12-01' })).toMatchObject({
      problems: { endsOn: 'The end cannot be before the start.' },
    });
  });
});

describe('a code’s status', () => {
  const now = new Date('2026-12-10T10:00:00Z');
  const code = { active: true, startsAt: null, endsAt: null, usageLimit: null, uses: 0 };
  it('is paused, scheduled, expired, used up or active', () => {
    expect(promotionStatus({ ...code, active: false }, now)).toBe('PAUSED');
    expect(promotionStatus({ ...code, startsAt: '2026-12-11T00:00:00Z' }, now)).toBe('SCHEDULED');
    expect(promotionStatus({ ...code, endsAt: '2026-12-09T00:00:00Z' }, now)).toBe('EXPIRED');
    expect(promotionStatus({ ...code, usageLimit: 1, uses: 1 }, now)).toBe('USED_UP');
    expect(promotionStatus(code, now)).toBe('ACTIVE');
  });
});
