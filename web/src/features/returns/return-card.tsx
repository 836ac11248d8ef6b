import {
  aedToFils,
  formatAed,
  RETURN_METHOD_LABELS,
  RETURN_STATUS_LABELS,
  SHOPPER_RETURN_EVENT_LABELS,
  SHOPPER_RETURN_KIND_LABELS,
  SHOPPER_RETURN_TEXTS,
} from '@store/domain';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { OrderReturns_OrderFragment, ReturnStatus } from '@/__generated__/graphql.ts';
import { formatDubaiDateTime } from '@/lib/dubai-dates.ts';

/** A return as the order's page reads it. */
export type OrderReturnView = OrderReturns_OrderFragment['returns']['returns'][number];

const TONES: Record<ReturnStatus, 'success' | 'warning' | 'critical'> = {
  REQUESTED: 'warning',
  APPROVED: 'warning',
  RECEIVED: 'warning',
  REFUSED: 'critical',
  REFUNDED: 'success',
  EXCHANGED: 'success',
};

/** One return: where it stands, its items, the refund, why it was refused, every step, the credit note. */
export function ReturnCard({ ret }: { ret: OrderReturnView }) {
  const id = useId();
  return (
    <article className="return-card" aria-labelledby={`${id}-title`}>
      <header className="return-card__header">
        <h4 id={`${id}-title`}>Return of {formatDubaiDateTime(ret.requestedAt)}</h4>
        <span className={`badge badge--${TONES[ret.status]}`}>{RETURN_STATUS_LABELS[ret.status]}</span>
      </header>
      <ul className="return-card__lines">
        {ret.lines.map((line) => (
          <li key={line.lineNo}>
            {line.quantity} × {line.title} ({line.size} / {line.colour})
            {line.exchangeSize && ` → ${line.exchangeSize} / ${line.exchangeColour ?? line.colour}`}
          </li>
        ))}
      </ul>
      <dl className="return-card__facts">
        <dt>Asked for</dt>
        <dd>{SHOPPER_RETURN_KIND_LABELS[ret.kind]}</dd>
        <dt>Return method</dt>
        <dd>{RETURN_METHOD_LABELS[ret.method]}</dd>
        <dt>Reason</dt>
        <dd>{ret.reason}</dd>
        {ret.note && (
          <>
            <dt>Note</dt>
            <dd className="return-card__note">{ret.note}</dd>
          </>
        )}
        {ret.refusalReason && (
          <>
            <dt>Refused because</dt>
            <dd>{ret.refusalReason}</dd>
          </>
        )}
        {ret.refundAmount != null && (
          <>
            <dt>Refunded</dt>
            <dd>AED {formatAed(aedToFils(ret.refundAmount))}</dd>
          </>
        )}
        {ret.exchangeOrderId && (
          <>
            <dt>Exchange order</dt>
            <dd>
              <Link to={`/my-account-orders-details/${encodeURIComponent(ret.exchangeOrderId)}`}>
                #{ret.exchangeOrderId}
              </Link>
            </dd>
          </>
        )}
      </dl>
      {ret.creditNotePdfUrl && (
        <p>
          <a href={ret.creditNotePdfUrl} className="return-card__credit-note">
            {SHOPPER_RETURN_TEXTS.creditNote}
          </a>
          {ret.creditNoteNumber && <span className="return-card__number"> {ret.creditNoteNumber}</span>}
        </p>
      )}
      <ol className="return-card__timeline" aria-label="Return history">
        {ret.timeline.map((step, index) => (
          <li key={`${index}-${step.event}`}>
            <span className="return-card__step">{SHOPPER_RETURN_EVENT_LABELS[step.event]}</span>{' '}
            <time dateTime={step.at}>{formatDubaiDateTime(step.at)}</time>
            {step.detail && <span className="return-card__detail">{step.detail}</span>}
          </li>
        ))}
      </ol>
    </article>
  );
}
