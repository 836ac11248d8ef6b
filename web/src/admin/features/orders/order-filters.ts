import { EMIRATES, isCalendarDate, ORDER_PAGE_SIZE_DEFAULT, ORDER_SEARCH_MAX, ORDER_STATUSES } from '@store/domain';
import type { Emirate, OrderListPageQueryVariables, OrderStatus } from '@/admin/__generated__/graphql.ts';

/** Orders on one page of the list: the API's own default. */
export const ORDER_LIST_PAGE_SIZE = ORDER_PAGE_SIZE_DEFAULT;

/** What the order list shows, as its URL says (?status=&from=&to=&emirate=&q=&page=). */
export interface OrderFilters {
  status?: OrderStatus;
  /** Dubai dates, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  emirate?: Emirate;
  /** An order number, an e-mail or a phone number, or part of one. */
  q?: string;
  page: number;
}

/** The filter form's values: every field a string, '' for "any". */
export interface OrderFilterValues {
  status?: string;
  from?: string;
  to?: string;
  emirate?: string;
  q?: string;
}

/** ABU_DHABI for 'Abu Dhabi': the domain lists the emirates by the words people read. */
export function emirateValue(label: string): Emirate {
  return label.toUpperCase().replace(/ /g, '_') as Emirate;
}

export const EMIRATE_OPTIONS: readonly { value: Emirate; label: string }[] = EMIRATES.map((label) => ({
  value: emirateValue(label),
  label,
}));

export function emirateLabel(value: Emirate): string {
  return EMIRATE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  PLACED: 'Placed',
  PACKED: 'Packed',
  DISPATCHED: 'Dispatched',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  RETURNED: 'Returned',
};

function isStatus(value: string | undefined): value is OrderStatus {
  return value !== undefined && (ORDER_STATUSES as readonly string[]).includes(value);
}

function isEmirateValue(value: string | undefined): value is Emirate {
  return value !== undefined && EMIRATE_OPTIONS.some((option) => option.value === value);
}

function searchText(value: string | undefined): string | undefined {
  const text = value?.trim().slice(0, ORDER_SEARCH_MAX);
  return text ? text : undefined;
}

function dateOf(value: string | undefined): string | undefined {
  return value && isCalendarDate(value) ? value : undefined;
}

/** Drops what is not set, so equal filters compare and serialise the same. */
function compact(filters: OrderFilters): OrderFilters {
  const result: OrderFilters = { page: filters.page };
  if (filters.status) result.status = filters.status;
  if (filters.from) result.from = filters.from;
  if (filters.to) result.to = filters.to;
  if (filters.emirate) result.emirate = filters.emirate;
  if (filters.q) result.q = filters.q;
  return result;
}

/**
 * The filters a URL asks for. A link can be typed or edited by hand: a value that is not one of the list's own
 * is ignored rather than sent, dates given the wrong way round are swapped, and the page is a whole number ≥ 1.
 */
export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  const get = (name: string) => params.get(name) ?? undefined;
  const status = get('status');
  const emirate = get('emirate');
  let from = dateOf(get('from'));
  let to = dateOf(get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  const page = Number(get('page'));
  return compact({
    status: isStatus(status) ? status : undefined,
    from,
    to,
    emirate: isEmirateValue(emirate) ? emirate : undefined,
    q: searchText(get('q')),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  });
}

/** The URL query of some filters, in a fixed order, leaving out what is not set and page 1. */
export function orderFiltersSearch(filters: OrderFilters): string {
  const params = new URLSearchParams();
  const { status, from, to, emirate, q, page } = compact(filters);
  if (status) params.set('status', status);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (emirate) params.set('emirate', emirate);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The order list's variables for some filters. */
export function orderListVariables(filters: OrderFilters): OrderListPageQueryVariables {
  const { page, ...rest } = compact(filters);
  return { ...rest, page, pageSize: ORDER_LIST_PAGE_SIZE };
}

/** The filter form's starting values: what the URL shows now. */
export function filterValues(filters: OrderFilters): OrderFilterValues {
  return {
    status: filters.status ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
    emirate: filters.emirate ?? '',
    q: filters.q ?? '',
  };
}

/** What the filter form asks for, from its first page. */
export function filtersFromValues(values: OrderFilterValues): OrderFilters {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (typeof value === 'string') params.set(name, value);
  return parseOrderFilters(params);
}

/** The form's own checks: real dates, the first not after the last. */
export function validateFilterValues(values: OrderFilterValues): Partial<Record<'from' | 'to', string>> {
  const errors: Partial<Record<'from' | 'to', string>> = {};
  if (values.from && !isCalendarDate(values.from)) errors.from = 'Enter a date, e.g. 2026-11-25.';
  if (values.to && !isCalendarDate(values.to)) errors.to = 'Enter a date, e.g. 2026-11-25.';
  if (!errors.from && !errors.to && values.from && values.to && values.from > values.to) {
    errors.to = 'The last day must be on or after the first.';
  }
  return errors;
}

/** Pages needed for `total` orders (at least one, for "Page 1 of 1"). */
export function pageCount(total: number, pageSize = ORDER_LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Whether any filter narrows the list (the empty message differs). */
export function isFiltered(filters: OrderFilters): boolean {
  return Boolean(filters.status || filters.from || filters.to || filters.emirate || filters.q);
}
