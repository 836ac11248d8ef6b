import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useAdminProductsQuery } from '@/admin/__generated__/graphql.ts';
import { AdminPage } from '@/admin/components/admin-page.tsx';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { FormNote } from '@/components/ui/form-shell.tsx';
import { readNotice } from '@/lib/notice.ts';
import { Pager } from '@/admin/components/pager.tsx';
import { productListVariables, readProductFilters } from './product-filters.ts';
import { ProductsFilter } from './products-filter.tsx';
import { ProductsSections } from './products-sections.tsx';
import { ProductsTable } from './products-table.tsx';

/** /admin/products: the catalogue, searchable and filtered by collection and visibility, a page at a time. */
export function ProductsPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const filters = readProductFilters(params);
  const { data, error, refetch } = useAdminProductsQuery({
    variables: productListVariables(filters),
    fetchPolicy: 'cache-and-network',
  });

  return (
    <AdminPage title="Products">
      <ProductsSections />
      <FormNote message={readNotice(location.state)} />
      <div className="admin-toolbar">
        <Link to="/admin/products/new" className="button">
          Add product
        </Link>
      </div>
      {/* Keyed by the address, so Back and Forward show the filters of the list they bring. */}
      <ProductsFilter key={params.toString()} filters={filters} />
      {data ? (
        <section aria-label="Product list" className="admin-list">
          <p className="admin-list__count" role="status">
            {data.adminProducts.total === 1 ? '1 product' : `${data.adminProducts.total} products`}
          </p>
          {data.adminProducts.items.length > 0 ? (
            <ProductsTable products={data.adminProducts.items} />
          ) : (
            <p>No product matches these filters.</p>
          )}
          <Pager
            label="Product pages"
            page={filters.page}
            pageSize={data.adminProducts.pageSize}
            total={data.adminProducts.total}
          />
        </section>
      ) : error ? (
        <QueryProblem what="The products" onRetry={refetch} />
      ) : (
        <p role="status">Loading the products…</p>
      )}
    </AdminPage>
  );
}
