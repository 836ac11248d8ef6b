import { awaitsDelivery } from '@store/domain';
import type { OrderInfoGrid_OrderFragment } from '@/__generated__/graphql.ts';
import { formatDubaiDate, formatLocalDate } from '@/lib/dubai-dates.ts';
import { phoneOrNotAvailable } from './order-status.ts';
import './order-details.css';

/** Order date, payment mode, estimated delivery (while the order is on its way), address and contact (spec §2 Account). */
export function OrderInfoGrid({ order }: { order: OrderInfoGrid_OrderFragment }) {
  return (
    <dl className="order-info">
      <div>
        <dt>Order date</dt>
        <dd>{formatDubaiDate(order.placedAt)}</dd>
      </div>
      <div>
        <dt>Payment mode</dt>
        <dd>{order.paymentMode}</dd>
      </div>
      {awaitsDelivery(order.status) && (
        <div>
          <dt>Estimated delivery</dt>
          <dd>{formatLocalDate(order.estimatedDelivery)}</dd>
        </div>
      )}
      <div>
        <dt>Address</dt>
        <dd>{order.shippingAddress}</dd>
      </div>
      <div>
        <dt>Contact</dt>
        <dd>
          {order.contact.email}
          <br />
          {phoneOrNotAvailable(order.contact.phone)}
        </dd>
      </div>
      {order.cancelReason && (
        <div>
          <dt>Cancel reason</dt>
          <dd>{order.cancelReason}</dd>
        </div>
      )}
    </dl>
  );
}
