import { RETURN_REFUSAL_CODES } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { RETURN_REFUSAL_WORDS, returnRefusalText, type RefusalContext } from './return-refusals.ts';

const shop: RefusalContext = {
  fallback: 'This return cannot be asked for now. Please contact us.',
  lines: [{ lineNo: 1, title: 'Racing Tee', size: 'M', colour: 'Black' }],
};
const backOffice = (step: RefusalContext['step'], status: RefusalContext['status'] = null): RefusalContext => ({
  fallback: 'The return could not be approved. Please try again.',
  lines: [{ lineNo: 1, title: 'Racing Tee', size: 'M', colour: 'Black', exchangeSize: 'L', exchangeColour: 'Black' }],
  step,
  status,
});

describe('the web’s words for a refused return', () => {
  it('has words for every code the store sends, but OTHER', () => {
    expect(Object.keys(RETURN_REFUSAL_WORDS).sort()).toEqual(RETURN_REFUSAL_CODES.filter((c) => c !== 'OTHER').sort());
  });

  it('words the shopper’s refusals as the shop has said them, naming items by their title', () => {
    const say = (refusal: Parameters<typeof returnRefusalText>[0]) => returnRefusalText(refusal, shop);
    expect(say({ code: 'NOT_DELIVERED' })).toBe('Only a delivered order can be returned.');
    expect(say({ code: 'ORDER_NOT_FOUND' })).toBe('Order not found.');
    expect(say({ code: 'WINDOW_CLOSED', date: '2026-03-08' })).toBe(
      'The return window for this order ended on 8 Mar 2026.',
    );
    expect(say({ code: 'EXCHANGE_ORDER' })).toBe('An exchange is returned through its first order.');
    expect(say({ code: 'REQUEST_LIMIT', count: 20 })).toBe('This order has had 20 return requests: please contact us.');
    expect(say({ code: 'KIND_MISSING', field: 'kind' })).toBe('Choose a refund or an exchange.');
    expect(say({ code: 'NOTE_INVALID', field: 'note', count: 500 })).toBe('The note must be at most 500 characters.');
    expect(say({ code: 'MORE_THAN_LEFT', lineNo: 1, count: 1 })).toBe(
      'Racing Tee (M / Black): at most 1 can be returned.',
    );
    expect(say({ code: 'ALREADY_RETURNED', lineNo: 1 })).toBe('Racing Tee (M / Black) is already returned.');
    // A line the page does not show is named by its number, as the store does.
    expect(say({ code: 'ALREADY_RETURNED', lineNo: 4 })).toBe('Line 4 is already returned.');
    expect(say({ code: 'EXCHANGE_OUT_OF_STOCK', lineNo: 1, count: 0 })).toBe(
      'This size and colour is no longer in stock: choose another.',
    );
  });

  it('words the back office’s refusals with the step and the return’s status now', () => {
    expect(returnRefusalText({ code: 'STEP_NOT_READY' }, backOffice('approve', 'REFUSED'))).toBe(
      'This return is refused: it cannot be approved now.',
    );
    expect(returnRefusalText({ code: 'STEP_NOT_READY' }, backOffice('exchange'))).toBe(
      'This return cannot be sent as an exchange now.',
    );
    expect(returnRefusalText({ code: 'EXCHANGE_NOT_RESERVED', lineNo: 1, count: 0 }, backOffice('approve'))).toBe(
      'Racing Tee in L / Black has 0 in stock: the exchange cannot be reserved.',
    );
    expect(returnRefusalText({ code: 'REFUND_ABOVE_DUE', field: 'amount', amount: 69 }, backOffice('refund'))).toBe(
      'At most AED 69.00 can be refunded for these items.',
    );
    expect(
      returnRefusalText({ code: 'INPUT_INVALID', field: 'trackingNumber', count: 100 }, backOffice('pickup')),
    ).toBe('Tracking number must be one line of 1 to 100 characters.');
    expect(returnRefusalText({ code: 'RETURN_NOT_FOUND' }, backOffice('refund'))).toBe('There is no such return.');
  });

  it('says the surface’s own clear words for OTHER, a code it does not know, or values it lacks', () => {
    expect(returnRefusalText({ code: 'OTHER' }, shop)).toBe(shop.fallback);
    expect(returnRefusalText({ code: 'SOLAR_FLARE' }, shop)).toBe(shop.fallback);
    expect(returnRefusalText({ code: 'toString' }, shop)).toBe(shop.fallback);
    expect(returnRefusalText({ code: 'INPUT_INVALID', field: 'lines' }, backOffice('receive'))).toBe(
      backOffice('receive').fallback,
    );
  });
});
