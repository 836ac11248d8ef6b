import { useId, type ReactNode } from 'react';
import { Field, useField } from 'react-final-form';
import { LabelledField } from '@/components/ui/form-fields.tsx';
import { fieldMessage } from '@/lib/form-errors.ts';

interface InputFieldProps {
  name: string;
  label: ReactNode;
  /** Tied to the input by aria-describedby: what to type, or how it shows in the shop. */
  hint?: string;
  inputMode?: 'text' | 'decimal' | 'numeric';
  /** A textarea of this many rows instead of an input. */
  rows?: number;
  maxLength?: number;
  required?: boolean;
  /** The id of a <datalist> of suggestions for the input. */
  list?: string;
  /**
   * Content written in a language of the shop (issue 21): the control takes the text's own direction
   * (dir="auto"), and Arabic is marked lang="ar" for spell-checking and screen readers.
   */
  language?: 'en' | 'ar';
}

/** A labelled input or textarea bound to the form, with an optional hint (the shared frame of LabelledField). */
export function InputField({
  name,
  label,
  hint,
  inputMode,
  rows,
  maxLength,
  required,
  list,
  language,
}: InputFieldProps) {
  const text = language ? ({ dir: 'auto', lang: language } as const) : {};
  return (
    <LabelledField name={name} label={label} hint={hint} controlClassName="form__control admin-control">
      {(control) =>
        rows ? (
          <textarea {...control} {...text} rows={rows} maxLength={maxLength} required={required} />
        ) : (
          <input
            {...control}
            {...text}
            type="text"
            inputMode={inputMode}
            maxLength={maxLength}
            required={required}
            list={list}
          />
        )
      }
    </LabelledField>
  );
}

/** A labelled date input bound to the form; its value is YYYY-MM-DD, as the browser's date picker gives it. */
export function DateField({
  name,
  label,
  max,
}: {
  name: string;
  label: string;
  /** The latest date offered. */ max?: string;
}) {
  return (
    <LabelledField name={name} label={label}>
      {(control) => <input {...control} type="date" max={max} />}
    </LabelledField>
  );
}

/** A group of checkboxes for one list field (sizes, colours), named by its legend; one message for the group. */
export function CheckboxGroup({ name, legend, options }: { name: string; legend: string; options: readonly string[] }) {
  const id = useId();
  const { meta } = useField(name, {
    subscription: {
      error: true,
      submitError: true,
      submitFailed: true,
      touched: true,
      modified: true,
      dirtySinceLastSubmit: true,
    },
  });
  const message = fieldMessage(meta);
  return (
    <fieldset className="admin-checks" aria-describedby={message ? `${id}-message` : undefined}>
      <legend>{legend}</legend>
      <div className="admin-checks__options">
        {options.map((option) => (
          <Field key={option} name={name} type="checkbox" value={option}>
            {({ input }) => (
              <label className="admin-checks__option">
                <input {...input} aria-invalid={message ? true : undefined} />
                {option}
              </label>
            )}
          </Field>
        ))}
      </div>
      {message && (
        <p id={`${id}-message`} className="form__error">
          {message}
        </p>
      )}
    </fieldset>
  );
}
