/** Where the order's page links a refunded return's credit note (served by credit-note-route.ts). */
export function creditNotePath(orderId: string, returnId: string): string {
  return `/orders/${encodeURIComponent(orderId)}/returns/${encodeURIComponent(returnId)}/credit-note.pdf`;
}
