import { useId, useState } from 'react';
import {
  BODY_TYPES,
  heightCm,
  SIZE_CHART,
  SIZE_SLIDER_MAX,
  SIZE_SLIDER_MIN,
  SIZE_SUGGESTIONS,
  weightKg,
} from './size-guide-data.ts';
import { useTranslation } from '@/i18n/i18n.tsx';

/** The catalogue ids of the body types and suggestions the data names. */
const BODY_TYPE_IDS = { thin: 'sizeGuide.thin', Normal: 'sizeGuide.normal', plump: 'sizeGuide.plump' } as const;
const SUGGESTION_IDS = {
  'L shirt': 'sizeGuide.shirt',
  'XL pant': 'sizeGuide.pant',
  '31 jeans': 'sizeGuide.jeans',
} as const;

/** Height and weight sliders and a body type, with the sizes we suggest. */
export function SizeFinder() {
  const { t } = useTranslation();
  const id = useId();
  const [height, setHeight] = useState(85);
  const [weight, setWeight] = useState(70);
  const [bodyType, setBodyType] = useState<(typeof BODY_TYPES)[number]>('Normal');
  return (
    <div className="size-finder">
      <div className="size-finder__slider">
        <label htmlFor={`${id}-height`}>{t('sizeGuide.height')}</label>
        <output htmlFor={`${id}-height`}>{t('sizeGuide.cm', { value: heightCm(height) })}</output>
        <input
          id={`${id}-height`}
          type="range"
          min={SIZE_SLIDER_MIN}
          max={SIZE_SLIDER_MAX}
          value={height}
          aria-valuetext={t('sizeGuide.cm', { value: heightCm(height) })}
          onChange={(event) => setHeight(Number(event.target.value))}
        />
      </div>
      <div className="size-finder__slider">
        <label htmlFor={`${id}-weight`}>{t('sizeGuide.weight')}</label>
        <output htmlFor={`${id}-weight`}>{t('sizeGuide.kg', { value: weightKg(weight) })}</output>
        <input
          id={`${id}-weight`}
          type="range"
          min={SIZE_SLIDER_MIN}
          max={SIZE_SLIDER_MAX}
          value={weight}
          aria-valuetext={t('sizeGuide.kg', { value: weightKg(weight) })}
          onChange={(event) => setWeight(Number(event.target.value))}
        />
      </div>
      <fieldset className="size-finder__body">
        <legend>{t('sizeGuide.bodyType')}</legend>
        {BODY_TYPES.map((type) => (
          <label key={type}>
            <input
              type="radio"
              name={`${id}-body`}
              value={type}
              checked={bodyType === type}
              onChange={() => setBodyType(type)}
            />
            {t(BODY_TYPE_IDS[type])}
          </label>
        ))}
      </fieldset>
      <div className="size-finder__suggestions">
        <h3>{t('sizeGuide.suggest')}</h3>
        <ul>
          {SIZE_SUGGESTIONS.map((suggestion) => (
            <li key={suggestion}>{t(SUGGESTION_IDS[suggestion])}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The measurements table, XS to XXL. */
export function SizeChart() {
  const { t } = useTranslation();
  return (
    <div className="size-chart">
      <table>
        <caption>{t('sizeGuide.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sizeGuide.size')}</th>
            <th scope="col">{t('sizeGuide.us')}</th>
            <th scope="col">{t('sizeGuide.bust')}</th>
            <th scope="col">{t('sizeGuide.waist')}</th>
            <th scope="col">{t('sizeGuide.hip')}</th>
          </tr>
        </thead>
        <tbody>
          {SIZE_CHART.map((row) => (
            <tr key={row.size}>
              <th scope="row">{row.size}</th>
              <td>{row.us}</td>
              <td>{row.bust}</td>
              <td>{row.waist}</td>
              <td>{row.hip}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
