import type { OrderTimeline_OrderFragment } from '@/__generated__/graphql.ts';
import { TrackingNumber } from '@/components/ui/tracking-number.tsx';
import { timelineEntries } from './order-status.ts';
import { orderStatusKey } from './order-words.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { localizedDates } from '@/lib/localized-dates.ts';
import './order-timeline.css';

/** Order History: every status the order went through, oldest first, coloured by the domain's timelineTone. */
export function OrderTimeline({ order }: { order: OrderTimeline_OrderFragment }) {
  const { t, locale } = useTranslation();
  const dates = localizedDates(locale);
  return (
    <ol className="order-timeline">
      {timelineEntries(order.timeline).map((entry) => (
        <li key={entry.key} className={`order-timeline__entry order-timeline__entry--${entry.tone}`}>
          <span className={`badge badge--${entry.tone} order-timeline__marker`} aria-hidden="true" />
          <div className="order-timeline__body">
            <p className="order-timeline__title">
              {t('order.timelineTitle', { status: t(orderStatusKey(entry.status)) })}
            </p>
            <p className="order-timeline__date">{dates.dateTime(entry.at)}</p>
            {entry.courier && <p>{t('order.courier', { courier: entry.courier })}</p>}
            {entry.trackingNumber && (
              <p>
                {t('order.trackingNumber')}{' '}
                <TrackingNumber courier={entry.courier} trackingNumber={entry.trackingNumber} />
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
