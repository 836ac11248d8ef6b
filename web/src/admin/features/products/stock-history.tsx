import { Link, useSearchParams } from 'react-router-dom';
import { useProductStockHistoryQuery } from '@/admin/__generated__/graphql.ts';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { formatDubaiDateTime } from '@/lib/dubai-dates.ts';
import { STOCK_REASON_LABELS, signed } from './adjust-rules.ts';
import { Pager } from '@/admin/components/pager.tsx';
import { readPage } from '@/admin/components/paging.ts';

const PAGE_SIZE = 20;
const PARAM = 'historyPage';

/** Every change of the product's stock, newest first: adjustments, orders and cancellations. */
export function StockHistory({ productId }: { productId: string }) {
  const [params] = useSearchParams();
  const page = readPage(params.get(PARAM));
  const { data, error, refetch } = useProductStockHistoryQuery({
    variables: { productId, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });

  if (!data) {
    if (error) return <QueryProblem what="The stock history" onRetry={refetch} />;
    return <p role="status">Loading the stock history…</p>;
  }
  const { items, total, pageSize } = data.stockHistory;
  if (total === 0) return <p>No change of stock has been recorded yet.</p>;

  return (
    <>
      <table className="admin-table">
        <caption className="visually-hidden">Stock history, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Time (Dubai)</th>
            <th scope="col">Variant</th>
            <th scope="col">Change</th>
            <th scope="col">After</th>
            <th scope="col">Reason</th>
            <th scope="col">By</th>
          </tr>
        </thead>
        <tbody>
          {items.map((movement) => (
            <tr key={movement.id}>
              <td data-label="Time (Dubai)">
                <time dateTime={movement.at}>{formatDubaiDateTime(movement.at)}</time>
              </td>
              <td data-label="Variant">
                {movement.size} / {movement.colour}
              </td>
              <td data-label="Change">{signed(movement.delta)}</td>
              <td data-label="After">{movement.quantityAfter ?? '—'}</td>
              <td data-label="Reason">
                {STOCK_REASON_LABELS[movement.reason]}
                {movement.note && <span className="stock-history__note">{movement.note}</span>}
              </td>
              <td data-label="By">
                {movement.orderId ? (
                  <Link to={`/admin/orders/${encodeURIComponent(movement.orderId)}`}>Order {movement.orderId}</Link>
                ) : (
                  (movement.actor ?? '—')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager label="Stock history pages" page={page} pageSize={pageSize} total={total} param={PARAM} />
    </>
  );
}
