import { filsToAed } from '@store/domain';

/** The admin-api's order shapes (money in fils), as the backend sends them (admin-orders.routes.ts). */
export interface OrderSummaryWire {
  id: string;
  placedAt: string;
  status: string;
  customerName: string;
  email: string;
  phone: string;
  emirate: string;
  itemCount: number;
  totalFils: number;
  cashCollected: boolean;
}

interface LineWire {
  productId: number | string;
  title: string;
  size: string;
  colour: string;
  quantity: number;
  unitPriceFils?: number;
  lineTotalFils?: number;
}

export interface OrderDetailWire {
  id: string;
  placedAt: string;
  status: string;
  paymentMethod: string;
  contact: { name: string; email: string; phone: string; whatsapp: string | null };
  address: Record<string, string>;
  note: string | null;
  items: LineWire[];
  totals: {
    itemCount: number;
    subtotalFils: number;
    discountFils: number;
    totalFils: number;
    vatRatePercent: number;
    vatIncludedFils: number;
  };
  timeline: {
    status: string;
    at: string;
    courier: string | null;
    trackingNumber: string | null;
    reason: string | null;
    actor: string | null;
  }[];
  actions: { transitions: string[]; collectCash: boolean; invoice: boolean };
  cashCollected: { at: string; by: string; amountFils: number } | null;
  invoice: { number: string; issuedAt: string } | null;
}

export interface InvoiceWire {
  title: string;
  number: string;
  issuedAt: string;
  invoiceDate: string;
  orderId: string;
  paymentMethod: string;
  currency: string;
  seller: Record<string, string>;
  customer: Record<string, string>;
  lines: {
    description: string;
    size: string;
    colour: string;
    quantity: number;
    unitPriceFils: number;
    lineTotalFils: number;
  }[];
  subtotalFils: number;
  discountFils: number;
  totalFils: number;
  vatRatePercent: number;
  vatFils: number;
  totalExcludingVatFils: number;
  vatNote: string;
}

const aed = filsToAed;

export function orderSummary(wire: OrderSummaryWire) {
  const { totalFils, ...rest } = wire;
  return { ...rest, total: aed(totalFils) };
}

export function orderDetail(wire: OrderDetailWire) {
  return {
    id: wire.id,
    placedAt: wire.placedAt,
    status: wire.status,
    paymentMethod: wire.paymentMethod,
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

export function taxInvoice(wire: InvoiceWire) {
  return {
    ...wire,
    lines: wire.lines.map((line) => ({
      ...line,
      unitPrice: aed(line.unitPriceFils),
      lineTotal: aed(line.lineTotalFils),
    })),
    subtotal: aed(wire.subtotalFils),
    discount: aed(wire.discountFils),
    total: aed(wire.totalFils),
    vat: aed(wire.vatFils),
    totalExcludingVat: aed(wire.totalExcludingVatFils),
    pdfUrl: `/admin/exports/invoices/${encodeURIComponent(wire.orderId)}.pdf`,
  };
}
