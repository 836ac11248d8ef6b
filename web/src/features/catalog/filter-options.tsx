import type { ReactNode } from 'react';
import type { FacetOption } from './facet-options.ts';

export function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="shop-filters__group">
      <h3 className="shop-filters__title">{title}</h3>
      {children}
    </section>
  );
}

/** One value at most; pressing the chosen one again resets it to All. */
export function ChoiceList({
  options,
  chosen,
  onChoose,
  variant,
}: {
  options: FacetOption[];
  chosen: string | null;
  onChoose: (value: string) => void;
  variant: 'rows' | 'swatches' | 'sizes';
}) {
  return (
    <ul className={`shop-filters__choices shop-filters__choices--${variant}`}>
      {options.map((option) => (
        <li key={option.value}>
          <button
            type="button"
            className="shop-filters__choice"
            aria-pressed={option.value === chosen}
            data-empty={option.count === 0 || undefined}
            onClick={() => onChoose(option.value)}
          >
            {variant === 'swatches' && (
              <span className={`swatch swatch--${option.value.toLowerCase()}`} aria-hidden="true" />
            )}
            <span className="shop-filters__choice-label">{option.label}</span>
            <span className="shop-filters__count">({option.count})</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Any number of values, each toggled in and out. */
export function CheckList({
  options,
  chosen,
  onToggle,
}: {
  options: FacetOption[];
  chosen: readonly string[];
  onToggle: (value: string) => void;
}) {
  const isChosen = (value: string) => chosen.some((item) => item.toLowerCase() === value.toLowerCase());
  return (
    <ul className="shop-filters__checks">
      {options.map((option) => (
        <li key={option.value}>
          <label className="shop-filters__check">
            <input type="checkbox" checked={isChosen(option.value)} onChange={() => onToggle(option.value)} />
            <span className="shop-filters__choice-label">{option.label}</span>
            <span className="shop-filters__count">({option.count})</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
