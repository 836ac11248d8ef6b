import { useEffect, useState } from 'react';
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN } from '@store/domain';
import { priceLabel } from './filter-chips.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './price-slider.css';

/** Dragging is smooth; the shop (URL and query) follows once the thumbs rest. */
const COMMIT_DELAY_MS = 400;

interface PriceSliderProps {
  min: number;
  max: number;
  onChange: (min: number, max: number) => void;
}

/** Two thumbs over one track, 10 to 450 AED (spec §5). Remount it (key) when the applied range changes. */
export function PriceSlider({ min, max, onChange }: PriceSliderProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ min, max });

  useEffect(() => {
    if (draft.min === min && draft.max === max) return;
    const timer = window.setTimeout(() => onChange(draft.min, draft.max), COMMIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, min, max, onChange]);

  const span = PRICE_FILTER_MAX - PRICE_FILTER_MIN;
  const percent = (value: number) => `${((value - PRICE_FILTER_MIN) / span) * 100}%`;
  const common = { type: 'range', min: PRICE_FILTER_MIN, max: PRICE_FILTER_MAX, step: 1 } as const;

  return (
    <div className="price-slider">
      <div className="price-slider__track">
        <span
          className="price-slider__fill"
          style={{ left: percent(draft.min), right: `calc(100% - ${percent(draft.max)})` }}
        />
        <input
          {...common}
          className="price-slider__input"
          aria-label={t('shop.minPrice')}
          // When the thumbs meet at the top end only the lower one can still move, so it goes on top.
          style={draft.min > (PRICE_FILTER_MIN + PRICE_FILTER_MAX) / 2 ? { zIndex: 1 } : undefined}
          aria-valuetext={t('price.amount', { amount: draft.min })}
          value={draft.min}
          onChange={(event) => setDraft((d) => ({ ...d, min: Math.min(Number(event.target.value), d.max) }))}
        />
        <input
          {...common}
          className="price-slider__input"
          aria-label={t('shop.maxPrice')}
          aria-valuetext={t('price.amount', { amount: draft.max })}
          value={draft.max}
          onChange={(event) => setDraft((d) => ({ ...d, max: Math.max(Number(event.target.value), d.min) }))}
        />
      </div>
      <p className="price-slider__value">
        <span className="price-slider__label">{t('shop.priceLabel')}</span> {priceLabel(t, draft.min, draft.max)}
      </p>
    </div>
  );
}
