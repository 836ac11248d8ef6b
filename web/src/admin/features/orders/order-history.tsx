import type { OrderHistory_OrderFragment } from '@/admin/__generated__/graphql.ts';
import { Price } from '@/components/ui/price.tsx';
import { formatDubaiDateTime } from '@/lib/dubai-dates.ts';
import { STATUS_LABELS } from './order-filters.ts';

/** Every step of the order, oldest first: when (Dubai time), who took it for the shop, and the courier's tracking. */
export function OrderHistory({ order }: { order: OrderHistory_OrderFragment }) {
  return (
    <section aria-labelledby="order-history" className="order-panel">
      <h2 id="order-history">Timeline</h2>
      <ol className="order-history">
        {order.timeline.map((entry, index) => (
          <li key={`${entry.status}-${entry.at}-${index}`}>
            <p className="order-history__step">
              <strong>{STATUS_LABELS[entry.status]}</strong>{' '}
              <time dateTime={entry.at}>{formatDubaiDateTime(entry.at)}</time>
            </p>
            {entry.actor && <p>by {entry.actor}</p>}
            {(entry.courier || entry.trackingNumber) && (
              <p>
                {entry.courier}
                {entry.courier && entry.trackingNumber ? ', tracking number ' : ''}
                {!entry.courier && entry.trackingNumber ? 'Tracking number ' : ''}
                {entry.trackingNumber}
              </p>
            )}
            {entry.reason && <p>Reason: {entry.reason}</p>}
          </li>
        ))}
        {order.cashCollected && (
          <li>
            <p className="order-history__step">
              <strong>Cash collected</strong>{' '}
              <time dateTime={order.cashCollected.at}>{formatDubaiDateTime(order.cashCollected.at)}</time>
            </p>
            <p>
              <Price price={order.cashCollected.amount} />, recorded by {order.cashCollected.by}
            </p>
          </li>
        )}
        {order.invoice && (
          <li>
            <p className="order-history__step">
              <strong>Tax invoice {order.invoice.number}</strong>{' '}
              <time dateTime={order.invoice.issuedAt}>{formatDubaiDateTime(order.invoice.issuedAt)}</time>
            </p>
          </li>
        )}
      </ol>
    </section>
  );
}
