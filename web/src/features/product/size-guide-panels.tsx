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

/** Height and weight sliders and a body type, with the sizes we suggest. */
export function SizeFinder() {
  const id = useId();
  const [height, setHeight] = useState(85);
  const [weight, setWeight] = useState(70);
  const [bodyType, setBodyType] = useState<(typeof BODY_TYPES)[number]>('Normal');
  return (
    <div className="size-finder">
      <div className="size-finder__slider">
        <label htmlFor={`${id}-height`}>Height</label>
        <output htmlFor={`${id}-height`}>{heightCm(height)} cm</output>
        <input
          id={`${id}-height`}
          type="range"
          min={SIZE_SLIDER_MIN}
          max={SIZE_SLIDER_MAX}
          value={height}
          aria-valuetext={`${heightCm(height)} cm`}
          onChange={(event) => setHeight(Number(event.target.value))}
        />
      </div>
      <div className="size-finder__slider">
        <label htmlFor={`${id}-weight`}>Weight</label>
        <output htmlFor={`${id}-weight`}>{weightKg(weight)} kg</output>
        <input
          id={`${id}-weight`}
          type="range"
          min={SIZE_SLIDER_MIN}
          max={SIZE_SLIDER_MAX}
          value={weight}
          aria-valuetext={`${weightKg(weight)} kg`}
          onChange={(event) => setWeight(Number(event.target.value))}
        />
      </div>
      <fieldset className="size-finder__body">
        <legend>Body type</legend>
        {BODY_TYPES.map((type) => (
          <label key={type}>
            <input
              type="radio"
              name={`${id}-body`}
              value={type}
              checked={bodyType === type}
              onChange={() => setBodyType(type)}
            />
            {type}
          </label>
        ))}
      </fieldset>
      <div className="size-finder__suggestions">
        <h3>We suggest</h3>
        <ul>
          {SIZE_SUGGESTIONS.map((suggestion) => (
            <li key={suggestion}>{suggestion}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The measurements table, XS to XXL. */
export function SizeChart() {
  return (
    <div className="size-chart">
      <table>
        <caption>Body measurements in inches</caption>
        <thead>
          <tr>
            <th scope="col">Size</th>
            <th scope="col">US</th>
            <th scope="col">Bust</th>
            <th scope="col">Waist</th>
            <th scope="col">Low Hip</th>
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
