/**
 * The titles and labels of the shop's papers (tax invoice, tax credit note, packing slip) in English and Arabic:
 * UAE tax invoices are usually printed in both languages, whatever the language of the order. The Arabic terms are
 * the Federal Tax Authority's (فاتورة ضريبية, إشعار دائن ضريبي, رقم التسجيل الضريبي).
 */
export interface PaperLabel {
  en: string;
  ar: string;
}

export const PAPER_LABELS = {
  taxInvoice: { en: 'Tax Invoice', ar: 'فاتورة ضريبية' },
  creditNote: { en: 'Tax Credit Note', ar: 'إشعار دائن ضريبي' },
  packingSlip: { en: 'Packing slip', ar: 'قائمة التعبئة' },
  invoiceNumber: { en: 'Invoice number', ar: 'رقم الفاتورة' },
  invoiceDate: { en: 'Invoice date', ar: 'تاريخ الفاتورة' },
  creditNoteNumber: { en: 'Credit note number', ar: 'رقم الإشعار الدائن' },
  creditNoteDate: { en: 'Credit note date', ar: 'تاريخ الإشعار الدائن' },
  taxInvoiceReference: { en: 'Tax invoice', ar: 'الفاتورة الضريبية' },
  originalInvoice: { en: 'Original tax invoice', ar: 'الفاتورة الضريبية الأصلية' },
  order: { en: 'Order', ar: 'الطلب' },
  placed: { en: 'Placed', ar: 'تاريخ الطلب' },
  payment: { en: 'Payment', ar: 'طريقة الدفع' },
  trn: { en: 'TRN', ar: 'رقم التسجيل الضريبي' },
  customer: { en: 'Customer', ar: 'العميل' },
  billTo: { en: 'Bill to', ar: 'فاتورة إلى' },
  creditTo: { en: 'Credit to', ar: 'إشعار إلى' },
  shipTo: { en: 'Ship to', ar: 'الشحن إلى' },
  description: { en: 'Description', ar: 'الوصف' },
  returnedItem: { en: 'Returned item', ar: 'الصنف المرتجع' },
  product: { en: 'Product', ar: 'المنتج' },
  size: { en: 'Size', ar: 'المقاس' },
  colour: { en: 'Colour', ar: 'اللون' },
  sizeColour: { en: 'Size / colour', ar: 'المقاس / اللون' },
  quantity: { en: 'Qty', ar: 'الكمية' },
  unitPrice: { en: 'Unit price', ar: 'سعر الوحدة' },
  amount: { en: 'Amount', ar: 'المبلغ' },
  packed: { en: 'Packed', ar: 'تمت التعبئة' },
  subtotal: { en: 'Subtotal', ar: 'المجموع الفرعي' },
  discount: { en: 'Discount', ar: 'الخصم' },
  discountCode: { en: 'Discount code', ar: 'رمز الخصم' },
  creditNoteAdjustment: {
    en: 'Less discounts on the returned items',
    ar: 'ناقصا الخصومات على الأصناف المرتجعة',
  },
  returnedItems: { en: 'Returned items', ar: 'الأصناف المرتجعة' },
  total: { en: 'Total', ar: 'الإجمالي' },
  totalCredited: { en: 'Total credited', ar: 'إجمالي المبلغ الدائن' },
  vat: { en: 'VAT', ar: 'ضريبة القيمة المضافة' },
  totalExcludingVat: { en: 'Total excluding VAT', ar: 'الإجمالي دون ضريبة القيمة المضافة' },
  creditNoteReduces: {
    en: 'This credit note reduces the invoice named above.',
    ar: 'يخفض هذا الإشعار الدائن الفاتورة المذكورة أعلاه.',
  },
  amountsNote: {
    en: 'Amounts in UAE dirhams (AED). Prices include VAT.',
    ar: 'المبالغ بالدرهم الإماراتي. الأسعار تشمل ضريبة القيمة المضافة.',
  },
} as const satisfies Record<string, PaperLabel>;
