import { BULK_ORDERS_MAX } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { orderInvoicePath, orderPath, orderSlipPath, packingSlipsPath, slipIds } from './order-paths.ts';

describe('order paths', () => {
  it('names an order’s pages', () => {
    expect(orderPath('261122K7Q2M9XR')).toBe('/admin/orders/261122K7Q2M9XR');
    expect(orderSlipPath('A/B')).toBe('/admin/orders/A%2FB/slip');
    expect(orderInvoicePath('A1')).toBe('/admin/orders/A1/invoice');
  });

  it('round-trips several slips through the URL, each order once', () => {
    const path = packingSlipsPath(['A1', 'B2']);
    expect(path).toBe('/admin/orders/slips?ids=A1%2CB2');
    expect(slipIds(new URLSearchParams(path.split('?')[1]))).toEqual(['A1', 'B2']);
    expect(slipIds(new URLSearchParams('ids=A1,,A1, B2 '))).toEqual(['A1', 'B2']);
    expect(slipIds(new URLSearchParams(''))).toEqual([]);
  });

  it('takes no more slips than a bulk action', () => {
    const many = Array.from({ length: BULK_ORDERS_MAX + 5 }, (_, index) => `O${index}`);
    expect(slipIds(new URLSearchParams({ ids: many.join(',') }))).toHaveLength(BULK_ORDERS_MAX);
  });
});
