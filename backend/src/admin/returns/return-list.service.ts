import type { Kysely } from 'kysely';
import { isReturnStatus, OPEN_RETURN_STATUSES, type ShippingInput } from '@store/domain';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { returnJson } from '../../returns/return-json.ts';
import * as repository from '../../returns/returns.repository.ts';
import * as orders from '../../orders/orders.repository.ts';
import { pagingOf } from '../lists.ts';
import { orderDetail } from '../orders/order-detail.service.ts';
import { customerName } from '../orders/order-json.ts';
import { formatCreditNoteNumber } from '@store/domain';
import { findCreditNote } from './credit-notes.repository.ts';
import { refundDue } from './return-actions.service.ts';

/** GET /admin-api/returns?status=&page=&pageSize=: newest first, one status or all. */
export async function listReturns(db: Kysely<Database>, query: Record<string, unknown>) {
  const status = query.status;
  if (status !== undefined && status !== '' && !isReturnStatus(status)) {
    throw new HttpError(400, 'status must be one of REQUESTED, APPROVED, REFUSED, RECEIVED, REFUNDED, EXCHANGED.');
  }
  const paging = pagingOf(query);
  let base = db.selectFrom('returns').innerJoin('orders', 'orders.id', 'returns.order_id');
  if (status) base = base.where('returns.status', '=', status as string);
  const [rows, count] = await Promise.all([
    base
      .select([
        'returns.id',
        'returns.order_id',
        'returns.status',
        'returns.kind',
        'returns.method',
        'returns.reason',
        'returns.created_at',
        'returns.email',
        'orders.shipping',
      ])
      .orderBy('returns.created_at', 'desc')
      .orderBy('returns.id', 'desc')
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
  ]);
  const items = await repository.listItems(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      orderId: row.order_id,
      status: row.status,
      kind: row.kind,
      method: row.method,
      reason: row.reason,
      requestedAt: row.created_at,
      email: row.email,
      customerName: customerName(JSON.parse(row.shipping) as ShippingInput),
      itemCount: items.filter((item) => item.return_id === row.id).reduce((sum, item) => sum + item.quantity, 0),
    })),
    total: Number(count?.total ?? 0),
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

/** Returns the shop still has to act on (requested, approved, received). */
export async function countOpenReturns(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('returns')
    .select((eb) => eb.fn.countAll<number | string>().as('open'))
    .where('status', 'in', [...OPEN_RETURN_STATUSES])
    .executeTakeFirst();
  return Number(row?.open ?? 0);
}

/** GET /admin-api/returns/:id: the request with its order beside it, what it may refund, and the next steps. */
export async function returnDetail(db: Kysely<Database>, id: string) {
  const ret = await repository.findReturn(db, id);
  if (!ret) throw new HttpError(404, `Return ${id} not found.`);
  const [order, items, log, orderItems, note] = await Promise.all([
    orders.findOrder(db, ret.order_id),
    repository.listItems(db, [id]),
    repository.listLog(db, [id]),
    orders.listItems(db, ret.order_id),
    findCreditNote(db, id),
  ]);
  const context = { ret, order: order!, items, orderItems, now: '', actor: '' };
  const refundable = ret.status === 'RECEIVED' && ret.kind === 'REFUND' ? await refundDue(db, context) : null;
  return {
    ...returnJson(ret, items, log, orderItems),
    email: ret.email,
    order: await orderDetail(db, ret.order_id),
    refundDueFils: refundable,
    creditNote: note ? { number: formatCreditNoteNumber(note.number), issuedAt: note.issued_at } : null,
    actions: {
      approve: ret.status === 'REQUESTED',
      refuse: ret.status === 'REQUESTED',
      pickup: ret.status === 'APPROVED' && ret.method === 'PICKUP' && ret.picked_up_at === null,
      receive: ret.status === 'APPROVED',
      refund: ret.status === 'RECEIVED' && ret.kind === 'REFUND',
      exchange: ret.status === 'RECEIVED' && ret.kind === 'EXCHANGE',
    },
  };
}
