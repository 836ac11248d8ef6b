import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { OrderReturns_OrderFragment, ReturnStatus } from '@/__generated__/graphql.ts';
import { Price } from '@/components/ui/price.tsx';
import { localizedDates } from '@/lib/localized-dates.ts';
import { colourName, sizeName } from '@/i18n/variant-names.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { returnEventKey, returnKindKey, returnMethodKey, returnReasonWords, returnStatusKey } from './return-words.ts';

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
  const { t, locale } = useTranslation();
  const dates = localizedDates(locale);
  return (
    <article className="return-card" aria-labelledby={`${id}-title`}>
      <header className="return-card__header">
        <h4 id={`${id}-title`}>{t('returns.cardTitle', { date: dates.dateTime(ret.requestedAt) })}</h4>
        <span className={`badge badge--${TONES[ret.status]}`}>{t(returnStatusKey(ret.status))}</span>
      </header>
      <ul className="return-card__lines">
        {ret.lines.map((line) => (
          <li key={line.lineNo}>
            {line.quantity} × {line.title} ({sizeName(t, line.size)} / {colourName(t, line.colour)})
            {line.exchangeSize &&
              ` → ${sizeName(t, line.exchangeSize)} / ${colourName(t, line.exchangeColour ?? line.colour)}`}
          </li>
        ))}
      </ul>
      <dl className="return-card__facts">
        <dt>{t('returns.askedFor')}</dt>
        <dd>{t(returnKindKey(ret.kind))}</dd>
        <dt>{t('returns.method')}</dt>
        <dd>{t(returnMethodKey(ret.method))}</dd>
        <dt>{t('returns.reason')}</dt>
        <dd>{returnReasonWords(ret.reason, t)}</dd>
        {ret.note && (
          <>
            <dt>{t('returns.note')}</dt>
            <dd className="return-card__note">{ret.note}</dd>
          </>
        )}
        {ret.refusalReason && (
          <>
            <dt>{t('returns.refusedBecause')}</dt>
            <dd>{ret.refusalReason}</dd>
          </>
        )}
        {ret.refundAmount != null && (
          <>
            <dt>{t('returns.refunded')}</dt>
            <dd>
              <Price price={ret.refundAmount} />
            </dd>
          </>
        )}
        {ret.exchangeOrderId && (
          <>
            <dt>{t('returns.exchangeOrder')}</dt>
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
            {t('returns.creditNote')}
          </a>
          {ret.creditNoteNumber && <span className="return-card__number"> {ret.creditNoteNumber}</span>}
        </p>
      )}
      <ol className="return-card__timeline" aria-label={t('returns.history')}>
        {ret.timeline.map((step, index) => (
          <li key={`${index}-${step.event}`}>
            <span className="return-card__step">{t(returnEventKey(step.event))}</span>{' '}
            <time dateTime={step.at}>{dates.dateTime(step.at)}</time>
            {step.detail && <span className="return-card__detail">{step.detail}</span>}
          </li>
        ))}
      </ol>
    </article>
  );
}
