import { describe, expect, it } from 'vitest';
import { trackingOrderId, trackingPath } from './tracking-id.ts';

describe('trackingOrderId', () => {
  it('reads ?id=', () => {
    expect(trackingOrderId(new URLSearchParams('id=261122K7Q2M9XR'), undefined)).toBe('261122K7Q2M9XR');
  });

  it('reads the route parameter when there is no ?id=', () => {
    expect(trackingOrderId(new URLSearchParams(''), '261122K7Q2M9XR')).toBe('261122K7Q2M9XR');
  });

  it('prefers ?id= over the route parameter', () => {
    expect(trackingOrderId(new URLSearchParams('id=B'), 'A')).toBe('B');
  });

  it('is null when no id is given or it is blank', () => {
    expect(trackingOrderId(new URLSearchParams(''), undefined)).toBeNull();
    expect(trackingOrderId(new URLSearchParams('id=%20'), undefined)).toBeNull();
  });
});

describe('trackingPath', () => {
  it('puts the typed order number in ?id=, trimmed and without a leading #', () => {
    expect(trackingPath(' #261122K7Q2M9XR ')).toBe('/order-tracking?id=261122K7Q2M9XR');
  });

  it('encodes what it does not expect', () => {
    expect(trackingPath('a/b c')).toBe('/order-tracking?id=a%2Fb%20c');
  });

  it('clears the search when nothing is typed', () => {
    expect(trackingPath('  ')).toBe('/order-tracking');
  });
});
