import { Link } from 'react-router-dom';
import type { LowStockList_ItemFragment } from '@/admin/__generated__/graphql.ts';

interface LowStockListProps {
  items: readonly LowStockList_ItemFragment[];
  threshold: number;
  total: number;
}

/** The variants running lowest, each a link to its product to restock. */
export function LowStockList({ items, threshold, total }: LowStockListProps) {
  return (
    <section aria-labelledby="dashboard-low-stock" className="dashboard-panel">
      <h2 id="dashboard-low-stock">Low stock</h2>
      <p className="dashboard-panel__note">
        Sizes and colours with {threshold} or fewer left
        {total > items.length ? ` — the ${items.length} lowest of ${total}` : ''}.
      </p>
      {items.length === 0 ? (
        <p>Nothing is running low.</p>
      ) : (
        <ul className="low-stock">
          {items.map((item) => (
            <li key={`${item.productId}-${item.size}-${item.colour}`}>
              <Link to={`/admin/products/${encodeURIComponent(item.productId)}`}>{item.title}</Link>
              <span className="low-stock__variant">
                {item.size} · {item.colour}
                {item.hidden ? ' · hidden' : ''}
              </span>
              <span className={item.quantity === 0 ? 'low-stock__count low-stock__count--out' : 'low-stock__count'}>
                {item.quantity === 0 ? 'Sold out' : `${item.quantity} left`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
