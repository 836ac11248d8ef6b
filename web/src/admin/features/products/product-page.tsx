import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAdminProductQuery, useNewProductDefaultsQuery } from '@/admin/__generated__/graphql.ts';
import { AdminPage } from '@/admin/components/admin-page.tsx';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { FormNote } from '@/components/ui/form-shell.tsx';
import { noticeState, readNotice } from '@/lib/notice.ts';
import { ProductForm } from './product-form.tsx';
import { ProductPhotos } from './product-photos.tsx';
import { ProductStock } from './product-stock.tsx';
import { ProductVisibility } from './product-visibility.tsx';
import { StockHistory } from './stock-history.tsx';

function BackLink() {
  return (
    <p className="admin-back">
      <Link to="/admin/products">← All products</Link>
    </p>
  );
}

/** /admin/products/new: the product's fields and starting stock; photos come once it exists. */
export function NewProductPage() {
  const navigate = useNavigate();
  // The settings only fill in the form: should they fail to load, the owner types the fields instead.
  const { data, loading } = useNewProductDefaultsQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <AdminPage title="Add product">
      <BackLink />
      <p>Photos can be added once the product is saved. It is shown in the shop at once; hide it there if needed.</p>
      {loading && !data ? (
        <p role="status">Loading the form…</p>
      ) : (
        <ProductForm
          product={null}
          defaults={data?.shopSettings}
          onSaved={({ id, title }) =>
            void navigate(`/admin/products/${id}`, { state: noticeState(`${title} is added. Add its photos below.`) })
          }
        />
      )}
    </AdminPage>
  );
}

/** /admin/products/:id: visibility, details, photos, stock and its history. */
export function ProductPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const [saved, setSaved] = useState<string>();
  const { data, error, refetch } = useAdminProductQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const product = data?.adminProduct;

  if (!product) {
    return (
      <AdminPage title={data ? 'Product not found' : 'Product'}>
        <BackLink />
        {data ? (
          <p>There is no product {id}.</p>
        ) : error ? (
          <QueryProblem what="The product" onRetry={refetch} />
        ) : (
          <p role="status">Loading the product…</p>
        )}
      </AdminPage>
    );
  }

  return (
    <AdminPage title={product.title}>
      <BackLink />
      <FormNote message={saved ?? readNotice(location.state)} />
      <ProductVisibility id={product.id} hidden={product.hidden} />
      <section aria-labelledby="product-details" className="admin-panel">
        <h2 id="product-details">Details</h2>
        <ProductForm product={product} onSaved={({ title }) => setSaved(`${title} is saved.`)} />
      </section>
      <section aria-labelledby="product-photos" className="admin-panel">
        <h2 id="product-photos">Photos</h2>
        <ProductPhotos product={product} />
      </section>
      <section aria-labelledby="product-stock" className="admin-panel">
        <h2 id="product-stock">Stock</h2>
        <ProductStock product={product} />
      </section>
      <section aria-labelledby="product-history" className="admin-panel">
        <h2 id="product-history">Stock history</h2>
        <StockHistory productId={product.id} />
      </section>
    </AdminPage>
  );
}
