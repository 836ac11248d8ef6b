import { validateShopSettingsPatch } from '@store/domain';
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { toUserErrors, userError } from '../resolvers/user-errors.ts';
import { listBody, listQuery, type ListPage } from './lists.ts';
import {
  orderDetail,
  orderSummary,
  packingSlip,
  taxInvoice,
  type InvoiceWire,
  type OrderDetailWire,
  type OrderSummaryWire,
  type PackingSlipWire,
} from './order-wire.ts';

const orderPath = (id: string) => `orders/${encodeURIComponent(id)}`;

/** The order as it is now, for a payload (the action has been done, or refused). */
async function currentOrder(context: GatewayContext, actor: string, id: string) {
  const answer = await context.upstreams.admin.get<OrderDetailWire>(actor, orderPath(id));
  return answer.ok ? orderDetail(answer.body) : null;
}

/** Runs an action on one order and answers the order after it, or the refusal. */
async function orderAction(context: GatewayContext, id: string, action: string, body: unknown) {
  const member = await context.staff.require();
  const answer = await context.upstreams.admin.post(member.email, `${orderPath(id)}/${action}`, body);
  if (!answer.ok) return { order: await currentOrder(context, member.email, id), errors: userError(answer.message) };
  return { order: await currentOrder(context, member.email, id), errors: [] };
}

export const orderAdminQuery: QueryResolvers = {
  adminOrders: async (_parent, { status, from, to, emirate, q, page, pageSize }, { staff, upstreams }) => {
    const member = await staff.require();
    const query = listQuery({ page, pageSize }, { status, from, to, emirate, q });
    const answer = await upstreams.admin.get<ListPage<OrderSummaryWire>>(member.email, `orders?${query}`);
    const body = listBody(answer);
    return { ...body, items: body.items.map(orderSummary) };
  },

  adminOrder: async (_parent, { id }, context) => {
    const member = await context.staff.require();
    return await currentOrder(context, member.email, id);
  },

  packingSlip: async (_parent, { id }, { staff, upstreams }) => {
    const member = await staff.require();
    const answer = await upstreams.admin.get<PackingSlipWire>(member.email, `${orderPath(id)}/packing-slip`);
    return answer.ok ? packingSlip(answer.body) : null;
  },

  taxInvoice: async (_parent, { orderId }, { staff, upstreams }) => {
    const member = await staff.require();
    const answer = await upstreams.admin.get<InvoiceWire>(member.email, `${orderPath(orderId)}/invoice`);
    return answer.ok ? taxInvoice(answer.body) : null;
  },

  shopSettings: async (_parent, _args, { staff, upstreams }) => {
    const member = await staff.require();
    const answer = await upstreams.admin.get<never>(member.email, 'settings');
    if (!answer.ok) throw new Error(`settings: ${answer.message}`);
    return answer.body;
  },
};

export const orderAdminMutation: MutationResolvers = {
  setOrderStatus: (_parent, { id, status, courier, trackingNumber }, context) =>
    orderAction(context, id, 'status', { status, courier, trackingNumber }),

  cancelOrderByShop: (_parent, { id, reason }, context) => orderAction(context, id, 'cancel', { reason }),

  recordCashCollected: (_parent, { id }, context) => orderAction(context, id, 'cash-collected', {}),

  markOrdersPacked: async (_parent, { ids }, { staff, upstreams }) => {
    const member = await staff.require();
    const answer = await upstreams.admin.post<{
      succeeded: number;
      failed: number;
      results: { id: string; ok: boolean; message?: string }[];
    }>(member.email, 'orders/bulk-status', { ids, status: 'PACKED' });
    if (!answer.ok) return { succeeded: 0, failed: ids.length, results: [], errors: userError(answer.message) };
    const results = answer.body.results.map(({ id, ok, message }) => ({ id, ok, message: message ?? null }));
    return { succeeded: answer.body.succeeded, failed: answer.body.failed, results, errors: [] };
  },

  issueTaxInvoice: async (_parent, { orderId }, { staff, upstreams }) => {
    const member = await staff.require();
    const answer = await upstreams.admin.post<InvoiceWire>(member.email, `${orderPath(orderId)}/invoice`, {});
    if (!answer.ok) return { invoice: null, errors: userError(answer.message) };
    return { invoice: taxInvoice(answer.body), errors: [] };
  },

  updateShopSettings: async (_parent, { input }, { staff, upstreams }) => {
    const owner = await staff.require('OWNER');
    const given = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
    );
    // Checked here too, so that every field in error is named beside its field (the backend answers the first).
    const checked = validateShopSettingsPatch(given);
    if (!checked.ok) return { settings: null, errors: toUserErrors(checked.errors) };
    const answer = await upstreams.admin.put<never>(owner.email, 'settings', checked.patch);
    if (!answer.ok) return { settings: null, errors: userError(answer.message) };
    return { settings: answer.body, errors: [] };
  },
};
