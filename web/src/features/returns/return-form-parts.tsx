import { useId } from 'react';
import { useTranslation } from '@/i18n/i18n.tsx';
import { returnFormWords } from './return-words.ts';

/** A field's refusal, tied to its control by the id the control's aria-describedby names. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p id={id} className="form__error">
      {returnFormWords(message, t)}
    </p>
  );
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  options: { value: T; label: string }[];
  value: T | '';
  error: string | undefined;
  onChange: (value: T) => void;
}

/** One choice of a few, as radio buttons under a legend, with its refusal beside it. */
export function ChoiceGroup<T extends string>({ legend, name, options, value, error, onChange }: ChoiceGroupProps<T>) {
  const id = useId();
  return (
    <fieldset className="form__fieldset return-form__choices" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="return-form__choice">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
      <FieldMessage id={`${id}-error`} message={error} />
    </fieldset>
  );
}
