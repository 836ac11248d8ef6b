import { Link, useSearchParams } from 'react-router-dom';
import { useLowStockQuery } from '@/admin/__generated__/graphql.ts';
import { AdminPage } from '@/admin/components/admin-page.tsx';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { Pager } from '@/admin/components/pager.tsx';
import { readPage } from '@/admin/components/paging.ts';
import { ProductsSections } from './products-sections.tsx';

const PAGE_SIZE = 50;

/** /admin/products/low-stock: variants at or under the shop's low-stock setting, lowest first, to reorder. */
export function LowStockPage() {
  const [params] = useSearchParams();
  const page = readPage(params.get('page'));
  const { data, error, refetch } = useLowStockQuery({
    variables: { page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });

  return (
    <AdminPage title="Low stock">
      <ProductsSections />
      {data ? (
        <section aria-label="Variants running low" className="admin-list">
          <p>
            Sizes and colours with {data.lowStock.threshold} or fewer in stock, lowest first. Open a product to adjust
            its stock.
          </p>
          {data.lowStock.items.length > 0 ? (
            <table className="admin-table">
              <caption className="visually-hidden">Variants running low</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Size</th>
                  <th scope="col">Colour</th>
                  <th scope="col">In stock</th>
                </tr>
              </thead>
              <tbody>
                {data.lowStock.items.map((item) => (
                  <tr key={`${item.productId}-${item.size}-${item.colour}`}>
                    <td data-label="Product">
                      <Link to={`/admin/products/${item.productId}`}>{item.title}</Link>
                      {item.hidden && <span className="badge badge--warning products-badge-gap">Hidden</span>}
                    </td>
                    <td data-label="Size">{item.size}</td>
                    <td data-label="Colour">{item.colour}</td>
                    <td data-label="In stock">{item.quantity === 0 ? <strong>Sold out</strong> : item.quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>Nothing is running low.</p>
          )}
          <Pager label="Low stock pages" page={page} pageSize={data.lowStock.pageSize} total={data.lowStock.total} />
        </section>
      ) : error ? (
        <QueryProblem what="Low stock" onRetry={refetch} />
      ) : (
        <p role="status">Loading low stock…</p>
      )}
    </AdminPage>
  );
}
