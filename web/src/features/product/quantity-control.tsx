import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n.tsx';
import { showsStockLine } from './product-options.ts';

interface QuantityControlProps {
  value: number;
  /** Units available of the chosen size and colour: the most that can be picked. */
  available: number;
  onChange(quantity: number): void;
}

/** Minus, a whole-number input and plus, capped by the stock (spec §5). */
export function QuantityControl({ value, available, onChange }: QuantityControlProps) {
  const { t } = useTranslation();
  const soldOut = available === 0;
  const shown = Math.max(1, value);

  // What the shopper is typing; it becomes the quantity (capped) on Enter or when the input loses focus.
  const [draft, setDraft] = useState<string | null>(null);

  function commit() {
    const typed = Number.parseInt(draft ?? '', 10);
    if (typed > 0) onChange(typed);
    setDraft(null);
  }

  return (
    <div className="quantity-control">
      <p className="quantity-control__label">
        {t('product.quantity')}
        {showsStockLine(available) && t('product.availableStock', { available })}
      </p>
      <div className="quantity-control__box">
        <button
          type="button"
          aria-label={t('quantity.decrease')}
          disabled={soldOut || shown <= 1}
          onClick={() => onChange(shown - 1)}
        >
          −
        </button>
        <input
          aria-label={t('quantity.label')}
          inputMode="numeric"
          pattern="[0-9]*"
          value={draft ?? String(shown)}
          disabled={soldOut}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        <button
          type="button"
          aria-label={t('quantity.increase')}
          disabled={soldOut || shown >= available}
          onClick={() => onChange(shown + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
