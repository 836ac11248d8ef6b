import { COLLECTIONS } from '@store/domain';
import { readPage } from '@/admin/components/paging.ts';

export const PRODUCTS_PAGE_SIZE = 20;
/** The longest search the backend takes (admin/catalog/products.routes.ts). */
export const PRODUCT_SEARCH_MAX = 100;

export const VISIBILITIES = ['shown', 'hidden'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** The product list's filters, as the address carries them: `?q=…&collection=JDM&visibility=hidden&page=2`. */
export interface ProductFilters {
  q: string;
  collection: string;
  visibility: Visibility | '';
  page: number;
}

/** The filters in an address; unknown values are ignored rather than sent to be refused. */
export function readProductFilters(params: URLSearchParams): ProductFilters {
  const collection = params.get('collection') ?? '';
  const visibility = params.get('visibility') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, PRODUCT_SEARCH_MAX),
    collection: (COLLECTIONS as readonly string[]).includes(collection) ? collection : '',
    visibility: (VISIBILITIES as readonly string[]).includes(visibility) ? (visibility as Visibility) : '',
    page: readPage(params.get('page')),
  };
}

/** The address of a new search: empty filters left out, back to the first page. */
export function productFiltersSearch(filters: Omit<ProductFilters, 'page'>): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.collection) params.set('collection', filters.collection);
  if (filters.visibility) params.set('visibility', filters.visibility);
  const search = params.toString();
  return search ? `?${search}` : '?';
}

/** The adminProducts arguments for the filters. */
export function productListVariables(filters: ProductFilters) {
  return {
    q: filters.q || null,
    collection: filters.collection || null,
    hidden: filters.visibility === '' ? null : filters.visibility === 'hidden',
    page: filters.page,
    pageSize: PRODUCTS_PAGE_SIZE,
  };
}
