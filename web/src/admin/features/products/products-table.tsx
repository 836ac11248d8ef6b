import { Link } from 'react-router-dom';
import type { ProductsTable_ProductFragment } from '@/admin/__generated__/graphql.ts';
import { Price } from '@/components/ui/price.tsx';
import { ArabicMissing } from '@/admin/components/arabic-content.tsx';

/** Products with a thumbnail, price, stock and whether the shop shows them; the title opens the product. */
export function ProductsTable({ products }: { products: readonly ProductsTable_ProductFragment[] }) {
  return (
    <table className="admin-table products-table">
      <caption className="visually-hidden">Products</caption>
      <thead>
        <tr>
          <th scope="col">Photo</th>
          <th scope="col">Title</th>
          <th scope="col">Collection</th>
          <th scope="col">Price</th>
          <th scope="col">In stock</th>
          <th scope="col">Returned</th>
          <th scope="col">In the shop</th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.id}>
            <td data-label="Photo">
              <img
                className="products-table__thumb"
                src={product.imageSrc}
                alt=""
                width={56}
                height={56}
                loading="lazy"
              />
            </td>
            <td data-label="Title">
              <Link to={`/admin/products/${product.id}`} className="products-table__title">
                {product.title}
              </Link>
              <span className="products-table__brand">{product.brand}</span>
              <ArabicMissing fields={product.arabicMissing} />
            </td>
            <td data-label="Collection">{product.collection}</td>
            <td data-label="Price">
              <Price price={product.price} oldPrice={product.oldPrice} />
            </td>
            <td data-label="In stock">{product.totalStock === 0 ? <strong>Sold out</strong> : product.totalStock}</td>
            <td data-label="Returned">
              {product.returnRate === null || product.returnRate === undefined ? '–' : `${product.returnRate}%`}
            </td>
            <td data-label="In the shop">
              <span className="products-badges">
                {product.hidden ? <span className="badge badge--warning">Hidden</span> : <span>Shown</span>}
                {product.hotSale && <span className="badge badge--sale">Hot sale</span>}
                {product.topPick && <span className="badge">Top pick</span>}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
