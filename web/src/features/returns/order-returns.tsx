import { useEffect, useRef, useState } from 'react';
import type { OrderReturns_OrderFragment } from '@/__generated__/graphql.ts';
import { RETURN_CLOSED_FALLBACK } from '@/lib/return-refusals.ts';
import { ReturnCard } from './return-card.tsx';
import { localizedDates } from '@/lib/localized-dates.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { ReturnRequestForm } from './return-request-form.tsx';
import { shopperRefusalText } from './return-refusal-words.ts';
import './returns.css';

interface OrderReturnsProps {
  order: OrderReturns_OrderFragment;
  /** Reads the order again (its returns, what is left to return). */
  onChanged: () => void;
}

/**
 * The order's returns: the "Return or exchange" action while one may be asked for, why not once the window has
 * closed, and every return asked for. An order not delivered that has no returns shows nothing.
 */
export function OrderReturns({ order, onChanged }: OrderReturnsProps) {
  const { t, locale } = useTranslation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const { canReturn, refusalCode, windowLastDay, lines, returns } = order.returns;
  const delivered = order.status === 'DELIVERED';

  const [closedByCancel, setClosedByCancel] = useState(false);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);
  useEffect(() => {
    if (closedByCancel) actionRef.current?.focus();
  }, [closedByCancel]);

  if (!delivered && returns.length === 0) return null;
  const lastDay = windowLastDay ? localizedDates(locale).localDate(windowLastDay) : null;

  return (
    <section className="order-returns" aria-labelledby="order-returns-title">
      <h3 id="order-returns-title">{t('returns.title')}</h3>
      {sent && (
        <p ref={sentRef} tabIndex={-1} role="status" className="message--success order-returns__sent">
          {t('returns.sent')}
        </p>
      )}
      {canReturn && !open && (
        <div className="order-returns__offer">
          {lastDay && <p>{t('returns.windowOpen', { date: lastDay })}</p>}
          <button
            ref={actionRef}
            type="button"
            className="button button--outline"
            onClick={() => {
              setSent(false);
              setClosedByCancel(false);
              setOpen(true);
            }}
          >
            {t('returns.action')}
          </button>
        </div>
      )}
      {canReturn && open && (
        <ReturnRequestForm
          orderId={order.id}
          lines={lines}
          onCancel={() => {
            setOpen(false);
            setClosedByCancel(true);
          }}
          onRequested={() => {
            setOpen(false);
            setSent(true);
            onChanged();
          }}
        />
      )}
      {delivered && !canReturn && refusalCode && (
        <p className="order-returns__refusal">
          {shopperRefusalText(t, locale)(
            { code: refusalCode, date: windowLastDay },
            { fallback: RETURN_CLOSED_FALLBACK },
          )}
        </p>
      )}
      {returns.map((ret) => (
        <ReturnCard key={ret.id} ret={ret} />
      ))}
    </section>
  );
}
