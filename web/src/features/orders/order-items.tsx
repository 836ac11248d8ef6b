import type { OrderItems_OrderFragment } from '@/__generated__/graphql.ts';
import { Price } from '@/components/ui/price.tsx';
import { colourName, sizeName } from '@/i18n/variant-names.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './order-details.css';

/** Item Details: each line at the price it was bought, then total price, total discounts and order total. */
export function OrderItems({ order }: { order: OrderItems_OrderFragment }) {
  const { t } = useTranslation();
  return (
    <div className="order-items">
      <ul className="order-items__list">
        {order.items.map((item, index) => (
          <li key={`${item.productId ?? item.title}-${index}`} className="order-items__item">
            <img src={item.imageSrc} alt="" width={72} height={96} />
            <div className="order-items__text">
              <h3>{item.title}</h3>
              <p>{t('order.itemVariant', { size: sizeName(t, item.size), colour: colourName(t, item.colour) })}</p>
              <p>
                {t('order.itemQuantity', { quantity: item.quantity })} <Price price={item.unitPrice} />
              </p>
            </div>
            <Price price={item.lineTotal} />
          </li>
        ))}
      </ul>
      <dl className="order-items__totals">
        <dt>{t('order.subtotal')}</dt>
        <dd>
          <Price price={order.subtotal} />
        </dd>
        <dt>{t('order.discounts')}</dt>
        <dd>
          − <Price price={order.discount} />
        </dd>
        {order.discountCode && (
          <>
            <dt>{t('order.discountCode', { code: order.discountCode })}</dt>
            <dd>
              − <Price price={order.codeDiscount} />
            </dd>
          </>
        )}
        <dt className="order-items__total">{t('order.total')}</dt>
        <dd className="order-items__total">
          <Price price={order.total} />
        </dd>
      </dl>
    </div>
  );
}
