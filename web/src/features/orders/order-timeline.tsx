import type { OrderTimeline_OrderFragment } from '@/__generated__/graphql.ts';
import { TrackingNumber } from '@/components/ui/tracking-number.tsx';
import { timelineEntries } from './order-status.ts';
import './order-timeline.css';

/** Order History: every status the order went through, oldest first, coloured by the domain's timelineTone. */
export function OrderTimeline({ order }: { order: OrderTimeline_OrderFragment }) {
  return (
    <ol className="order-timeline">
      {timelineEntries(order.timeline).map((entry) => (
        <li key={entry.key} className={`order-timeline__entry order-timeline__entry--${entry.tone}`}>
          <span className={`badge badge--${entry.tone} order-timeline__marker`} aria-hidden="true" />
          <div className="order-timeline__body">
            <p className="order-timeline__title">{entry.title}</p>
            <p className="order-timeline__date">{entry.date}</p>
            {entry.courier && <p>Courier service: {entry.courier}</p>}
            {entry.trackingNumber && (
              <p>
                Tracking number: <TrackingNumber courier={entry.courier} trackingNumber={entry.trackingNumber} />
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
