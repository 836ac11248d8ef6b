import { Link, useParams, useSearchParams } from 'react-router-dom';
import { formatAed, aedToFils } from '@store/domain';
import { useShopQuery } from '@/__generated__/graphql.ts';
import { usePageMeta } from '@/lib/page-meta.ts';

/** The shop: products of the catalogue or of one collection, with the page in the URL. */
export function ShopPage() {
  const { collection } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1') || 1;
  usePageMeta({
    title: collection ? `Shop ${collection}` : 'Shop',
    description: 'Racing, JDM, bike, car and titan graphic T-shirts in Dubai.',
    keywords: 'graphic t-shirts, dubai, jdm, racing',
  });
  const { data, loading, error } = useShopQuery({
    variables: { page, filter: collection ? { collections: [collection] } : null },
  });
  if (error) return <p role="alert">Something went wrong</p>;
  if (loading && !data) return <p>Loading…</p>;
  const products = data?.products;
  if (!products) return null;
  return (
    <section className="shop">
      <p className="count">{products.totalCount} products</p>
      <ul className="product-grid">
        {products.items.map((product) => (
          <li key={product.id} className="product-card">
            <Link to={`/product-detail/${product.id}`}>
              <img src={product.imageSrc} alt={product.title} width={300} height={400} loading="lazy" />
              <h2>{product.title}</h2>
            </Link>
            <p className="price">
              AED {formatAed(aedToFils(product.price))}
              {product.oldPrice !== null && <del>AED {formatAed(aedToFils(product.oldPrice))}</del>}
            </p>
          </li>
        ))}
      </ul>
      <nav aria-label="Pages" className="pagination">
        {Array.from({ length: products.pageCount }, (_, index) => index + 1).map((number) => (
          <button
            key={number}
            type="button"
            aria-current={number === products.page ? 'page' : undefined}
            onClick={() => setParams((current) => ({ ...Object.fromEntries(current), page: String(number) }))}
          >
            {number}
          </button>
        ))}
      </nav>
    </section>
  );
}
