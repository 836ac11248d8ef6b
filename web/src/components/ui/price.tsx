import { aedToFils, formatAed } from '@store/domain';

/** 'AED 89.00', with the old price struck through when on sale. */
export function Price({ price, oldPrice }: { price: number; oldPrice?: number | null }) {
  return (
    <span className="price">
      <span className="price__now">AED {formatAed(aedToFils(price))}</span>
      {oldPrice != null && <del className="price__old">AED {formatAed(aedToFils(oldPrice))}</del>}
    </span>
  );
}
