import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { trackingPath } from './tracking-id.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './order-tracking.css';

/** The order number to track; submitting puts it in the address (?id=), so the result can be shared or reloaded. */
export function TrackingForm({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(initial);
  const navigate = useNavigate();
  return (
    <form
      className="tracking-form"
      role="search"
      aria-label={t('tracking.form')}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(trackingPath(typed));
      }}
    >
      <label htmlFor="tracking-order-id">{t('tracking.orderNumber')}</label>
      <div className="tracking-form__row">
        <input
          id="tracking-order-id"
          name="id"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('tracking.example', { id: '261122K7Q2M9XR' })}
          autoComplete="off"
          required
        />
        <button type="submit" className="button">
          {t('tracking.track')}
        </button>
      </div>
    </form>
  );
}
