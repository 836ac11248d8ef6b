import type { OrderHistory_OrderFragment } from '@/admin/__generated__/graphql.ts';
import { Price } from '@/components/ui/price.tsx';
import { TrackingNumber } from '@/components/ui/tracking-number.tsx';
import { formatDubaiDateTime } from '@/lib/dubai-dates.ts';
import { STATUS_LABELS } from './order-filters.ts';
import { timelineSteps, type TimelineStep } from './order-timeline.ts';

/** Every step of the order in time order: when (Dubai time), who took it for the shop, and the courier's tracking. */
export function OrderHistory({ order }: { order: OrderHistory_OrderFragment }) {
  return (
    <section aria-labelledby="order-history" className="order-panel">
      <h2 id="order-history">Timeline</h2>
      <ol className="order-history">
        {timelineSteps(order).map((step, index) => (
          <li key={`${step.kind}-${step.at}-${index}`}>
            <Step step={step} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function When({ title, at }: { title: string; at: string }) {
  return (
    <p className="order-history__step">
      <strong>{title}</strong> <time dateTime={at}>{formatDubaiDateTime(at)}</time>
    </p>
  );
}

function Step({ step }: { step: TimelineStep }) {
  if (step.kind === 'cash') {
    return (
      <>
        <When title="Cash collected" at={step.at} />
        <p>
          <Price price={step.cash.amount} />, recorded by {step.cash.by}
        </p>
      </>
    );
  }
  if (step.kind === 'invoice') return <When title={`Tax invoice ${step.invoice.number}`} at={step.at} />;
  const { entry } = step;
  return (
    <>
      <When title={STATUS_LABELS[entry.status]} at={step.at} />
      {entry.actor && <p>by {entry.actor}</p>}
      {(entry.courier || entry.trackingNumber) && (
        <p>
          {entry.courier}
          {entry.courier && entry.trackingNumber ? ', tracking number ' : ''}
          {!entry.courier && entry.trackingNumber ? 'Tracking number ' : ''}
          {entry.trackingNumber && <TrackingNumber courier={entry.courier} trackingNumber={entry.trackingNumber} />}
        </p>
      )}
      {entry.reason && <p>Reason: {entry.reason}</p>}
    </>
  );
}
