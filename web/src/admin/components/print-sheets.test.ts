import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type {
  CreditNoteSheet_CreditNoteFragment,
  PackingSlipSheet_SlipFragment,
  TaxInvoiceSheet_InvoiceFragment,
} from '@/admin/__generated__/graphql.ts';
import { PackingSlipSheet } from '@/admin/features/orders/packing-slip-sheet.tsx';
import { TaxInvoiceSheet } from '@/admin/features/orders/tax-invoice-sheet.tsx';
import { CreditNoteSheet } from '@/admin/features/returns/credit-note-sheet.tsx';
import { EN_CATALOGUE } from '@/i18n/catalogue-sources.ts';
import { compileCatalogue } from '@/i18n/compile-catalogue.ts';
import { createI18n, I18nProvider } from '@/i18n/i18n.tsx';

const seller = {
  legalName: 'Speed Threads Trading LLC',
  tradingName: 'Speed Threads',
  address: 'Office 4, Al Quoz 1, Dubai',
  trn: '100000000000003',
  phone: '+971 4 000 0000',
  email: 'shop@example.ae',
};
const customer = {
  name: 'سلام الشامسي',
  address: 'فيلا 12، شارع الوصل، جميرا 1، دبي',
  email: 'salam@example.ae',
  phone: '050 123 4567',
};
const lines = [{ description: 'قميص سباق', size: 'M', colour: 'أحمر', quantity: 1, unitPrice: 120, lineTotal: 120 }];
const sums = { total: 120, vat: 5.71, totalExcludingVat: 114.29, vatRatePercent: 5, vatNote: 'VAT 5% included' };

const invoice = {
  title: 'Tax Invoice',
  number: 'INV-000042',
  invoiceDate: '2026-11-26',
  orderId: 'ORD-1',
  paymentMethod: 'Cash on Delivery',
  currency: 'AED',
  cancelled: false,
  cancellationNote: null,
  seller,
  customer,
  lines,
  subtotal: 120,
  discount: 0,
  codeDiscount: 0,
  discountCode: null,
  ...sums,
} as unknown as TaxInvoiceSheet_InvoiceFragment;

const note = {
  title: 'Tax Credit Note',
  number: 'CN-000007',
  creditNoteDate: '2026-11-30',
  orderId: 'ORD-1',
  orderDate: '2026-11-25',
  invoiceNumber: 'INV-000042',
  invoiceDate: '2026-11-26',
  currency: 'AED',
  seller,
  customer,
  lines,
  gross: 120,
  adjustmentLabel: 'Less discounts on the returned items',
  adjustment: 0,
  ...sums,
} as unknown as CreditNoteSheet_CreditNoteFragment;

const slip = {
  orderNumber: 'ORD-1',
  placedAt: '2026-11-25T08:00:00.000Z',
  paymentMethod: 'Cash on Delivery',
  cashToCollect: 120,
  note: 'اتصل قبل التوصيل <b>',
  discountCode: null,
  itemCount: 1,
  shipTo: {
    name: 'سلام الشامسي',
    flatNo: '12',
    buildingName: 'برج الوصل',
    street: 'شارع الوصل',
    area: 'جميرا',
    emirate: 'Dubai',
    postalCode: '00000',
  },
  contact: { phone: '050 123 4567', whatsapp: null },
  items: [{ productId: 1, title: 'قميص سباق', size: 'M', colour: 'أحمر', quantity: 1 }],
  shop: { tradingName: 'Speed Threads', address: 'Al Quoz 1, Dubai', phone: '04', whatsapp: '05', email: 'a@b.ae' },
} as unknown as PackingSlipSheet_SlipFragment;

/** The back office is English: its sheets render inside the shop's English catalogue, as in the app. */
const i18n = createI18n('en', compileCatalogue(EN_CATALOGUE));
const render = (sheet: ReactElement) =>
  renderToStaticMarkup(createElement(I18nProvider, { locale: 'en', i18n, children: sheet }));

const arabic = (text: string) => `<span lang="ar" dir="rtl" class="print-sheet__ar">${text}</span>`;

describe("the back office's print sheets", () => {
  it('title the tax invoice in English and Arabic and label its facts, columns and sums in both', () => {
    const html = render(createElement(TaxInvoiceSheet, { invoice }));
    expect(html).toMatch(
      /<h2 id="tax-invoice-title"[^>]*>Tax Invoice <span lang="ar" dir="rtl"[^>]*>فاتورة ضريبية<\/span>/,
    );
    for (const label of ['رقم الفاتورة', 'تاريخ الفاتورة', 'العميل', 'الكمية', 'سعر الوحدة', 'ضريبة القيمة المضافة']) {
      expect(html).toContain(arabic(label));
    }
    expect(html).toContain('TRN 100000000000003');
  });

  it('give an Arabic name, address and product direction from their own text (dir="auto")', () => {
    const html = render(createElement(TaxInvoiceSheet, { invoice }));
    expect(html).toContain('<p class="print-sheet__name" dir="auto">سلام الشامسي</p>');
    expect(html).toContain('<p dir="auto">فيلا 12، شارع الوصل، جميرا 1، دبي</p>');
    expect(html).toContain('<td data-label="Description" dir="auto">قميص سباق</td>');
  });

  it('title the credit note in English and Arabic', () => {
    const html = render(createElement(CreditNoteSheet, { note }));
    expect(html).toMatch(/>Tax Credit Note <span lang="ar" dir="rtl"[^>]*>إشعار دائن ضريبي<\/span>/);
    expect(html).toContain(arabic('رقم الإشعار الدائن'));
    expect(html).toContain('<p class="print-sheet__name" dir="auto">سلام الشامسي</p>');
  });

  it('title the packing slip in both languages, and keep an Arabic note inert and isolated', () => {
    const html = render(createElement(PackingSlipSheet, { slip }));
    expect(html).toMatch(/>Packing slip <span lang="ar" dir="rtl"[^>]*>قائمة التعبئة<\/span>/);
    expect(html).toContain(arabic('الشحن إلى'));
    expect(html).toContain('<p class="print-sheet__name" dir="auto">سلام الشامسي</p>');
    expect(html).toContain('<bdi>اتصل قبل التوصيل &lt;b&gt;</bdi>');
    expect(html).not.toContain('<b>');
  });
});
