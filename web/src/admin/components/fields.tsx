import { useId, type ReactNode } from 'react';
import { Field, useField } from 'react-final-form';
import { fieldMessage } from '@/lib/form-errors.ts';

interface InputFieldProps {
  name: string;
  label: ReactNode;
  /** Tied to the input by aria-describedby: what to type, or how it shows in the shop. */
  hint?: string;
  inputMode?: 'text' | 'decimal' | 'numeric';
  /** A textarea of this many rows instead of an input. */
  rows?: number;
  required?: boolean;
}

/**
 * A labelled input or textarea bound to the form, with an optional hint; like the shared TextField, its message
 * shows once it was changed and left, or after a submit, and the server's until it is changed again.
 */
export function InputField({ name, label, hint, inputMode, rows, required }: InputFieldProps) {
  const id = useId();
  return (
    <Field name={name}>
      {({ input, meta }) => {
        const message = fieldMessage(meta);
        const describedBy = [hint && `${id}-hint`, message && `${id}-message`].filter(Boolean).join(' ');
        const shared = {
          ...input,
          id,
          required,
          'aria-invalid': message ? true : undefined,
          'aria-describedby': describedBy || undefined,
        };
        return (
          <div className="form__field">
            <label htmlFor={id}>{label}</label>
            <div className="form__control admin-control">
              {rows ? <textarea {...shared} rows={rows} /> : <input {...shared} type="text" inputMode={inputMode} />}
            </div>
            {hint && (
              <p id={`${id}-hint`} className="form__hint">
                {hint}
              </p>
            )}
            {message && (
              <p id={`${id}-message`} className="form__error">
                {message}
              </p>
            )}
          </div>
        );
      }}
    </Field>
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
