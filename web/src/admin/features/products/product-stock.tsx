import { useState } from 'react';
import { COLOURS, SIZES } from '@store/domain';
import type { ProductStock_ProductFragment } from '@/admin/__generated__/graphql.ts';
import { FormNote } from '@/components/ui/form-shell.tsx';
import { AdjustStockDialog } from './adjust-stock-dialog.tsx';
import type { Variant } from './product-form-rules.ts';

const order = (list: readonly string[], value: string) => {
  const index = list.indexOf(value);
  return index === -1 ? list.length : index;
};

/** Units of each size and colour, in the shop's order, each with an "Adjust" action. */
export function ProductStock({ product }: { product: ProductStock_ProductFragment }) {
  const [adjusting, setAdjusting] = useState<Variant | null>(null);
  const [notice, setNotice] = useState<string>();
  const variants = [...product.variants].sort(
    (a, b) => order(COLOURS, a.colour) - order(COLOURS, b.colour) || order(SIZES, a.size) - order(SIZES, b.size),
  );
  const total = variants.reduce((sum, variant) => sum + variant.quantity, 0);

  return (
    <>
      <FormNote message={notice} />
      <p className="product-stock__total">
        {total} in stock over {variants.length} {variants.length === 1 ? 'variant' : 'variants'}
      </p>
      <table className="admin-table">
        <caption className="visually-hidden">Stock of each size and colour</caption>
        <thead>
          <tr>
            <th scope="col">Colour</th>
            <th scope="col">Size</th>
            <th scope="col">In stock</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {variants.map((variant) => (
            <tr key={`${variant.size}|${variant.colour}`}>
              <td data-label="Colour">{variant.colour}</td>
              <td data-label="Size">{variant.size}</td>
              <td data-label="In stock">{variant.quantity === 0 ? <strong>Sold out (0)</strong> : variant.quantity}</td>
              <td data-label="">
                <button
                  type="button"
                  className="button button--outline admin-table__action"
                  onClick={() => {
                    setNotice(undefined);
                    setAdjusting({ size: variant.size, colour: variant.colour });
                  }}
                >
                  Adjust
                  <span className="visually-hidden">
                    {' '}
                    stock of {variant.size} {variant.colour}
                  </span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <AdjustStockDialog
        productId={product.id}
        variant={adjusting}
        quantity={product.variants.find((v) => v.size === adjusting?.size && v.colour === adjusting?.colour)?.quantity}
        onClose={() => setAdjusting(null)}
        onAdjusted={(message) => {
          setAdjusting(null);
          setNotice(message);
        }}
      />
    </>
  );
}
