import { aedToFils, filsToAed, validatePromotionInput, type PromotionField } from '@store/domain';
import type {
  MutationResolvers,
  OrderStatus,
  PromotionInput,
  PromotionKind,
  PromotionSource,
  PromotionStatus,
  QueryResolvers,
} from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { done, toUserErrors, userError } from '../resolvers/user-errors.ts';
import { listBody, listQuery, type ListPage } from './lists.ts';

/** A code as the admin-api sends it (promotions-admin.routes.ts): money in fils, product ids as numbers. */
interface PromotionWire {
  id: string;
  code: string;
  kind: PromotionKind;
  value: number;
  offer: string;
  minProductTotalFils: number;
  firstOrderOnly: boolean;
  oncePerCustomer: boolean;
  usageLimit: number | null;
  uses: number;
  startsOn: string | null;
  endsOn: string | null;
  active: boolean;
  productIds: number[];
  collections: string[];
  issuedTo: string | null;
  source: PromotionSource;
  status: PromotionStatus;
  stats: { orders: number; customers: number; revenueFils: number; discountGivenFils: number };
}

interface UseWire {
  orderId: string;
  placedAt: string;
  email: string;
  status: string;
  totalFils: number;
  discountFils: number;
}

function promotion(wire: PromotionWire) {
  const { stats, minProductTotalFils, ...rest } = wire;
  return {
    ...rest,
    value: wire.kind === 'FIXED' ? filsToAed(wire.value) : wire.value,
    minProductTotal: filsToAed(minProductTotalFils),
    productIds: wire.productIds.map(String),
    orders: stats.orders,
    customers: stats.customers,
    revenue: filsToAed(stats.revenueFils),
    discountGiven: filsToAed(stats.discountGivenFils),
  };
}

/** The GraphQL input as the admin-api takes it; product ids that are not whole numbers are left for the check. */
function wireInput(input: PromotionInput) {
  return {
    ...input,
    value: input.kind === 'FIXED' ? aedToFils(input.value) : input.value,
    minProductTotal: undefined,
    minProductTotalFils: aedToFils(input.minProductTotal),
    usageLimit: input.usageLimit ?? null,
    startsOn: input.startsOn ?? null,
    endsOn: input.endsOn ?? null,
    productIds: input.productIds.map((id) => (/^\d{1,10}$/.test(id) ? Number(id) : id)),
  };
}

const FIELD_NAMES: Partial<Record<PromotionField, string>> = { minProductTotalFils: 'minProductTotal' };

/** Checked here too, so that every field in error is named beside its field. */
function checked(input: PromotionInput) {
  const body = wireInput(input);
  const result = validatePromotionInput(body);
  if (result.ok) return { body, errors: null };
  const named = Object.fromEntries(
    Object.entries(result.problems).map(([field, problem]) => [FIELD_NAMES[field as PromotionField] ?? field, problem]),
  );
  return { body, errors: toUserErrors(named) };
}

async function change(context: GatewayContext, send: (email: string) => Promise<unknown>) {
  const member = await context.staff.require();
  const answer = (await send(member.email)) as { ok: true; body: PromotionWire } | { ok: false; message: string };
  if (!answer.ok) return { promotion: null, errors: userError(answer.message) };
  return { promotion: promotion(answer.body), errors: [] };
}

export const promotionAdminQuery: QueryResolvers = {
  promotions: async (_parent, { source, page, pageSize }, { staff, upstreams }) => {
    const member = await staff.require();
    const answer = await upstreams.admin.get<
      ListPage<PromotionWire> & { welcome: { codes: number; used: number; discountGivenFils: number } }
    >(member.email, `promotions?${listQuery({ page, pageSize }, { source })}`);
    const body = listBody(answer);
    const { welcome } = body;
    return {
      ...body,
      items: body.items.map(promotion),
      welcome: { codes: welcome.codes, used: welcome.used, discountGiven: filsToAed(welcome.discountGivenFils) },
    };
  },

  promotion: async (_parent, { id, page, pageSize }, { staff, upstreams }) => {
    const member = await staff.require();
    const answer = await upstreams.admin.get<PromotionWire & { usage: UseWire[] }>(
      member.email,
      `promotions/${encodeURIComponent(id)}?${listQuery({ page, pageSize })}`,
    );
    if (!answer.ok) return null;
    return {
      promotion: promotion(answer.body),
      usage: answer.body.usage.map((use) => ({
        orderId: use.orderId,
        placedAt: use.placedAt,
        email: use.email,
        status: use.status as OrderStatus,
        total: filsToAed(use.totalFils),
        discount: filsToAed(use.discountFils),
      })),
    };
  },
};

export const promotionAdminMutation: MutationResolvers = {
  createPromotion: async (_parent, { input }, context) => {
    const { body, errors } = checked(input);
    if (errors) return { promotion: null, errors };
    return change(context, (email) => context.upstreams.admin.post(email, 'promotions', body));
  },

  updatePromotion: async (_parent, { id, input }, context) => {
    const { body, errors } = checked(input);
    if (errors) return { promotion: null, errors };
    return change(context, (email) => context.upstreams.admin.put(email, `promotions/${encodeURIComponent(id)}`, body));
  },

  setPromotionActive: (_parent, { id, active }, context) =>
    change(context, (email) =>
      context.upstreams.admin.post(email, `promotions/${encodeURIComponent(id)}/active`, { active }),
    ),

  deletePromotion: async (_parent, { id }, { staff, upstreams }) => {
    const owner = await staff.require('OWNER');
    const answer = await upstreams.admin.delete(owner.email, `promotions/${encodeURIComponent(id)}`);
    if (!answer.ok) return { ok: false, message: null, errors: userError(answer.message) };
    return done('The discount code is deleted.');
  },
};
