import { BULK_ORDERS_MAX } from '@store/domain';

export const ORDERS_PATH = '/admin/orders';

export function orderPath(id: string): string {
  return `${ORDERS_PATH}/${encodeURIComponent(id)}`;
}

export function orderSlipPath(id: string): string {
  return `${orderPath(id)}/slip`;
}

export function orderInvoicePath(id: string): string {
  return `${orderPath(id)}/invoice`;
}

/** The print view of several packing slips: /admin/orders/slips?ids=A,B,C. */
export function packingSlipsPath(ids: readonly string[]): string {
  return `${ORDERS_PATH}/slips?${new URLSearchParams({ ids: ids.join(',') }).toString()}`;
}

/** The order numbers a slips URL names: each once, in order, at most as many as a bulk action takes. */
export function slipIds(params: URLSearchParams): string[] {
  const ids = (params.get('ids') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)].slice(0, BULK_ORDERS_MAX);
}
