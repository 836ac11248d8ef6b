import { describe, expect, it } from 'vitest';
import { bulkLine, bulkSummary } from './bulk-results.ts';

describe('bulk packing results', () => {
  it('sums up the action', () => {
    expect(bulkSummary({ succeeded: 1, failed: 0 })).toBe('1 order packed.');
    expect(bulkSummary({ succeeded: 2, failed: 1 })).toBe('2 orders packed, 1 refused.');
    expect(bulkSummary({ succeeded: 0, failed: 3 })).toBe('No order packed: 3 orders refused.');
  });

  it('says how each order went', () => {
    expect(bulkLine({ id: 'A', ok: true, message: null })).toBe('Packed');
    expect(bulkLine({ id: 'B', ok: false, message: 'Order B is CANCELLED.' })).toBe(
      'Not packed: Order B is CANCELLED.',
    );
  });
});
