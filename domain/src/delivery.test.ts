import { describe, expect, it } from 'vitest';
import { dubaiDate, estimatedDeliveryDate } from './delivery.ts';

describe('estimated delivery', () => {
  it('is the order date plus three days', () => {
    expect(estimatedDeliveryDate(new Date('2026-11-22T08:00:00Z'))).toBe('2026-11-25');
  });
  it('counts from the Dubai calendar date (UTC+4)', () => {
    const lateEveningUtc = new Date('2026-11-22T21:30:00Z'); // already 23 Nov in Dubai
    expect(dubaiDate(lateEveningUtc)).toBe('2026-11-23');
    expect(estimatedDeliveryDate(lateEveningUtc)).toBe('2026-11-26');
  });
  it('rolls over month ends', () => {
    expect(estimatedDeliveryDate(new Date('2026-02-27T10:00:00Z'))).toBe('2026-03-02');
  });
});
