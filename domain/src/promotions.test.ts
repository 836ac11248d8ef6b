import { describe, expect, it } from 'vitest';
import { priceWithCode, shareDiscount, type PricedLine } from './pricing.ts';
import {
  describeOffer,
  evaluatePromotion,
  percentOfFils,
  promotionCodeKey,
  promotionCodeProblem,
  type Promotion,
  type PromotionLine,
  type PromotionShopper,
} from './promotions.ts';
import { vatIncluded } from './tax-invoice.ts';

const now = new Date('2026-11-26T08:00:00Z');
const code = (overrides: Partial<Promotion> = {}): Promotion => ({
  code: 'Welcome10',
  kind: 'PERCENT',
  value: 10,
  minProductTotalFils: 0,
  firstOrderOnly: false,
  oncePerCustomer: false,
  usageLimit: null,
  uses: 0,
  startsAt: null,
  endsAt: null,
  active: true,
  productIds: [],
  collections: [],
  issuedTo: null,
  ...overrides,
});
const tee = (productId: number, aed: number, quantity = 1, collection = 'Racing'): PromotionLine => ({
  productId,
  collection,
  unitPriceFils: Math.round(aed * 100),
  quantity,
});
const aisha: PromotionShopper = { email: 'aisha@example.ae', previousOrders: 0, usesOfThisCode: 0 };
const anonymous: PromotionShopper = { email: null, previousOrders: 0, usesOfThisCode: 0 };

function total(lines: PromotionLine[], promotion: Promotion, shopper = aisha) {
  const outcome = evaluatePromotion(promotion, lines, shopper, now);
  if (!outcome.ok) throw new Error(outcome.message);
  return priceWithCode(lines as PricedLine[], outcome);
}

describe('a code and the bulk discount together (the one rule)', () => {
  it('one tee, 10%: 79.99 − 8.00 = 71.99 (10% of the product total, half up)', () => {
    const price = total([tee(1, 79.99)], code());
    expect(price).toMatchObject({ subtotalFils: 7999, discountFils: 0, codeDiscountFils: 800, totalFils: 7199 });
  });
  it('three tees, 10%: both apply, the code on the product total: 249.97 − 20.00 − 25.00 = 204.97', () => {
    const price = total([tee(1, 79.99, 2), tee(2, 89.99)], code());
    expect(price).toMatchObject({ subtotalFils: 24997, discountFils: 2000, codeDiscountFils: 2500, totalFils: 20497 });
    // VAT 5% included, on the discounted price: 204.97 × 5 / 105 = 9.7605 → 9.76.
    expect(vatIncluded(price.totalFils)).toBe(976);
  });
  it('a fixed 50 AED code over a 500 AED minimum: 6 × 89.99 = 539.94 − 60.00 − 50.00 = 429.94', () => {
    const price = total([tee(2, 89.99, 6)], code({ kind: 'FIXED', value: 5000, minProductTotalFils: 50000 }));
    expect(price).toMatchObject({ subtotalFils: 53994, discountFils: 6000, codeDiscountFils: 5000, totalFils: 42994 });
  });
  it('never takes the total below zero: 2 × 15.00 − 20.00 bulk leaves 10.00, so a 25 AED code gives 10.00', () => {
    const price = total([tee(3, 15, 2)], code({ kind: 'FIXED', value: 2500 }));
    expect(price).toMatchObject({ subtotalFils: 3000, discountFils: 2000, codeDiscountFils: 1000, totalFils: 0 });
  });
  it('100% off a single tee leaves nothing to pay, never less', () => {
    expect(total([tee(1, 79.99)], code({ value: 100 })).totalFils).toBe(0);
  });
  it('a code for one collection takes its share of that collection only, and shares it among its lines', () => {
    const lines = [tee(1, 79.99, 1, 'Racing'), tee(2, 89.99, 1, 'JDM'), tee(4, 60, 1, 'jdm')];
    const price = total(lines, code({ collections: ['JDM'] }));
    // 10% of 149.99 = 15.00; split 89.99 : 60.00 → 9.00 and 6.00.
    expect(price.codeDiscountFils).toBe(1500);
    expect(price.lineCodeDiscountsFils).toEqual([0, 900, 600]);
  });
  it('without a code the price is the bulk discount alone', () => {
    expect(priceWithCode([{ unitPriceFils: 7999, quantity: 2 }], null)).toMatchObject({
      discountFils: 2000,
      codeDiscountFils: 0,
      totalFils: 13998,
    });
  });
});

