import { clampQuantity } from '@store/domain';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n.tsx';
import { readQuantityDraft } from './quantity-draft.ts';

/**
 * Minus / number / plus, never below 1 nor above the maximum. The number can be retyped: emptied, the box stays
 * empty until a number is typed, and leaving it shows the quantity kept.
 */
export function QuantityInput({
  value,
  max,
  onChange,
  label,
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="quantity" role="group" aria-label={label}>
      <button
        type="button"
        aria-label={t('quantity.decrease')}
        disabled={value <= 1}
        onClick={() => onChange(clampQuantity(value - 1, max))}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        value={draft ?? String(value)}
        aria-label={t('quantity.label')}
        onChange={(event) => {
          const read = readQuantityDraft(event.target.value, max);
          setDraft(read.draft);
          if (read.quantity !== undefined && read.quantity !== value) onChange(read.quantity);
        }}
        onBlur={() => setDraft(null)}
      />
      <button
        type="button"
        aria-label={t('quantity.increase')}
        disabled={value >= max}
        onClick={() => onChange(clampQuantity(value + 1, max))}
      >
        +
      </button>
    </div>
  );
}
