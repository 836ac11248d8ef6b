import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useOrderListPageQuery } from '@/admin/__generated__/graphql.ts';
import { AdminPage } from '@/admin/components/admin-page.tsx';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { BulkActions, BulkOutcome } from './bulk-actions.tsx';
import type { BulkPackPayload } from './bulk-results.ts';
import { OrderFilterForm } from './order-filter-form.tsx';
import {
  isFiltered,
  orderFiltersSearch,
  orderListVariables,
  parseOrderFilters,
  type OrderFilters,
} from './order-filters.ts';
import { OrderListTable } from './order-list-table.tsx';
import { OrderPager } from './order-pager.tsx';

/** /admin/orders: the orders, newest first, filtered and searched as the URL says, a page at a time. */
export function OrderListPage() {
  const [params] = useSearchParams();
  const filters = useMemo(() => parseOrderFilters(params), [params]);
  const key = orderFiltersSearch(filters);
  return (
    <AdminPage title="Orders">
      <OrderFilterForm key={`filters${key}`} filters={filters} />
      <OrderResults key={`results${key}`} filters={filters} />
    </AdminPage>
  );
}

/** The page of orders the filters ask for; the ticked ones are forgotten with another page or filter. */
function OrderResults({ filters }: { filters: OrderFilters }) {
  const { data, error, refetch } = useOrderListPageQuery({
    variables: orderListVariables(filters),
    fetchPolicy: 'cache-and-network',
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<BulkPackPayload>();

  if (!data) {
    if (error) return <QueryProblem what="The orders" onRetry={refetch} />;
    return <p role="status">Loading the orders…</p>;
  }
  const { items, total } = data.adminOrders;
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    setSelected(next);
  };
  const toggleAll = (select: boolean) => setSelected(new Set(select ? items.map((order) => order.id) : []));

  return (
    <section aria-label="Orders found" className="order-results">
      <p role="status" className="order-results__count">
        {total === 1 ? '1 order' : `${total} orders`}
        {isFiltered(filters) ? ' found' : ' in all'}
      </p>
      <BulkOutcome outcome={outcome} />
      {items.length === 0 ? (
        <p>{isFiltered(filters) ? 'No order matches these filters.' : 'No order has been placed yet.'}</p>
      ) : (
        <>
          <BulkActions
            ids={items.filter((order) => selected.has(order.id)).map((order) => order.id)}
            onPacked={(packed) => {
              setOutcome(packed);
              setSelected(new Set());
            }}
          />
          <OrderListTable orders={items} selected={selected} onToggle={toggle} onToggleAll={toggleAll} />
        </>
      )}
      <OrderPager filters={filters} total={total} />
    </section>
  );
}
