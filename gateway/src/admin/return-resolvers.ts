import { aedToFils } from '@store/domain';
import type {
  AdminProductSummaryResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { returnRefusal } from '../datasources/wire-return-refusal.ts';
import { listBody, listQuery, type ListPage } from './lists.ts';
import {
  returnDetail,
  returnSummary,
  taxCreditNote,
  type CreditNoteWire,
  type ReturnDetailWire,
  type ReturnSummaryWire,
} from './return-wire.ts';

const returnPath = (id: string) => `returns/${encodeURIComponent(id)}`;

async function currentReturn(context: GatewayContext, actor: string, id: string) {
  const answer = await context.upstreams.admin.get<ReturnDetailWire>(actor, returnPath(id));
  return answer.ok ? returnDetail(answer.body) : null;
}

/** Runs a step on one return and answers the return after it, or the refusal beside the return as it is. */
async function returnStep(context: GatewayContext, id: string, step: string, body: unknown) {
  const member = await context.staff.require();
  const answer = await context.upstreams.admin.post(member.email, `${returnPath(id)}/${step}`, body);
  const ret = await currentReturn(context, member.email, id);
  return { return: ret, errors: answer.ok ? [] : [returnRefusal(answer.body, answer.message)] };
}

/** Each product's return rate, fetched once per request however many products the page lists. */
const ratesOfRequest = new WeakMap<GatewayContext, Promise<Map<string, number>>>();

function returnRates(context: GatewayContext): Promise<Map<string, number>> {
  let rates = ratesOfRequest.get(context);
  if (!rates) {
    rates = (async () => {
      const member = await context.staff.require();
      const answer = await context.upstreams.admin.get<{ items: { productId: number; ratePercent: number }[] }>(
        member.email,
        'return-rates',
      );
      const body = listBody(answer);
      return new Map(body.items.map((item) => [String(item.productId), item.ratePercent]));
    })();
    ratesOfRequest.set(context, rates);
  }
  return rates;
}

export const AdminProductSummary: AdminProductSummaryResolvers<GatewayContext> = {
  returnRate: async (product, _args, context) => (await returnRates(context)).get(product.id) ?? null,
};

export const returnAdminQuery: QueryResolvers = {
  adminReturns: async (_parent, { status, page, pageSize }, { staff, upstreams }) => {
    const member = await staff.require();
    const answer = await upstreams.admin.get<ListPage<ReturnSummaryWire>>(
      member.email,
      `returns?${listQuery({ page, pageSize }, { status })}`,
    );
    const body = listBody(answer);
    return { ...body, items: body.items.map(returnSummary) };
  },

  adminReturn: async (_parent, { id }, context) => {
    const member = await context.staff.require();
    return currentReturn(context, member.email, id);
  },

  creditNote: async (_parent, { returnId }, { staff, upstreams }) => {
    const member = await staff.require();
    const answer = await upstreams.admin.get<CreditNoteWire>(member.email, `${returnPath(returnId)}/credit-note`);
    return answer.ok ? taxCreditNote(answer.body) : null;
  },
};

export const returnAdminMutation: MutationResolvers = {
  approveReturn: (_parent, { id }, context) => returnStep(context, id, 'approve', {}),

  refuseReturn: (_parent, { id, reason }, context) => returnStep(context, id, 'refuse', { reason }),

  recordReturnPickup: (_parent, { id, input }, context) => returnStep(context, id, 'pickup', input),

  receiveReturn: (_parent, { id, lines }, context) => returnStep(context, id, 'receive', { lines }),

  refundReturn: (_parent, { id, input }, context) =>
    returnStep(context, id, 'refund', {
      method: input.method,
      reference: input.reference ?? null,
      ...(input.amount === null || input.amount === undefined ? {} : { amountFils: aedToFils(input.amount) }),
    }),

  shipExchange: (_parent, { id, input }, context) => returnStep(context, id, 'exchange', input),
};
