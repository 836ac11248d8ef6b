import { useId } from 'react';
import { colourName, sizeName } from '@/i18n/variant-names.ts';
import { useTranslation } from '@/i18n/i18n.tsx';

interface ChooserProps {
  options: readonly string[];
  value: string;
  onChange(value: string): void;
}

/** Colour swatches as radio buttons; the legend names the chosen colour in the page's language. */
export function ColourChooser({ options, value, onChange }: ChooserProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="option-chooser">
      <legend className="option-chooser__legend">
        {t('product.colourLabel')} <strong>{colourName(t, value)}</strong>
      </legend>
      <div className="option-chooser__options">
        {options.map((colour) => (
          <label key={colour} className="option-chooser__swatch" title={colourName(t, colour)}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={colour}
              checked={colour === value}
              onChange={() => onChange(colour)}
            />
            <span className={`swatch swatch--${colour.toLowerCase()}`} aria-hidden="true" />
            <span className="visually-hidden">{colourName(t, colour)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Sizes as radio buttons; sizes sold out in the chosen colour are struck through but can still be looked at. */
export function SizeChooser({
  options,
  value,
  onChange,
  isSoldOut,
  onSizeGuide,
}: ChooserProps & { isSoldOut(size: string): boolean; onSizeGuide?: () => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="option-chooser">
      <legend className="option-chooser__legend">
        {t('product.sizeLabel')} <strong>{sizeName(t, value)}</strong>
      </legend>
      {onSizeGuide && (
        <button type="button" className="option-chooser__guide" onClick={onSizeGuide}>
          {t('product.sizeGuide')}
        </button>
      )}
      <div className="option-chooser__options">
        {options.map((size) => (
          <label
            key={size}
            className={`option-chooser__size${isSoldOut(size) ? ' option-chooser__size--sold-out' : ''}`}
            title={isSoldOut(size) ? t('product.sizeSoldOut', { size: sizeName(t, size) }) : sizeName(t, size)}
          >
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={size}
              checked={size === value}
              onChange={() => onChange(size)}
            />
            <span>{sizeName(t, size)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
