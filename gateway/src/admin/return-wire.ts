import { filsToAed } from '@store/domain';
import type {
  AdminReturn,
  AdminReturnSummary,
  RefundMethod,
  ReturnEvent,
  ReturnKind,
  ReturnMethod,
  ReturnOutcome,
  ReturnStatus,
  TaxCreditNote,
} from '../__generated__/resolvers-types.ts';
import { orderDetail, type OrderDetailWire } from './order-wire.ts';

/** The admin-api's return shapes (returns-admin.routes.ts): money in fils, product ids as numbers. */
export interface ReturnSummaryWire {
  id: string;
  orderId: string;
  status: ReturnStatus;
  kind: ReturnKind;
  method: ReturnMethod;
  reason: string;
  requestedAt: string;
  email: string;
  customerName: string;
  itemCount: number;
}

export interface ReturnDetailWire extends Omit<ReturnSummaryWire, 'customerName' | 'itemCount'> {
  note: string;
  refusalReason: string | null;
  pickup: { courier: string; trackingNumber: string; at: string } | null;
  refund: { method: RefundMethod; reference: string | null; amountFils: number } | null;
  refundDueFils: number | null;
  exchangeOrderId: string | null;
  lines: {
    lineNo: number;
    productId: number | null;
    title: string;
    size: string;
    colour: string;
    unitPriceFils: number;
    quantity: number;
    exchangeSize: string | null;
    exchangeColour: string | null;
    outcome: ReturnOutcome | null;
  }[];
  timeline: { event: ReturnEvent; at: string; detail: string | null }[];
  creditNote: { number: string; issuedAt: string } | null;
  actions: AdminReturn['actions'];
  order: OrderDetailWire | null;
}

/** GET /admin-api/returns/:id/credit-note (credit-note.service.ts): money in fils, the invoice as a pair. */
export interface CreditNoteWire {
  title: string;
  number: string;
  issuedAt: string;
  creditNoteDate: string;
  returnId: string;
  orderId: string;
  orderDate: string;
  invoice: { number: string; date: string };
  currency: string;
  seller: TaxCreditNote['seller'];
  customer: TaxCreditNote['customer'];
  lines: {
    description: string;
    size: string;
    colour: string;
    quantity: number;
    unitPriceFils: number;
    lineTotalFils: number;
  }[];
  grossFils: number;
  adjustmentLabel: string;
  adjustmentFils: number;
  totalFils: number;
  vatRatePercent: number;
  vatFils: number;
  totalExcludingVatFils: number;
  vatNote: string;
}

/** Where staff download a return's credit note (export-routes.ts). */
export const creditNotePdfPath = (returnId: string) => `/admin/exports/credit-notes/${returnId}.pdf`;

export function returnSummary(wire: ReturnSummaryWire): AdminReturnSummary {
  return { ...wire };
}

export function returnDetail(wire: ReturnDetailWire): AdminReturn {
  return {
    id: wire.id,
    orderId: wire.orderId,
    status: wire.status,
    kind: wire.kind,
    method: wire.method,
    reason: wire.reason,
    note: wire.note,
    requestedAt: wire.requestedAt,
    email: wire.email,
    refusalReason: wire.refusalReason,
    pickup: wire.pickup,
    refund: wire.refund && {
      method: wire.refund.method,
      reference: wire.refund.reference,
      amount: filsToAed(wire.refund.amountFils),
    },
    refundDue: wire.refundDueFils === null ? null : filsToAed(wire.refundDueFils),
    exchangeOrderId: wire.exchangeOrderId,
    lines: wire.lines.map(({ unitPriceFils, productId, ...line }) => ({
      ...line,
      productId: productId === null ? null : String(productId),
      unitPrice: filsToAed(unitPriceFils),
    })),
    timeline: wire.timeline,
    creditNote: wire.creditNote && { ...wire.creditNote, pdfUrl: creditNotePdfPath(wire.id) },
    actions: wire.actions,
    order: wire.order ? orderDetail(wire.order) : null,
  };
}

export function taxCreditNote(wire: CreditNoteWire): TaxCreditNote {
  return {
    title: wire.title,
    number: wire.number,
    issuedAt: wire.issuedAt,
    creditNoteDate: wire.creditNoteDate,
    returnId: wire.returnId,
    orderId: wire.orderId,
    orderDate: wire.orderDate,
    invoiceNumber: wire.invoice.number,
    invoiceDate: wire.invoice.date,
    currency: wire.currency,
    seller: wire.seller,
    customer: wire.customer,
    lines: wire.lines.map(({ unitPriceFils, lineTotalFils, ...line }) => ({
      ...line,
      unitPrice: filsToAed(unitPriceFils),
      lineTotal: filsToAed(lineTotalFils),
    })),
    gross: filsToAed(wire.grossFils),
    adjustmentLabel: wire.adjustmentLabel,
    adjustment: filsToAed(wire.adjustmentFils),
    total: filsToAed(wire.totalFils),
    vatRatePercent: wire.vatRatePercent,
    vat: filsToAed(wire.vatFils),
    totalExcludingVat: filsToAed(wire.totalExcludingVatFils),
    vatNote: wire.vatNote,
    pdfUrl: creditNotePdfPath(wire.returnId),
  };
}
