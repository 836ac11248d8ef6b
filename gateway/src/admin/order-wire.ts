import { filsToAed } from '@store/domain';
import { languageOf } from '../customers/language.ts';
import type {
  AdminOrder,
  AdminOrderAddress,
  AdminOrderContact,
  AdminOrderLine,
  AdminOrderSummary,
  AdminOrderTotals,
  AdminTimelineEntry,
  CashCollection,
  InvoiceLine,
  InvoiceRef,
  OrderStatus,
  PackingSlip,
  TaxInvoice,
} from '../__generated__/resolvers-types.ts';

/**
 * The admin-api's order shapes, as the backend sends them (admin-orders.routes.ts): the schema's types with money
 * in fils and product ids as numbers.
 */
type Plain<T> = Omit<T, '__typename'>;
type InFils<T, Money extends keyof T> = Omit<Plain<T>, Money> & { [Field in Money as `${Field & string}Fils`]: number };

export type OrderSummaryWire = InFils<AdminOrderSummary, 'total'>;

type LineWire = Omit<Plain<AdminOrderLine>, 'productId' | 'unitPrice' | 'lineTotal'> & {
  productId: number | string;
  unitPriceFils?: number;
  lineTotalFils?: number;
};

export interface OrderDetailWire {
  id: string;
  placedAt: string;
  status: OrderStatus;
  paymentMethod: string;
  /** 'en' or 'ar'. */
  language: string;
  contact: Plain<AdminOrderContact>;
  address: Plain<AdminOrderAddress>;
  note: string | null;
  items: LineWire[];
  totals: InFils<AdminOrderTotals, 'subtotal' | 'discount' | 'codeDiscount' | 'total' | 'vatIncluded'>;
  timeline: Plain<AdminTimelineEntry>[];
  actions: { transitions: OrderStatus[]; collectCash: boolean; invoice: boolean };
  cashCollected: (InFils<CashCollection, 'amount'> & { by: string }) | null;
  invoice: Plain<InvoiceRef> | null;
}

export type InvoiceWire = Omit<
  InFils<TaxInvoice, 'subtotal' | 'discount' | 'codeDiscount' | 'total' | 'vat' | 'totalExcludingVat'>,
  'lines' | 'pdfUrl'
> & { lines: InFils<InvoiceLine, 'unitPrice' | 'lineTotal'>[] };

export type PackingSlipWire = Omit<Plain<PackingSlip>, 'cashToCollect'> & { cashToCollectFils: number | null };

const aed = filsToAed;

export function orderSummary(wire: OrderSummaryWire): AdminOrderSummary {
  const { totalFils, ...rest } = wire;
  return { ...rest, total: aed(totalFils) };
}

export function orderDetail(wire: OrderDetailWire): AdminOrder {
  return {
    id: wire.id,
    placedAt: wire.placedAt,
    status: wire.status,
    paymentMethod: wire.paymentMethod,
    language: languageOf(wire.language) ?? 'EN',
    contact: wire.contact,
    address: wire.address,
    note: wire.note || null,
    items: wire.items.map((line) => ({
      ...line,
      productId: String(line.productId),
      unitPrice: aed(line.unitPriceFils ?? 0),
      lineTotal: aed(line.lineTotalFils ?? 0),
    })),
    totals: {
      itemCount: wire.totals.itemCount,
      subtotal: aed(wire.totals.subtotalFils),
      discount: aed(wire.totals.discountFils),
      discountCode: wire.totals.discountCode ?? null,
      codeDiscount: aed(wire.totals.codeDiscountFils ?? 0),
      total: aed(wire.totals.totalFils),
      vatRatePercent: wire.totals.vatRatePercent,
      vatIncluded: aed(wire.totals.vatIncludedFils),
    },
    timeline: wire.timeline,
    transitions: wire.actions.transitions,
    canCollectCash: wire.actions.collectCash,
    canInvoice: wire.actions.invoice,
    cashCollected: wire.cashCollected && {
      at: wire.cashCollected.at,
      by: wire.cashCollected.by,
      amount: aed(wire.cashCollected.amountFils),
    },
    invoice: wire.invoice,
  };
}

export function taxInvoice(wire: InvoiceWire): TaxInvoice {
  return {
    ...wire,
    lines: wire.lines.map((line) => ({
      ...line,
      unitPrice: aed(line.unitPriceFils),
      lineTotal: aed(line.lineTotalFils),
    })),
    subtotal: aed(wire.subtotalFils),
    discount: aed(wire.discountFils),
    discountCode: wire.discountCode ?? null,
    codeDiscount: aed(wire.codeDiscountFils ?? 0),
    total: aed(wire.totalFils),
    vat: aed(wire.vatFils),
    totalExcludingVat: aed(wire.totalExcludingVatFils),
    pdfUrl: `/admin/exports/invoices/${encodeURIComponent(wire.orderId)}.pdf`,
  };
}

export function packingSlip(wire: PackingSlipWire): PackingSlip {
  const { cashToCollectFils, ...rest } = wire;
  return { ...rest, cashToCollect: cashToCollectFils === null ? null : aed(cashToCollectFils) };
}
