import { aedToFils, formatAed } from '@store/domain';
import { useTranslation } from '@/i18n/i18n.tsx';

/** 'AED 89.00' ('89.00 د.إ' in Arabic), with the old price struck through when on sale. */
export function Price({ price, oldPrice }: { price: number; oldPrice?: number | null }) {
  const { t } = useTranslation();
  const aed = (amount: number) => t('price.amount', { amount: formatAed(aedToFils(amount)) });
  return (
    <span className="price">
      <span className="price__now">{aed(price)}</span>
      {oldPrice != null && <del className="price__old">{aed(oldPrice)}</del>}
    </span>
  );
}
