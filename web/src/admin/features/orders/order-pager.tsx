import { Link } from 'react-router-dom';
import { orderFiltersSearch, pageCount, type OrderFilters } from './order-filters.ts';
import { ORDERS_PATH } from './order-paths.ts';

/** Previous and Next as links, so each page has its own URL and Back returns to the one before. */
export function OrderPager({ filters, total }: { filters: OrderFilters; total: number }) {
  const pages = pageCount(total);
  if (pages <= 1) return null;
  const to = (page: number) => `${ORDERS_PATH}${orderFiltersSearch({ ...filters, page })}`;
  return (
    <nav aria-label="Pages of orders" className="order-pager">
      {filters.page > 1 ? (
        <Link to={to(filters.page - 1)} className="button button--outline" rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {Math.min(filters.page, pages)} of {pages}
      </span>
      {filters.page < pages ? (
        <Link to={to(filters.page + 1)} className="button button--outline" rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
