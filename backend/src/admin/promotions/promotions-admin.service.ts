import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  describeOffer,
  dubaiDayOf,
  isPromotionKind,
  promotionCodeKey,
  promotionRuleOf,
  promotionStatus,
  type PromotionInput,
} from '@store/domain';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database, PromotionTable } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { toPromotion } from '../../promotions/promotions.service.ts';
import type { AdminServices } from '../admin-services.ts';
import { recordAudit } from '../audit.ts';
import * as repository from './promotions-admin.repository.ts';

type Row = PromotionTable & { orders?: unknown; customers?: unknown; revenue?: unknown; given?: unknown };

/** A code as the back office shows it: its rules, the Dubai days it runs, where it stands, and what it did. */
export function promotionJson(row: Row, now: Date) {
  const promotion = toPromotion(row);
  const kind = isPromotionKind(row.kind) ? row.kind : 'PERCENT';
  return {
    id: row.id,
    ...promotion,
    offer: describeOffer(kind, row.value),
    startsOn: dubaiDayOf(row.starts_at),
    endsOn: dubaiDayOf(row.ends_at),
    source: row.source,
    status: promotionStatus(promotion, now),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    stats: repository.statsOf(row as Parameters<typeof repository.statsOf>[0]),
  };
}

function columnsOf(input: PromotionInput) {
  const { startsAt, endsAt } = promotionRuleOf(input);
  return {
    code: input.code,
    code_key: promotionCodeKey(input.code),
    kind: input.kind,
    value: input.value,
    min_product_total_fils: input.minProductTotalFils,
    first_order_only: input.firstOrderOnly ? 1 : 0,
    once_per_customer: input.oncePerCustomer ? 1 : 0,
    usage_limit: input.usageLimit,
    starts_at: startsAt,
    ends_at: endsAt,
    active: input.active ? 1 : 0,
    product_ids: JSON.stringify(input.productIds),
    collections: JSON.stringify(input.collections),
  };
}

const codeTaken = (code: string) => new HttpError(409, `The code ${code} already exists: choose another.`);

async function ownerCode(db: Kysely<Database>, id: string): Promise<Row> {
  const row = await repository.findWithStats(db, id);
  if (!row) throw new HttpError(404, 'Discount code not found.');
  return row;
}

export async function createPromotion(services: AdminServices, actor: string, input: PromotionInput) {
  const now = services.now().toISOString();
  const id = randomUUID();
  try {
    await services.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('promotions')
        .values({
          id,
          ...columnsOf(input),
          uses: 0,
          issued_to: null,
          source: 'OWNER',
          created_at: now,
          updated_at: now,
        })
        .execute();
      const detail = { code: input.code, offer: describeOffer(input.kind, input.value) };
      await recordAudit(trx, { actor, action: 'promotion.create', subject: id, detail }, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(input.code);
    throw error;
  }
  return promotionJson(await ownerCode(services.db, id), services.now());
}

export async function updatePromotion(services: AdminServices, actor: string, id: string, input: PromotionInput) {
  const now = services.now().toISOString();
  try {
    await services.db.transaction().execute(async (trx) => {
      const before = await ownerCode(trx, id);
      if (before.source !== 'OWNER') {
        throw new HttpError(409, 'A welcome code is made by the newsletter and cannot be edited: pause it instead.');
      }
      const columns = columnsOf(input);
      const changed = Object.entries(columns)
        .filter(([key, value]) => key !== 'code_key' && before[key as keyof Row] !== value)
        .map(([key]) => key);
      await repository.updatePromotion(trx, id, { ...columns, updated_at: now });
      const detail = { code: input.code, changed };
      await recordAudit(trx, { actor, action: 'promotion.update', subject: id, detail }, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(input.code);
    throw error;
  }
  return promotionJson(await ownerCode(services.db, id), services.now());
}

/** Pauses or resumes a code (welcome codes too); audited only when it changes. */
export async function setActive(services: AdminServices, actor: string, id: string, active: boolean) {
  const now = services.now().toISOString();
  await services.db.transaction().execute(async (trx) => {
    const before = await ownerCode(trx, id);
    if ((before.active === 1) === active) return;
    await repository.updatePromotion(trx, id, { active: active ? 1 : 0, updated_at: now });
    const action = active ? 'promotion.resume' : 'promotion.pause';
    await recordAudit(trx, { actor, action, subject: id, detail: { code: before.code } }, now);
  });
  return promotionJson(await ownerCode(services.db, id), services.now());
}

/** Deletes a code no order ever used; a used one stays on record (its orders name it) and can be paused. */
export async function deletePromotion(services: AdminServices, actor: string, id: string): Promise<void> {
  const now = services.now().toISOString();
  await services.db.transaction().execute(async (trx) => {
    const before = await ownerCode(trx, id);
    if (await repository.wasUsed(trx, id)) {
      throw new HttpError(409, `The code ${before.code} has been used by orders: pause it instead.`);
    }
    await trx
      .updateTable('newsletter_subscribers')
      .set({ welcome_promotion_id: null })
      .where('welcome_promotion_id', '=', id)
      .execute();
    await repository.deletePromotion(trx, id);
    await recordAudit(trx, { actor, action: 'promotion.delete', subject: id, detail: { code: before.code } }, now);
  });
}

export async function promotionDetail(services: AdminServices, id: string, paging: repository.UsagePaging) {
  const row = await ownerCode(services.db, id);
  const orders = await repository.usageOf(services.db, id, paging);
  return {
    ...promotionJson(row, services.now()),
    usage: orders.map((order) => ({
      orderId: order.id,
      placedAt: order.created_at,
      email: order.email,
      status: order.status,
      totalFils: order.total_fils,
      discountFils: order.code_discount_fils,
    })),
  };
}
