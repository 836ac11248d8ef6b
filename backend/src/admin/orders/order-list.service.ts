import type { Kysely } from 'kysely';
import {
  dubaiDayEnd,
  dubaiDayStart,
  EMIRATES,
  isCalendarDate,
  isOrderStatus,
  looksLikePhone,
  nameSearchText,
  ORDER_PAGE_SIZE_DEFAULT,
  ORDER_PAGE_SIZE_MAX,
  ORDER_SEARCH_MAX,
  ORDER_STATUSES,
  phoneSearchDigits,
} from '@store/domain';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { pagingOf, type Paging } from '../lists.ts';
import { customerName } from './order-json.ts';
import * as repository from './order-list.repository.ts';

export interface OrderListQuery {
  filter: repository.OrderFilter;
  paging: Paging;
}

function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new HttpError(400, `${name} may be given once.`);
  return value.trim() || undefined;
}

function calendarDate(value: string | undefined, name: string): string | undefined {
  if (value !== undefined && !isCalendarDate(value)) throw new HttpError(400, `${name} must be a date, YYYY-MM-DD.`);
  return value;
}

/** Reads ?status=&from=&to=&emirate=&q=&page=&pageSize= (dates are Dubai calendar days, both included). */
export function parseOrderListQuery(query: Record<string, unknown>): OrderListQuery {
  const status = single(query, 'status')?.toUpperCase();
  if (status !== undefined && !isOrderStatus(status)) {
    throw new HttpError(400, `status must be one of ${ORDER_STATUSES.join(', ')}.`);
  }
  const from = calendarDate(single(query, 'from'), 'from');
  const to = calendarDate(single(query, 'to'), 'to');
  if (from && to && from > to) throw new HttpError(400, 'from must not be after to.');
  const emirateText = single(query, 'emirate');
  const emirate = EMIRATES.find((name) => name.toLowerCase() === emirateText?.toLowerCase());
  if (emirateText !== undefined && !emirate) throw new HttpError(400, `emirate must be one of ${EMIRATES.join(', ')}.`);
  const text = single(query, 'q');
  if (text !== undefined && text.length > ORDER_SEARCH_MAX) {
    throw new HttpError(400, `q must be at most ${ORDER_SEARCH_MAX} characters.`);
  }
  const phoneDigits = text !== undefined && looksLikePhone(text) ? phoneSearchDigits(text) : '';
  return {
    filter: {
      status,
      placedFrom: from && dubaiDayStart(from).toISOString(),
      placedBefore: to && dubaiDayEnd(to).toISOString(),
      emirate,
      text,
      phoneDigits: phoneDigits || undefined,
      name: (text !== undefined && nameSearchText(text)) || undefined,
    },
    paging: pagingOf(query, { size: ORDER_PAGE_SIZE_DEFAULT, max: ORDER_PAGE_SIZE_MAX }),
  };
}

/** One page of the back office's order list, newest first, and how many orders match in all. */
export async function listOrders(db: Kysely<Database>, { filter, paging }: OrderListQuery) {
  const { page, pageSize, offset } = paging;
  const [rows, total] = await Promise.all([
    repository.listOrders(db, filter, { limit: pageSize, offset }),
    repository.countOrders(db, filter),
  ]);
  const items = await repository.itemCounts(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => {
      const shipping = JSON.parse(row.shipping) as { firstName: string; lastName: string; phone: string };
      return {
        id: row.id,
        placedAt: row.created_at,
        status: row.status,
        customerName: customerName(shipping),
        email: row.email,
        phone: shipping.phone,
        emirate: row.emirate,
        itemCount: items.get(row.id) ?? 0,
        totalFils: row.total_fils,
        cashCollected: row.collected_at !== null,
      };
    }),
    total,
    page,
    pageSize,
  };
}
