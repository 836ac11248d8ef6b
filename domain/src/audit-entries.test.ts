import { describe, expect, it } from 'vitest';
import { describeAuditEntry } from './audit-entries.ts';

const entry = (action: string, subject: string, detail: object) => ({
  action,
  subject,
  detail: JSON.stringify(detail),
});

describe('describeAuditEntry', () => {
  it('says what happened to an order and how its status moved', () => {
    const detail = { from: 'PACKED', to: 'DISPATCHED', courier: 'Aramex', trackingNumber: '1234567890' };
    expect(describeAuditEntry(entry('order.status', '1001', detail))).toEqual({
      action: 'Order status changed',
      subject: 'Order 1001',
      change: 'Packed → Dispatched · Aramex 1234567890',
    });
    expect(describeAuditEntry(entry('order.cancel', '1002', { from: 'PLACED', reason: 'Out of stock' }))).toEqual({
      action: 'Order cancelled',
      subject: 'Order 1002',
      change: 'Placed → Cancelled · Out of stock',
    });
    expect(describeAuditEntry(entry('order.cash-collected', '1003', { amountFils: 12950 })).change).toBe('AED 129.50');
  });

  it('lists the fields of a product that changed, in the words of the product form', () => {
    const detail = {
      changed: {
        price_fils: { from: 8900, to: 7900 },
        hot_sale: { from: 0, to: 1 },
        description: { from: 'Old words', to: 'New words' },
        sizes: { from: '["M"]', to: '["M","L"]' },
      },
      variantsAdded: ['L/Black'],
      variantsRemoved: [],
    };
    expect(describeAuditEntry(entry('product.update', '12', detail))).toEqual({
      action: 'Product edited',
      subject: 'Product 12',
      change: 'Price: AED 89.00 → AED 79.00; Hot sale: no → yes; Description changed; Sizes: M → M, L · added L/Black',
    });
  });

  it('describes stock, settings, banners and staff changes', () => {
    const stock = { size: 'M', colour: 'Black', delta: -2, reason: 'DAMAGED', quantity: 8 };
    expect(describeAuditEntry(entry('stock.adjust', '4', stock)).change).toBe('M / Black: -2 (Damaged), now 8');
    const settings = { changes: { phone: { from: '+971 4 000 0000', to: '+971 4 111 1111' } } };
    expect(describeAuditEntry(entry('settings.update', 'settings', settings))).toEqual({
      action: 'Shop settings changed',
      subject: 'Settings',
      change: 'Phone: +971 4 000 0000 → +971 4 111 1111',
    });
    const banner = { heading: 'New JDM<br>Drop', link: '/shop-by-collections/JDM' };
    expect(describeAuditEntry(entry('banner.update', '2', banner)).change).toBe(
      'New JDM Drop · button leads to /shop-by-collections/JDM',
    );
    expect(describeAuditEntry(entry('staff.invite', 'sara@shop.ae', { name: 'Sara', role: 'STAFF' }))).toEqual({
      action: 'Staff member invited',
      subject: 'sara@shop.ae',
      change: 'Sara as Staff',
    });
  });

  it('shows an action it does not know as stored, and survives a detail that is not JSON', () => {
    expect(describeAuditEntry({ action: 'coupon.create', subject: 'EID10', detail: '{"percent":10}' })).toEqual({
      action: 'coupon.create',
      subject: 'EID10',
      change: '{"percent":10}',
    });
    expect(describeAuditEntry({ action: 'product.hide', subject: '7', detail: 'not json' })).toEqual({
      action: 'Product hidden from the shop',
      subject: 'Product 7',
      change: '',
    });
  });
});

describe('return steps in the audit log', () => {
  it('name the order and what changed', () => {
    const refunded = describeAuditEntry({
      action: 'return.refunded',
      subject: 'r-1',
      detail: JSON.stringify({
        orderId: '261126ABC',
        refund_fils: 5999,
        refund_method: 'CASH',
        creditNote: 'CN-000001',
      }),
    });
    expect(refunded).toEqual({
      action: 'Return refunded',
      subject: 'Return of order 261126ABC',
      change: 'AED 59.99 · Cash · CN-000001',
    });
  });
});