describe('refusals, each in plain words', () => {
  const refusal = (promotion: Promotion | undefined, lines = [tee(1, 79.99)], shopper = aisha) => {
    const outcome = evaluatePromotion(promotion, lines, shopper, now);
    return outcome.ok ? 'applies' : outcome.message;
  };
  it('unknown, and someone else’s code, answer alike', () => {
    expect(refusal(undefined)).toBe('This discount code is not valid. Check how it is spelt.');
    expect(refusal(code({ issuedTo: 'omar@example.ae' }))).toBe(refusal(undefined));
    expect(refusal(code({ issuedTo: 'aisha@example.ae' }))).toBe('applies');
  });
  it('paused, not started, expired (Dubai dates)', () => {
    expect(refusal(code({ active: false }))).toBe('This discount code is not active at the moment.');
    expect(refusal(code({ startsAt: '2026-11-30T20:00:00Z' }))).toBe('This discount code can be used from 1 Dec 2026.');
    expect(refusal(code({ endsAt: '2026-11-25T19:59:59Z' }))).toBe('This discount code expired on 25 Nov 2026.');
    expect(refusal(code({ startsAt: '2026-11-25T20:00:00Z', endsAt: '2026-11-26T19:59:59Z' }))).toBe('applies');
  });
  it('below the minimum, with how much is missing', () => {
    expect(refusal(code({ minProductTotalFils: 50000 }), [tee(1, 79.99, 2), tee(2, 89.99)])).toBe(
      'This discount code needs a product total of 500.00 AED: add 250.03 AED more.',
    );
    // The minimum is on the product total before the bulk discount: 500.00 exactly is enough.
    expect(refusal(code({ minProductTotalFils: 50000 }), [tee(5, 125, 4)])).toBe('applies');
  });
  it('used up, already used by this customer, first order only', () => {
    expect(refusal(code({ usageLimit: 100, uses: 100 }))).toBe(
      'This discount code has been used as many times as it may be.',
    );
    expect(refusal(code({ usageLimit: 1, uses: 1, issuedTo: 'aisha@example.ae' }))).toBe(
      'You have already used this discount code.',
    );
    expect(refusal(code({ oncePerCustomer: true }), undefined, { ...aisha, usesOfThisCode: 1 })).toBe(
      'You have already used this discount code.',
    );
    expect(refusal(code({ firstOrderOnly: true }), undefined, { ...aisha, previousOrders: 2 })).toBe(
      'This discount code is for a first order only.',
    );
  });
  it('waits for checkout to judge the customer’s own rules when nobody is logged in', () => {
    const welcome = code({ firstOrderOnly: true, oncePerCustomer: true, issuedTo: 'aisha@example.ae' });
    expect(refusal(welcome, undefined, anonymous)).toBe('applies');
  });
  it('not for these items', () => {
    expect(refusal(code({ productIds: [9] }))).toBe('This discount code does not apply to the items in your cart.');
    expect(refusal(code({ productIds: [1] }))).toBe('applies');
  });
});

describe('codes as typed', () => {
  it('are compared trimmed and in any case', () => {
    expect(promotionCodeKey('  welcome10 ')).toBe(promotionCodeKey('WELCOME10'));
  });
  it('refuse empty, long and odd input before any look-up', () => {
    expect(promotionCodeProblem('   ')).toBe('Enter a discount code.');
    expect(promotionCodeProblem(42)).toBe('Enter a discount code.');
    expect(promotionCodeProblem('A'.repeat(33))).toBe('A discount code has at most 32 characters.');
    expect(promotionCodeProblem("x' OR 1=1 --")).toBe('A discount code has only letters, digits, - and _.');
    expect(promotionCodeProblem('SUMMER-25_b')).toBeUndefined();
  });
  it('name their offer', () => {
    expect(describeOffer('PERCENT', 10)).toBe('10% off');
    expect(describeOffer('FIXED', 5000)).toBe('50.00 AED off');
  });
});

describe('sharing a discount among lines', () => {
  it('adds up exactly, the largest remainders taking the odd fils', () => {
    expect(shareDiscount([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(shareDiscount([0, 0], 50)).toEqual([0, 0]);
    expect(percentOfFils(24997, 10)).toBe(2500);
    expect(percentOfFils(5, 10)).toBe(1);
  });
});
