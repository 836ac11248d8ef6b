import { awaitsDelivery } from '@store/domain';
import type { OrderInfoGrid_OrderFragment } from '@/__generated__/graphql.ts';
import { localizedDates } from '@/lib/localized-dates.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { phoneOrNull } from './order-status.ts';
import { cancelReasonWords, paymentModeWords } from './order-words.ts';
import './order-details.css';

/** Order date, payment mode, estimated delivery (while the order is on its way), address and contact (spec §2 Account). */
export function OrderInfoGrid({ order }: { order: OrderInfoGrid_OrderFragment }) {
  const { t, locale } = useTranslation();
  const dates = localizedDates(locale);
  return (
    <dl className="order-info">
      <div>
        <dt>{t('order.date')}</dt>
        <dd>{dates.date(order.placedAt)}</dd>
      </div>
      <div>
        <dt>{t('order.paymentMode')}</dt>
        <dd>{paymentModeWords(order.paymentMode, t)}</dd>
      </div>
      {awaitsDelivery(order.status) && (
        <div>
          <dt>{t('order.estimatedDelivery')}</dt>
          <dd>{dates.localDate(order.estimatedDelivery)}</dd>
        </div>
      )}
      <div>
        <dt>{t('order.address')}</dt>
        <dd>{order.shippingAddress}</dd>
      </div>
      <div>
        <dt>{t('order.contact')}</dt>
        <dd>
          {order.contact.email}
          <br />
          {phoneOrNull(order.contact.phone) ?? t('order.notAvailable')}
        </dd>
      </div>
      {order.cancelReason && (
        <div>
          <dt>{t('order.cancelReason')}</dt>
          <dd>{cancelReasonWords(order.cancelReason, t)}</dd>
        </div>
      )}
    </dl>
  );
}
